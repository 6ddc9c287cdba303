/**
 * /voice-report (issue 16; the reports menu in voice mode): every call of the account's voice
 * campaigns with its status, seconds listened, attempts, credits and date, filtered by period,
 * campaign, call status and number (45 days); calls by status above the table; exports; a
 * campaign's statistics in a drawer.
 */
import { Alert, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetReportPageQuery, useGetSmsRequestCountQuery, type ReportRow } from '../../../api/generated/reports';
import { useFeatureTexts } from '../../../i18n/useFeatureTexts';
import { PageLoading } from '../../../ui/PageLoading';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { ExportButtons } from '../shared/ExportButtons';
import { DateRangeFilter, StatusFilter, TextFilter } from '../shared/ReportFilters';
import { ReportLayout } from '../shared/ReportLayout';
import { useReportParams } from '../shared/useReportParams';
import { CallCounts } from './CallCounts';
import { callStatusOptions } from './callStatus';
import { voiceColumns, voiceExportColumns } from './voiceColumns';
import { VoiceStatisticsDrawer, type OpenCampaign } from './VoiceStatisticsDrawer';
import { GetReportPage } from '../../../../contract/statusCodes';

export default function VoiceReportPage() {
  const { t } = useTranslation();
  const textsReady = useFeatureTexts('reports');
  const { number } = useNumberFormat();
  const report = useReportParams({ phoneSearchDays: 45 });
  const page = useGetReportPageQuery({ routeName: 'voice-report', body: report.request });
  const counts = useGetSmsRequestCountQuery({ body: { ...report.filterRequest, reportName: 'voice-report' } });
  const [statistics, setStatistics] = useState<OpenCampaign | null>(null);

  if (!textsReady) return <PageLoading />;

  const answer = page.data?.data;
  const rows = (answer?.status === GetReportPage.ready ? (answer.rows ?? []) : []) as ReportRow[];
  const total = answer?.pageInfo?.total ?? 0;
  const count = counts.data?.data;
  const tooLarge = Boolean(count?.tooLargeToShow) || answer?.status === GetReportPage.tooLargeToShow;
  const openCampaign = (row: ReportRow) => row.campaignId !== undefined && setStatistics({ id: row.campaignId, name: row.campaignName ?? String(row.campaignId) });

  return (
    <ReportLayout
      title={t('reports.voice.title')}
      intro={t('reports.voice.intro')}
      filters={
        <>
          <DateRangeFilter params={report} />
          <TextFilter params={report} name="campaignId" digits />
          <StatusFilter params={report} options={callStatusOptions(t)} />
          <TextFilter params={report} name="phone" digits />
        </>
      }
      overview={report.filters.phone && <Typography.Text type="secondary">{t('reports.voice.phoneNote')}</Typography.Text>}
      summary={<CallCounts count={count} />}
      actions={
        <ExportButtons<ReportRow>
          routeName="voice-report"
          filters={report.filterRequest}
          sort={report}
          columns={voiceExportColumns(t)}
          fileName="voice-report"
          total={count?.total ?? total}
          tooLarge={tooLarge}
        />
      }
    >
      {answer?.status === GetReportPage.tooLargeToShow && <Alert type="warning" showIcon title={t('reports.export.tooLarge')} />}
      <Table<ReportRow>
        rowKey={(row) => String(row.id)}
        columns={voiceColumns({ t, number, sort: report, onCampaign: openCampaign })}
        dataSource={rows}
        loading={page.isFetching}
        onChange={report.onTableChange}
        scroll={{ x: 'max-content' }}
        aria-label={t('reports.voice.title')}
        locale={{ emptyText: t('reports.voice.empty') }}
        pagination={{ current: report.page, pageSize: report.pageSize, total, showSizeChanger: true, showTotal: (all) => t('reports.voice.total', { count: number(all) }) }}
      />
      <VoiceStatisticsDrawer campaign={statistics} onClose={() => setStatistics(null)} />
    </ReportLayout>
  );
}
