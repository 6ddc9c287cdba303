/**
 * /users-usage-report/:month/:year (section 2): one month's usage per user, and the month's
 * overseas billing as a second tab (?tab=overseas, so the tab can be shared and reloaded).
 */
import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { Flex, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useGetReportPageQuery } from '../../../api/generated/reports';
import { useFeatureTexts } from '../../../i18n/useFeatureTexts';
import { href } from '../../../router/paths';
import { PageLoading } from '../../../ui/PageLoading';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { ExportButtons } from '../shared/ExportButtons';
import { useReportParams } from '../shared/useReportParams';
import { OverseasBillingTable } from './OverseasBillingTable';
import { UsageTable } from './UsageTable';
import { monthLabel, usageRouteName, usageRowsOf } from './usageRows';
import { useUsageExportColumns } from './useUsageExport';

type MonthTab = 'users' | 'overseas';

const wholeNumber = (text: string | undefined): number => (text && /^\d+$/.test(text) ? Number(text) : 0);

export default function UsageMonthPage() {
  const { t, i18n } = useTranslation();
  const textsReady = useFeatureTexts('reports');
  const { number } = useNumberFormat();
  const params = useParams();
  const month = wholeNumber(params.month);
  const year = wholeNumber(params.year);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: MonthTab = searchParams.get('tab') === 'overseas' ? 'overseas' : 'users';
  const report = useReportParams();
  const filters = { ...report.filterRequest, month, year };
  const { data, isLoading, isFetching } = useGetReportPageQuery({ routeName: usageRouteName, body: { ...report.request, month, year } });
  const exportColumns = useUsageExportColumns();
  const rows = usageRowsOf(data);
  const total = data?.data?.pageInfo?.total ?? rows.length;

  if (!textsReady || isLoading) return <PageLoading />;

  const label = monthLabel(month, year);
  const BackArrow = i18n.dir() === 'rtl' ? ArrowRightOutlined : ArrowLeftOutlined;
  const chooseTab = (key: string) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (key === 'overseas') next.set('tab', key);
      else next.delete('tab');
      return next;
    });

  return (
    <Flex vertical gap={16} style={{ padding: 24 }}>
      <Link to={href('usersUsageReport')}>
        <BackArrow aria-hidden /> {t('reports.usagePage.back')}
      </Link>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('reports.usagePage.monthTitle', { month: label })}
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={chooseTab}
        items={[
          {
            key: 'users',
            label: t('reports.usagePage.tabs.users'),
            children: (
              <Flex vertical gap={12}>
                <Flex justify="space-between" align="center" gap={12} wrap>
                  <Typography.Text>{t('reports.usagePage.total', { count: number(total) })}</Typography.Text>
                  <ExportButtons routeName={usageRouteName} filters={filters} sort={report} columns={exportColumns} fileName={`users-usage-report-${year}-${String(month).padStart(2, '0')}`} total={total} />
                </Flex>
                <UsageTable rows={rows} total={total} totals={data?.data?.totals} loading={isFetching} report={report} linkMonths={false} />
              </Flex>
            ),
          },
          { key: 'overseas', label: t('reports.usagePage.tabs.overseas'), children: <OverseasBillingTable month={month} year={year} /> },
        ]}
      />
    </Flex>
  );
}
