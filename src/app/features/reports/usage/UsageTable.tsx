/** Usage per user and month, sorted and paged by the server, with the period's totals. */
import { Table, Typography, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ReportsUsageRow } from '../../../api/generated/reports';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { ReportTable } from '../shared/ReportTable';
import { columnSortOrder, type ReportParams } from '../shared/useReportParams';
import { monthHref, monthLabel, usageFigures } from './usageRows';
import { UserText } from '../../../ui/UserText';

interface Props {
  rows: ReportsUsageRow[];
  total: number;
  totals?: Record<string, number>;
  loading: boolean;
  report: ReportParams;
  /** The month column links to the month's page (not on the month's page itself). */
  linkMonths: boolean;
}

const rowKey = (row: ReportsUsageRow) => `${row.userId}-${row.year}-${row.month}`;
export const userOf = (row: ReportsUsageRow): string => row.name || row.username || String(row.userId ?? '');

export function UsageTable({ rows, total, totals, loading, report, linkMonths }: Props) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const columns = useMemo<TableColumnsType<ReportsUsageRow>>(
    () => [
      {
        key: 'month',
        title: t('reports.usagePage.columns.month'),
        width: 120,
        sorter: true,
        sortOrder: columnSortOrder(report, 'month'),
        render: (_, row) => {
          if (!row.month || !row.year) return null;
          const label = monthLabel(row.month, row.year);
          return linkMonths ? (
            <Link to={monthHref(row.month, row.year)} aria-label={t('reports.usagePage.openMonth', { month: label })}>
              <bdi>{label}</bdi>
            </Link>
          ) : (
            <bdi>{label}</bdi>
          );
        },
      },
      { key: 'user', title: t('reports.usagePage.columns.user'), width: 180, ellipsis: true, sorter: true, sortOrder: columnSortOrder(report, 'user'), render: (_, row) => <UserText>{userOf(row)}</UserText> },
      ...usageFigures.map((figure) => ({
        key: figure,
        title: t(`reports.usagePage.columns.${figure}`),
        width: 120,
        align: 'end' as const,
        sorter: true,
        sortOrder: columnSortOrder(report, figure),
        render: (_: unknown, row: ReportsUsageRow) => number(row[figure] ?? 0),
      })),
    ],
    [t, number, report, linkMonths],
  );
  return (
    <ReportTable<ReportsUsageRow>
      label={t('reports.usagePage.tableLabel')}
      empty={t('reports.usagePage.empty')}
      paging={{ report, total }}
      rowKey={rowKey}
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 1000 }}
      summary={() =>
        totals && rows.length ? (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={2}>
              <Typography.Text strong>{t('reports.usagePage.totalsRow')}</Typography.Text>
            </Table.Summary.Cell>
            {usageFigures.map((figure, i) => (
              <Table.Summary.Cell key={figure} index={i + 2} align="end">
                <Typography.Text strong>{number(totals[figure] ?? 0)}</Typography.Text>
              </Table.Summary.Cell>
            ))}
          </Table.Summary.Row>
        ) : null
      }
    />
  );
}
