/** A campaign's links with their clicks, and the recipients who clicked (paged by the server). */
import { Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageInfo, ReportsLinkClickRecipient, ReportsLinkStats } from '../../../api/generated/reports';
import { displayPhone } from '../../../../domain/phones';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { showDateTime } from '../../../ui/showDateTime';

export function LinksTable({ links }: { links: ReportsLinkStats[] }) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const columns = useMemo<TableColumnsType<ReportsLinkStats>>(
    () => [
      // Addresses read left to right in every language.
      { key: 'url', title: t('reports.clickDetail.columns.url'), ellipsis: true, render: (_, link) => <bdi dir="ltr">{link.url}</bdi> },
      { key: 'shortUrl', title: t('reports.clickDetail.columns.shortUrl'), width: 200, ellipsis: true, render: (_, link) => <bdi dir="ltr">{link.shortUrl}</bdi> },
      { key: 'clicks', title: t('reports.clickDetail.columns.clicks'), width: 110, align: 'end', render: (_, link) => number(link.clicks ?? 0) },
      { key: 'uniqueClicks', title: t('reports.clickDetail.columns.uniqueClicks'), width: 130, align: 'end', render: (_, link) => number(link.uniqueClicks ?? 0) },
    ],
    [t, number],
  );
  return <Table<ReportsLinkStats> size="small" rowKey={(l) => l.hash ?? l.url ?? ''} columns={columns} dataSource={links} pagination={false} aria-label={t('reports.clickDetail.linksLabel')} />;
}

interface ClickersProps {
  clickers: ReportsLinkClickRecipient[];
  pageInfo?: PageInfo;
  loading: boolean;
  onPage: (page: number) => void;
}

export function ClickersTable({ clickers, pageInfo, loading, onPage }: ClickersProps) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const columns = useMemo<TableColumnsType<ReportsLinkClickRecipient>>(
    () => [
      { key: 'phone', title: t('reports.clickDetail.columns.phone'), width: 140, render: (_, c) => <bdi>{c.phone ? displayPhone(c.phone) : ''}</bdi> },
      { key: 'clicks', title: t('reports.clickDetail.columns.clicks'), width: 90, align: 'end', render: (_, c) => number(c.clicks ?? 0) },
      { key: 'firstClickOn', title: t('reports.clickDetail.columns.firstClickOn'), width: 150, render: (_, c) => <bdi>{showDateTime(c.firstClickOn)}</bdi> },
      { key: 'lastClickOn', title: t('reports.clickDetail.columns.lastClickOn'), width: 150, render: (_, c) => <bdi>{showDateTime(c.lastClickOn)}</bdi> },
      { key: 'userAgent', dataIndex: 'userAgent', title: t('reports.clickDetail.columns.userAgent'), ellipsis: true },
    ],
    [t, number],
  );
  return (
    <Table<ReportsLinkClickRecipient>
      size="small"
      rowKey={(c) => c.phone ?? ''}
      columns={columns}
      dataSource={clickers}
      loading={loading}
      scroll={{ x: 700 }}
      pagination={pageInfo ? { current: pageInfo.page, pageSize: pageInfo.pageSize, total: pageInfo.total, showSizeChanger: false, onChange: onPage } : false}
      locale={{ emptyText: t('reports.clickDetail.clickersEmpty') }}
      aria-label={t('reports.clickDetail.clickersLabel')}
    />
  );
}
