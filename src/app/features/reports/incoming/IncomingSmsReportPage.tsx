/**
 * /incoming-sms-report (sections 2 and 7): replies received on the account's numbers, with the
 * unsubscribe requests marked, each linking to the chat of the recipient who wrote it.
 * Filters, page and sort live in the URL.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetReportPageQuery, type ReportsIncomingSmsRow } from '../../../api/generated/reports';
import { displayPhone } from '../../../../domain/phones';
import { useFeatureTexts } from '../../../i18n/useFeatureTexts';
import { PageLoading } from '../../../ui/PageLoading';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { ExportButtons, type ExportColumn } from '../shared/ExportButtons';
import { DateRangeFilter, TextFilter } from '../shared/ReportFilters';
import { ReportLayout } from '../shared/ReportLayout';
import { useReportParams } from '../shared/useReportParams';
import { IncomingTable } from './IncomingTable';
import { incomingRouteName, incomingRowsOf } from './incomingRows';
import { showDateTime } from '../../../ui/showDateTime';

/** Section 9: a general search covers 30 days, a search by number 45. */
const defaultDays = 30;
const phoneSearchDays = 45;

export default function IncomingSmsReportPage() {
  const { t } = useTranslation();
  const textsReady = useFeatureTexts('reports');
  const { number } = useNumberFormat();
  const report = useReportParams({ defaultDays, phoneSearchDays });
  const { data, isLoading, isFetching } = useGetReportPageQuery({ routeName: incomingRouteName, body: report.request });
  const rows = incomingRowsOf(data);
  const total = data?.data?.pageInfo?.total ?? rows.length;

  const exportColumns = useMemo<ExportColumn<ReportsIncomingSmsRow>[]>(
    () => [
      { title: t('reports.incomingPage.columns.phone'), value: (row) => (row.phone ? displayPhone(row.phone) : '') },
      { title: t('reports.incomingPage.columns.destination'), value: (row) => (row.destination ? displayPhone(row.destination) : '') },
      { title: t('reports.incomingPage.columns.message'), value: (row) => row.message },
      { title: t('reports.incomingPage.columns.receivedOn'), value: (row) => showDateTime(row.receivedOn) },
      { title: t('reports.incomingPage.columns.campaign'), value: (row) => row.campaignName ?? row.campaignId },
      { title: t('reports.incomingPage.columns.unsubscribe'), value: (row) => (row.isUnsubscribe ? t('reports.incomingPage.unsubscribed') : '') },
    ],
    [t],
  );

  if (!textsReady || isLoading) return <PageLoading />;

  return (
    <ReportLayout
      title={t('reports.incomingPage.title')}
      intro={t('reports.incomingPage.intro')}
      filters={
        <>
          <DateRangeFilter params={report} />
          <TextFilter params={report} name="phone" digits />
          <TextFilter params={report} name="campaignId" digits />
        </>
      }
      summary={t('reports.incomingPage.total', { count: number(total) })}
      actions={<ExportButtons routeName={incomingRouteName} filters={report.filterRequest} sort={report} columns={exportColumns} fileName="incoming-sms-report" total={total} />}
    >
      <IncomingTable rows={rows} total={total} loading={isFetching} report={report} />
    </ReportLayout>
  );
}
