/**
 * The account's blacklist in a virtual table: only the rows in view are drawn, so a page of
 * a thousand numbers scrolls as smoothly as ten.
 */
import { DeleteOutlined, HistoryOutlined } from '@ant-design/icons';
import { Button, Flex, Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlacklistEntry } from '../../../api/generated/reports';
import { displayPhone } from '../../../../domain/phones';
import { sourceLabel } from '../sources';
import { userTextCell } from '../../../ui/UserText';

/** The table's own height; the page scrolls around it, its rows scroll inside it. */
const tableHeight = 480;
/** Wide enough for every column; narrow screens scroll sideways. */
const tableWidth = 860;

interface Props {
  entries: BlacklistEntry[];
  loading: boolean;
  onHistory: (phone: string) => void;
  onRemove: (entry: BlacklistEntry) => void;
}

const rowKey = (entry: BlacklistEntry) => entry.BLACKLIST_ID ?? entry.PHONE ?? '';

export function BlacklistTable({ entries, loading, onHistory, onRemove }: Props) {
  const { t } = useTranslation();
  const columns = useMemo<TableColumnsType<BlacklistEntry>>(
    () => [
      // Phone numbers read left to right in every language.
      { key: 'phone', title: t('reports.blacklistPage.columns.phone'), width: 170, render: (_, e) => <bdi>{e.PHONE ? displayPhone(e.PHONE) : ''}</bdi> },
      { key: 'createdOn', dataIndex: 'createdOn', title: t('reports.blacklistPage.columns.createdOn'), width: 170, render: (date?: string) => <bdi>{date}</bdi> },
      { key: 'source', title: t('reports.blacklistPage.columns.source'), width: 170, render: (_, e) => sourceLabel(t, e.source) },
      { key: 'user', dataIndex: 'user', title: t('reports.blacklistPage.columns.user'), width: 150, ellipsis: true, render: userTextCell },
      {
        key: 'actions',
        title: t('reports.blacklistPage.columns.actions'),
        width: 200,
        render: (_, e) => (
          <Flex gap={4}>
            <Button size="small" type="link" icon={<HistoryOutlined aria-hidden />} onClick={() => e.PHONE && onHistory(e.PHONE)}>
              {t('reports.blacklistPage.history')}
            </Button>
            <Button size="small" type="link" danger icon={<DeleteOutlined aria-hidden />} onClick={() => onRemove(e)}>
              {t('reports.blacklistPage.remove')}
            </Button>
          </Flex>
        ),
      },
    ],
    [t, onHistory, onRemove],
  );
  return (
    <Table<BlacklistEntry>
      virtual
      size="small"
      rowKey={rowKey}
      columns={columns}
      dataSource={entries}
      loading={loading}
      pagination={false}
      scroll={{ x: tableWidth, y: tableHeight }}
      locale={{ emptyText: t('reports.blacklistPage.empty') }}
      aria-label={t('reports.blacklistPage.tableLabel')}
    />
  );
}
