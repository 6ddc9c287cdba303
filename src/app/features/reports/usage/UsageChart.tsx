/**
 * Messages per month, one stacked bar per month. The table is paged, but the chart must show
 * the whole period: it reads the period in one page of the largest size the contract allows
 * and sums the users of each month (the contract has no per-month totals).
 */
import { Card, Empty, Skeleton, theme } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetReportPageQuery } from '../../../api/generated/reports';
import { BarChart } from '../../../ui/charts/BarChart';
import type { ChartSeries } from '../../../ui/charts/chartParts';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import type { ReportFilterRequest } from '../shared/useReportParams';
import { monthLabel, usageByMonth, usageRouteName, usageRowsOf } from './usageRows';

const chartPageSize = 1000;

export function UsageChart({ filters }: { filters: ReportFilterRequest }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { number } = useNumberFormat();
  const { data, isLoading } = useGetReportPageQuery({ routeName: usageRouteName, body: { ...filters, page: 1, pageSize: chartPageSize } });
  const months = useMemo(() => usageByMonth(usageRowsOf(data)), [data]);

  const series: ChartSeries[] = [
    { key: 'sms', label: t('reports.usagePage.columns.sms'), color: token.colorPrimary, values: months.map((m) => m.sms) },
    { key: 'overseasSms', label: t('reports.usagePage.columns.overseasSms'), color: token.colorWarning, values: months.map((m) => m.overseasSms) },
    { key: 'voice', label: t('reports.usagePage.columns.voice'), color: token.purple, values: months.map((m) => m.voice) },
    { key: 'whatsapp', label: t('reports.usagePage.columns.whatsapp'), color: token.colorSuccess, values: months.map((m) => m.whatsapp) },
  ];

  return (
    <Card size="small" title={t('reports.usagePage.chartTitle')}>
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : months.length ? (
        <BarChart title={t('reports.usagePage.chartTitle')} labels={months.map((m) => monthLabel(m.month, m.year))} series={series} formatNumber={number} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('reports.usagePage.chartEmpty')} />
      )}
    </Card>
  );
}
