/**
 * Further options: a temporary block of recent recipients, retries, filters (recipients of
 * other lists or campaigns, numbers abroad), responses with automatic answers, and a coupon.
 * Responses need an attached number as the sender, which receives them.
 */
import { Card, Checkbox, Flex, InputNumber, Select } from 'antd';
import { Field } from '../../../ui/Field';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { maxTemporaryBlockDays } from '../../../../domain/campaignTiming';
import type { CouponProblem } from '../../../../domain/coupons';
import { useGetUserAllContactListsQuery } from '../../../api/generated/campaigns';
import { AutoReplies } from './AutoReplies';
import { CampaignsFilterPicker } from './CampaignsFilterPicker';
import { CouponFields } from './CouponFields';
import { maxRetries, type CampaignOptions } from './campaignOptions';

interface Props {
  options: CampaignOptions;
  onChange: (options: CampaignOptions) => void;
  canRespond: boolean;
  /** What is wrong with the coupon, and whether a send was tried (every problem shows then). */
  couponProblem: CouponProblem | null;
  showErrors: boolean;
  /** A voice campaign: calls take no replies and carry no coupon, so only the block, retries and filters show. */
  voice?: boolean;
}

const whole = (n: number | null) => (n === null ? 0 : Math.trunc(n));

export function OptionsSection({ options, onChange, canRespond, couponProblem, showErrors, voice = false }: Props) {
  const { t } = useTranslation();
  const lists = useGetUserAllContactListsQuery().data?.data ?? [];
  const set = (change: Partial<CampaignOptions>) => onChange({ ...options, ...change });
  const field = (label: string, child: ReactNode) => (
    <Field label={label} style={{ marginBottom: 0 }}>
      {child}
    </Field>
  );
  return (
    <Card title={t('campaign.options.title')}>
      <Flex vertical gap={12}>
        <Flex gap={12} wrap align="end">
          {field(
            t('campaign.options.blockDays'),
            <InputNumber aria-label={t('campaign.options.blockDays')} min={0} max={maxTemporaryBlockDays} value={options.temporaryBlacklistDays} onChange={(v) => set({ temporaryBlacklistDays: Math.min(maxTemporaryBlockDays, Math.max(0, whole(v))) })} />,
          )}
          {field(t('campaign.options.retryCount'), <InputNumber aria-label={t('campaign.options.retryCount')} min={0} max={maxRetries} value={options.retryCount} onChange={(v) => set({ retryCount: Math.min(maxRetries, Math.max(0, whole(v))) })} />)}
          {options.retryCount > 0 &&
            field(t('campaign.options.retryInterval'), <InputNumber aria-label={t('campaign.options.retryInterval')} min={1} value={options.retryInterval} onChange={(v) => set({ retryInterval: Math.max(1, whole(v)) })} />)}
        </Flex>
        {field(
          t('campaign.options.listsFilter'),
          <Select<number[]>
            mode="multiple"
            aria-label={t('campaign.options.listsFilter')}
            style={{ width: '100%' }}
            value={options.contactListsFiltering}
            onChange={(contactListsFiltering) => set({ contactListsFiltering })}
            options={lists.map((l) => ({ value: l.id, label: l.name }))}
            optionFilterProp="label"
          />,
        )}
        {field(
          t('campaign.options.campaignsFilter'),
          <CampaignsFilterPicker value={options.campaignsFiltering} onChange={(campaignsFiltering) => set({ campaignsFiltering })} />,
        )}
        <Checkbox checked={options.overseasFiltering} onChange={(e) => set({ overseasFiltering: e.target.checked })}>
          {t('campaign.options.overseas')}
        </Checkbox>
        {!voice && (
          <>
            <Checkbox checked={options.allowResponse && canRespond} disabled={!canRespond} onChange={(e) => set({ allowResponse: e.target.checked })}>
              {t('campaign.options.allowResponse')}
            </Checkbox>
            {!canRespond && <div style={{ fontSize: 12, opacity: 0.75 }}>{t('campaign.options.responseNeedsAttached')}</div>}
            {options.allowResponse && canRespond && <AutoReplies value={options.autoReplies} onChange={(autoReplies) => set({ autoReplies })} />}
            <CouponFields coupon={options.coupon} onChange={(coupon) => set({ coupon })} problem={couponProblem} showErrors={showErrors} />
          </>
        )}
      </Flex>
    </Card>
  );
}
