/** One page of incoming messages, sorted and paged by the server. */
import { MessageOutlined } from '@ant-design/icons';
import { Tag, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ReportsIncomingSmsRow } from '../../../api/generated/reports';
import { displayPhone } from '../../../../domain/phones';
import { ReportTable } from '../shared/ReportTable';
import { columnSortOrder, type ReportParams } from '../shared/useReportParams';
import { chatHrefOf } from './incomingRows';
import { showDateTime } from '../../../ui/showDateTime';
import { userTextCell } from '../../../ui/UserText';

interface Props {
  rows: ReportsIncomingSmsRow[];
  total: number;
  loading: boolean;
  report: ReportParams;
}

const rowKey = (row: ReportsIncomingSmsRow) => row.id ?? `${row.phone}-${row.receivedOn}`;

export function IncomingTable({ rows, total, loading, report }: Props) {
  const { t } = useTranslation();
  const columns = useMemo<TableColumnsType<ReportsIncomingSmsRow>>(
    () => [
      // Phone numbers read left to right in every language.
      { key: 'phone', title: t('reports.incomingPage.columns.phone'), width: 140, sorter: true, sortOrder: columnSortOrder(report, 'phone'), render: (_, row) => <bdi>{row.phone ? displayPhone(row.phone) : ''}</bdi> },
      { key: 'destination', title: t('reports.incomingPage.columns.destination'), width: 140, render: (_, row) => <bdi>{row.destination ? displayPhone(row.destination) : ''}</bdi> },
      { key: 'message', dataIndex: 'message', title: t('reports.incomingPage.columns.message'), ellipsis: true, render: userTextCell },
      { key: 'receivedOn', title: t('reports.incomingPage.columns.receivedOn'), width: 160, sorter: true, sortOrder: columnSortOrder(report, 'receivedOn'), render: (_, row) => <bdi>{showDateTime(row.receivedOn)}</bdi> },
      { key: 'campaignName', title: t('reports.incomingPage.columns.campaign'), width: 180, ellipsis: true, sorter: true, sortOrder: columnSortOrder(report, 'campaignName'), render: (_, row) => row.campaignName ?? row.campaignId ?? '' },
      {
        key: 'isUnsubscribe',
        title: t('reports.incomingPage.columns.unsubscribe'),
        width: 150,
        render: (_, row) => (row.isUnsubscribe ? <Tag color="warning">{t('reports.incomingPage.unsubscribed')}</Tag> : null),
      },
      {
        key: 'chat',
        title: t('reports.incomingPage.columns.actions'),
        width: 130,
        render: (_, row) => {
          const to = chatHrefOf(row);
          return to ? (
            <Link to={to}>
              <MessageOutlined aria-hidden /> {t('reports.incomingPage.openChat')}
            </Link>
          ) : null;
        },
      },
    ],
    [t, report],
  );
  return (
    <ReportTable<ReportsIncomingSmsRow>
      label={t('reports.incomingPage.tableLabel')}
      empty={t('reports.incomingPage.empty')}
      paging={{ report, total }}
      rowKey={rowKey}
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 1000 }}
    />
  );
}
