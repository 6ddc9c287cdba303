/**
 * /click-report (sections 2 and 7): campaigns with tracked links and their clicks; a campaign's
 * details open in a drawer named in the URL (?details=<campaignId>), so they can be shared too.
 */
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useGetReportPageQuery, type ReportsClickRow } from '../../../api/generated/reports';
import { useFeatureTexts } from '../../../i18n/useFeatureTexts';
import { PageLoading } from '../../../ui/PageLoading';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { showDateTime } from '../../../ui/showDateTime';
import { ExportButtons, type ExportColumn } from '../shared/ExportButtons';
import { DateRangeFilter, TextFilter } from '../shared/ReportFilters';
import { ReportLayout } from '../shared/ReportLayout';
import { useReportParams } from '../shared/useReportParams';
import { ClickDetail } from './ClickDetail';
import { clickersPageParam, clickRouteName, clickRowsOf, detailsParam } from './clickRows';
import { ClicksTable } from './ClicksTable';

/** Section 9: sent shipments default to the last 60 days. */
const defaultDays = 60;

export default function ClickReportPage() {
  const { t } = useTranslation();
  const textsReady = useFeatureTexts('reports');
  const { number } = useNumberFormat();
  const report = useReportParams({ defaultDays });
  const [searchParams, setSearchParams] = useSearchParams();
  const { data, isLoading, isFetching } = useGetReportPageQuery({ routeName: clickRouteName, body: report.request });
  const rows = clickRowsOf(data);
  const total = data?.data?.pageInfo?.total ?? rows.length;

  const detailsId = Number(searchParams.get(detailsParam)) || null;
  const clickersPage = Number(searchParams.get(clickersPageParam)) || 1;
  const setDetails = useCallback(
    (campaignId: number | null, page = 1) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        if (campaignId) next.set(detailsParam, String(campaignId));
        else next.delete(detailsParam);
        if (campaignId && page > 1) next.set(clickersPageParam, String(page));
        else next.delete(clickersPageParam);
        return next;
      }),
    [setSearchParams],
  );
  const onDetails = useCallback((row: ReportsClickRow) => row.campaignId !== undefined && setDetails(row.campaignId), [setDetails]);

  const exportColumns = useMemo<ExportColumn<ReportsClickRow>[]>(
    () => [
      { title: t('reports.clicksPage.columns.campaign'), value: (row) => row.campaignName ?? row.campaignId },
      { title: t('reports.clicksPage.columns.sentOn'), value: (row) => showDateTime(row.sentOn) },
      { title: t('reports.clicksPage.columns.recipients'), value: (row) => row.recipients ?? 0 },
      { title: t('reports.clicksPage.columns.clicks'), value: (row) => row.clicks ?? 0 },
      { title: t('reports.clicksPage.columns.uniqueClicks'), value: (row) => row.uniqueClicks ?? 0 },
    ],
    [t],
  );

  if (!textsReady || isLoading) return <PageLoading />;

  return (
    <ReportLayout
      title={t('reports.clicksPage.title')}
      intro={t('reports.clicksPage.intro')}
      filters={
        <>
          <DateRangeFilter params={report} />
          <TextFilter params={report} name="campaignId" digits />
        </>
      }
      summary={t('reports.clicksPage.total', { count: number(total) })}
      actions={<ExportButtons routeName={clickRouteName} filters={report.filterRequest} sort={report} columns={exportColumns} fileName="click-report" total={total} />}
    >
      <ClicksTable rows={rows} total={total} loading={isFetching} report={report} onDetails={onDetails} />
      {detailsId ? (
        <ClickDetail
          campaignId={detailsId}
          row={rows.find((r) => r.campaignId === detailsId)}
          clickersPage={clickersPage}
          onClickersPage={(page) => setDetails(detailsId, page)}
          onClose={() => setDetails(null)}
        />
      ) : null}
    </ReportLayout>
  );
}
