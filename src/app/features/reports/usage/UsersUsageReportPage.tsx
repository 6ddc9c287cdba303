/**
 * /users-usage-report (section 2): what each user sent per month over a period, a bar per month,
 * and each month linking to /users-usage-report/:month/:year. Filters, page and sort in the URL.
 */
import { useTranslation } from 'react-i18next';
import { useGetReportPageQuery } from '../../../api/generated/reports';
import { useFeatureTexts } from '../../../i18n/useFeatureTexts';
import { PageLoading } from '../../../ui/PageLoading';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { ExportButtons } from '../shared/ExportButtons';
import { DateRangeFilter } from '../shared/ReportFilters';
import { ReportLayout } from '../shared/ReportLayout';
import { useReportParams } from '../shared/useReportParams';
import { UsageChart } from './UsageChart';
import { UsageTable } from './UsageTable';
import { usageRouteName, usageRowsOf } from './usageRows';
import { useUsageExportColumns } from './useUsageExport';

/** Almost a year: the server refuses a period longer than one (section 8). */
const defaultDays = 364;

export default function UsersUsageReportPage() {
  const { t } = useTranslation();
  const textsReady = useFeatureTexts('reports');
  const { number } = useNumberFormat();
  const report = useReportParams({ defaultDays });
  const { data, isLoading, isFetching } = useGetReportPageQuery({ routeName: usageRouteName, body: report.request });
  const exportColumns = useUsageExportColumns();
  const rows = usageRowsOf(data);
  const total = data?.data?.pageInfo?.total ?? rows.length;

  if (!textsReady || isLoading) return <PageLoading />;

  return (
    <ReportLayout
      title={t('reports.usagePage.title')}
      intro={t('reports.usagePage.intro')}
      filters={<DateRangeFilter params={report} />}
      overview={<UsageChart filters={report.filterRequest} />}
      summary={t('reports.usagePage.total', { count: number(total) })}
      actions={<ExportButtons routeName={usageRouteName} filters={report.filterRequest} sort={report} columns={exportColumns} fileName="users-usage-report" total={total} />}
    >
      <UsageTable rows={rows} total={total} totals={data?.data?.totals} loading={isFetching} report={report} linkMonths />
    </ReportLayout>
  );
}
