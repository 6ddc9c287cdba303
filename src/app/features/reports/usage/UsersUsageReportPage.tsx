/**
 * /users-usage-report (section 2): what each user sent per month over a period, a bar per month,
 * and each month linking to /users-usage-report/:month/:year. Filters, page and sort in the URL.
 */
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGetReportPageQuery } from '../../../api/generated/reports';
import { PageLoading } from '../../../ui/PageLoading';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { ExportButtons } from '../shared/ExportButtons';
import { DateRangeFilter, ReportFilters } from '../shared/ReportFilters';
import { useReportParams } from '../shared/useReportParams';
import { useReportsTexts } from '../shared/useReportsTexts';
import { UsageChart } from './UsageChart';
import { UsageTable } from './UsageTable';
import { usageRouteName, usageRowsOf } from './usageRows';
import { useUsageExportColumns } from './useUsageExport';

/** Almost a year: the server refuses a period longer than one (section 8). */
const defaultDays = 364;

export default function UsersUsageReportPage() {
  const { t } = useTranslation();
  const textsReady = useReportsTexts();
  const { number } = useNumberFormat();
  const report = useReportParams({ defaultDays });
  const { data, isLoading, isFetching } = useGetReportPageQuery({ routeName: usageRouteName, body: report.request });
  const exportColumns = useUsageExportColumns();
  const rows = usageRowsOf(data);
  const total = data?.data?.pageInfo?.total ?? rows.length;

  if (!textsReady || isLoading) return <PageLoading />;

  return (
    <Flex vertical gap={16} style={{ padding: 24 }}>
      <Flex vertical gap={4}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('reports.usagePage.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('reports.usagePage.intro')}</Typography.Text>
      </Flex>
      <ReportFilters>
        <DateRangeFilter params={report} />
      </ReportFilters>
      <UsageChart filters={report.filterRequest} />
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Text>{t('reports.usagePage.total', { count: number(total) })}</Typography.Text>
        <ExportButtons routeName={usageRouteName} filters={report.filterRequest} sort={report} columns={exportColumns} fileName="users-usage-report" total={total} />
      </Flex>
      <UsageTable rows={rows} total={total} totals={data?.data?.totals} loading={isFetching} report={report} linkMonths />
    </Flex>
  );
}
