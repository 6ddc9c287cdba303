/** A number's story in the blacklist: whether it is in now, and every add and removal with who and how, with the consent record's evidence. */
import { Drawer, Flex, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGetBlockNumberHistoryQuery, type BlacklistHistoryEntry } from '../../../api/generated/reports';
import { displayPhone } from '../../../../domain/phones';
import { isRightToLeft } from '../../../state/preferences';
import { useAppSelector } from '../../../state/hooks';
import { sourceLabel } from '../sources';
import { UserText, userTextCell } from '../../../ui/UserText';

interface Props {
  /** The number whose history is open; null when closed. */
  phone: string | null;
  onClose: () => void;
}

type HistoryRow = BlacklistHistoryEntry & { key: number };

export function HistoryDrawer({ phone, onClose }: Props) {
  const { t } = useTranslation();
  const rtl = isRightToLeft(useAppSelector((s) => s.preferences.language));
  const { data, isFetching } = useGetBlockNumberHistoryQuery({ body: { phone: phone ?? '' } }, { skip: !phone });
  const story = phone ? data?.data : undefined;
  const rows: HistoryRow[] = (story?.history ?? []).map((entry, key) => ({ ...entry, key }));

  const columns: TableColumnsType<HistoryRow> = [
    { key: 'date', dataIndex: 'date', title: t('reports.blacklistPage.historyDrawer.date'), width: 150, render: (date?: string) => <bdi>{date}</bdi> },
    {
      key: 'action',
      title: t('reports.blacklistPage.historyDrawer.action'),
      width: 90,
      render: (_, row) => (row.action === 'removed' ? t('reports.blacklistPage.historyDrawer.removed') : t('reports.blacklistPage.historyDrawer.added')),
    },
    { key: 'source', title: t('reports.blacklistPage.columns.source'), render: (_, row) => sourceLabel(t, row.source) },
    // The consent record's evidence: where and how the change came, and what the recipient wrote.
    {
      key: 'evidence',
      title: t('reports.consentRecord.columns.how'),
      render: (_, row) => (
        <Flex vertical gap={2}>
          {row.channel && row.how && <span>{`${t(`reports.consentRecord.channels.${row.channel}`)} · ${t(`reports.consentRecord.ways.${row.how}`)}`}</span>}
          {row.text && <UserText>{row.text}</UserText>}
        </Flex>
      ),
    },
    { key: 'user', dataIndex: 'user', title: t('reports.blacklistPage.columns.user'), ellipsis: true, render: userTextCell },
  ];

  return (
    <Drawer
      open={phone !== null}
      onClose={onClose}
      // The end side of the page: left in Hebrew and Arabic.
      placement={rtl ? 'left' : 'right'}
      size={560}
      title={t('reports.blacklistPage.historyDrawer.title', { phone: phone ? displayPhone(phone) : '' })}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        {story && (
          <div>
            <Tag color={story.isBlacklisted ? 'error' : 'success'}>
              {t(story.isBlacklisted ? 'reports.blacklistPage.historyDrawer.inList' : 'reports.blacklistPage.historyDrawer.notInList')}
            </Tag>
          </div>
        )}
        <Table<HistoryRow>
          size="small"
          rowKey="key"
          columns={columns}
          dataSource={rows}
          loading={isFetching}
          pagination={false}
          locale={{ emptyText: t('reports.blacklistPage.historyDrawer.empty') }}
          aria-label={t('reports.blacklistPage.historyDrawer.title', { phone: phone ? displayPhone(phone) : '' })}
        />
      </Flex>
    </Drawer>
  );
}
