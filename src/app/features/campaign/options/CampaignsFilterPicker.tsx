/**
 * "Leave out recipients of these campaigns": a searchable choice of the account's earlier
 * campaigns (name and date), read a page at a time when it first opens. Chosen campaigns show
 * by name; one the pages read do not hold (a reopened draft keeps ids only) is asked for by
 * its id (get-campaign-data), and shows as "#id" until, or unless, its name is known.
 */
import { Select, Spin, Tag, type SelectProps } from 'antd';
import type { UIEvent } from 'react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetCampaignDataQuery } from '../../../api/generated/campaigns';
import { useEarlierCampaigns, type EarlierCampaign } from './useEarlierCampaigns';

type TagProps = Parameters<NonNullable<SelectProps['tagRender']>>[0];

interface Props {
  value: number[];
  onChange: (ids: number[]) => void;
}

/** A chosen campaign's tag: the name the list read, else the campaign's own. */
function ChosenCampaign({ id, known, closable, onClose }: { id: number; known?: string; closable: boolean; onClose: TagProps['onClose'] }) {
  const { t } = useTranslation();
  const { data } = useGetCampaignDataQuery({ body: { campaignId: id } }, { skip: known !== undefined });
  const name = known ?? data?.data?.campaign_name;
  return (
    <Tag closable={closable} onClose={onClose} style={{ marginInlineEnd: 4 }} onMouseDown={(e) => e.preventDefault()}>
      {name || t('campaign.options.campaignNumber', { id })}
    </Tag>
  );
}

export function CampaignsFilterPicker({ value, onChange }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [used, setUsed] = useState(false);
  const { campaigns, found, loading, complete, loadMore } = useEarlierCampaigns(used, search);
  const names = useMemo(() => new Map(campaigns.map((c) => [c.id, c.name])), [campaigns]);

  const label = (c: EarlierCampaign) => t('campaign.options.campaignChoice', { name: c.name || t('campaign.options.campaignNumber', { id: c.id }), date: c.date });
  // Near the end of what is shown, the next page (antd draws only the visible options).
  const scrolled = (e: UIEvent<HTMLDivElement>) => {
    const list = e.currentTarget;
    if (!complete && list.scrollTop + list.clientHeight >= list.scrollHeight - 40) void loadMore();
  };

  return (
    <Select<number[]>
      mode="multiple"
      aria-label={t('campaign.options.campaignsFilter')}
      placeholder={t('campaign.options.campaignsFilterPlaceholder')}
      style={{ width: '100%' }}
      value={value}
      onChange={(ids) => onChange(ids)}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setUsed(true);
      }}
      showSearch={{
        searchValue: search,
        onSearch: (text) => {
          setSearch(text);
          setUsed(true);
        },
        filterOption: false,
        autoClearSearchValue: true,
      }}
      options={found.map((c) => ({ value: c.id, label: label(c) }))}
      tagRender={(tag) => <ChosenCampaign id={Number(tag.value)} known={names.get(Number(tag.value))} closable={tag.closable} onClose={tag.onClose} />}
      onPopupScroll={scrolled}
      loading={loading}
      notFoundContent={loading ? <Spin size="small" /> : t('campaign.options.noCampaigns')}
      popupRender={(menu) => (
        <>
          {menu}
          {!complete && !loading && campaigns.length > 0 && (
            <div style={{ paddingBlock: 4, paddingInline: 12, fontSize: 12, opacity: 0.75 }}>{t('campaign.options.moreCampaigns')}</div>
          )}
        </>
      )}
    />
  );
}
