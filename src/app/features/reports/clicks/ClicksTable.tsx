/** Campaigns with tracked links, sorted and paged by the server; each opens its click details. */
import { BarChartOutlined } from '@ant-design/icons';
import { Button, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportsClickRow } from '../../../api/generated/reports';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { showDateTime } from '../../../ui/showDateTime';
import { ReportTable } from '../shared/ReportTable';
import { columnSortOrder, type ReportParams } from '../shared/useReportParams';
import { UserText } from '../../../ui/UserText';

interface Props {
  rows: ReportsClickRow[];
  total: number;
  loading: boolean;
  report: ReportParams;
  onDetails: (row: ReportsClickRow) => void;
}

const figures = ['recipients', 'clicks', 'uniqueClicks'] as const;

export function ClicksTable({ rows, total, loading, report, onDetails }: Props) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const columns = useMemo<TableColumnsType<ReportsClickRow>>(
    () => [
      { key: 'campaignName', title: t('reports.clicksPage.columns.campaign'), ellipsis: true, sorter: true, sortOrder: columnSortOrder(report, 'campaignName'), render: (_, row) => <UserText>{row.campaignName ?? row.campaignId}</UserText> },
      { key: 'sentOn', title: t('reports.clicksPage.columns.sentOn'), width: 160, sorter: true, sortOrder: columnSortOrder(report, 'sentOn'), render: (_, row) => <bdi>{showDateTime(row.sentOn)}</bdi> },
      ...figures.map((figure) => ({
        key: figure,
        title: t(`reports.clicksPage.columns.${figure}`),
        width: 130,
        align: 'end' as const,
        sorter: true,
        sortOrder: columnSortOrder(report, figure),
        render: (_: unknown, row: ReportsClickRow) => number(row[figure] ?? 0),
      })),
      {
        key: 'actions',
        title: t('reports.clicksPage.columns.actions'),
        width: 130,
        render: (_, row) => (
          <Button size="small" type="link" icon={<BarChartOutlined aria-hidden />} onClick={() => onDetails(row)}>
            {t('reports.clicksPage.details')}
          </Button>
        ),
      },
    ],
    [t, number, report, onDetails],
  );
  return (
    <ReportTable<ReportsClickRow>
      label={t('reports.clicksPage.tableLabel')}
      empty={t('reports.clicksPage.empty')}
      paging={{ report, total }}
      rowKey={(row) => row.campaignId ?? row.hash ?? ''}
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 900 }}
    />
  );
}
