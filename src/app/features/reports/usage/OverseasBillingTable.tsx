/**
 * Overseas billing of one month (reports/get-overseas-billing): messages abroad by country and
 * operator with their rate and amount, and the month's totals. The spec gives it no route of
 * its own, so it is a tab of the month's usage page.
 */
import { Table, Typography, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetOverseasBillingQuery, type ReportsOverseasBillingRow } from '../../../api/generated/reports';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { ReportTable } from '../shared/ReportTable';

const rowKey = (row: ReportsOverseasBillingRow) => `${row.prefix}-${row.operator}-${row.country}`;

export function OverseasBillingTable({ month, year }: { month: number; year: number }) {
  const { t } = useTranslation();
  const { number, shekels } = useNumberFormat();
  const { data, isFetching } = useGetOverseasBillingQuery({ body: { month, year } });
  const billing = data?.data;
  const rows = billing?.rows ?? [];

  const columns = useMemo<TableColumnsType<ReportsOverseasBillingRow>>(
    () => [
      { key: 'country', dataIndex: 'country', title: t('reports.overseasPage.columns.country'), width: 160 },
      { key: 'prefix', title: t('reports.overseasPage.columns.prefix'), width: 100, render: (_, row) => <bdi>{row.prefix ? `+${row.prefix.replace(/^\+/, '')}` : ''}</bdi> },
      { key: 'operator', dataIndex: 'operator', title: t('reports.overseasPage.columns.operator'), width: 160, ellipsis: true },
      { key: 'messages', title: t('reports.overseasPage.columns.messages'), width: 120, align: 'end', render: (_, row) => number(row.messages ?? 0) },
      { key: 'parts', title: t('reports.overseasPage.columns.parts'), width: 120, align: 'end', render: (_, row) => number(row.parts ?? 0) },
      { key: 'rate', title: t('reports.overseasPage.columns.rate'), width: 110, align: 'end', render: (_, row) => (row.rate !== undefined ? <bdi>{shekels(row.rate)}</bdi> : null) },
      { key: 'amount', title: t('reports.overseasPage.columns.amount'), width: 130, align: 'end', render: (_, row) => <bdi>{shekels(row.amount ?? 0)}</bdi> },
    ],
    [t, number, shekels],
  );

  return (
    <ReportTable<ReportsOverseasBillingRow>
      label={t('reports.overseasPage.tableLabel')}
      empty={t('reports.overseasPage.empty')}
      rowKey={rowKey}
      columns={columns}
      dataSource={rows}
      loading={isFetching}
      scroll={{ x: 900 }}
      summary={() =>
        rows.length ? (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={3}>
              <Typography.Text strong>{t('reports.overseasPage.totalsRow')}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="end">
              <Typography.Text strong>{number(billing?.totalMessages ?? 0)}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={4} align="end">
              <Typography.Text strong>{number(billing?.totalParts ?? 0)}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={5} />
            <Table.Summary.Cell index={6} align="end">
              <Typography.Text strong>
                <bdi>{shekels(billing?.totalAmount ?? 0)}</bdi>
              </Typography.Text>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        ) : null
      }
    />
  );
}
