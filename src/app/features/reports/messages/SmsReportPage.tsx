/**
 * /sms-report (sections 2, 4, 7): every message with its delivery status, filtered by period,
 * campaign, status, number (45 days) and sender; counts by status above the table; exports.
 * In WhatsApp service mode the same menu item is the WhatsApp log (../whatsapp).
 */
import { Alert, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGetReportPageQuery, useGetSmsRequestCountQuery, type ReportRow } from '../../../api/generated/reports';
import { useFeatureTexts } from '../../../i18n/useFeatureTexts';
import { PageLoading } from '../../../ui/PageLoading';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { deliveryStatusOptions } from '../shared/deliveryStatus';
import { ExportButtons } from '../shared/ExportButtons';
import { DateRangeFilter, StatusFilter, TextFilter } from '../shared/ReportFilters';
import { ReportLayout } from '../shared/ReportLayout';
import { useReportParams } from '../shared/useReportParams';
import { smsColumns, smsExportColumns } from './smsColumns';
import { StatusCounts } from './StatusCounts';
import { GetReportPage } from '../../../../contract/statusCodes';
import { useAppSelector } from '../../../state/hooks';
import { WhatsAppLogReport } from '../whatsapp/WhatsAppLogReport';

/** The page's answer status when the report is too large to show. */
const tooLargeStatus = GetReportPage.tooLargeToShow;

export default function SmsReportPage() {
  const whatsapp = useAppSelector((s) => s.serviceMode.mode) === 'whatsapp';
  const textsReady = useFeatureTexts('reports');
  if (!textsReady) return <PageLoading />;
  return whatsapp ? <WhatsAppLogReport /> : <MessagesReport />;
}

function MessagesReport() {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const report = useReportParams({ phoneSearchDays: 45 });
  const page = useGetReportPageQuery({ routeName: 'sms-report', body: report.request });
  const counts = useGetSmsRequestCountQuery({ body: { ...report.filterRequest, reportName: 'sms-report' } });

  const answer = page.data?.data;
  const rows = (answer?.status === GetReportPage.ready ? (answer.rows ?? []) : []) as ReportRow[];
  const total = answer?.pageInfo?.total ?? 0;
  const count = counts.data?.data;
  const tooLarge = Boolean(count?.tooLargeToShow) || answer?.status === tooLargeStatus;

  return (
    <ReportLayout
      title={t('reports.sms.title')}
      intro={t('reports.sms.intro')}
      filters={
        <>
          <DateRangeFilter params={report} />
          <TextFilter params={report} name="campaignId" digits />
          <StatusFilter params={report} options={deliveryStatusOptions(t)} />
          <TextFilter params={report} name="phone" digits />
          <TextFilter params={report} name="sender" />
        </>
      }
      overview={report.filters.phone && <Typography.Text type="secondary">{t('reports.sms.phoneNote')}</Typography.Text>}
      summary={<StatusCounts count={count} />}
      actions={
        <ExportButtons<ReportRow>
          routeName="sms-report"
          filters={report.filterRequest}
          sort={report}
          columns={smsExportColumns(t)}
          fileName="sms-report"
          total={count?.total ?? total}
          tooLarge={tooLarge}
        />
      }
    >
      {answer?.status === tooLargeStatus && (
        <Alert type="warning" showIcon title={t('reports.export.tooLarge')} />
      )}
      <Table<ReportRow>
        rowKey={(row) => String(row.id)}
        columns={smsColumns(t, number, report)}
        dataSource={rows}
        loading={page.isFetching}
        onChange={report.onTableChange}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('reports.sms.empty') }}
        pagination={{ current: report.page, pageSize: report.pageSize, total, showSizeChanger: true, showTotal: (all) => t('reports.sms.total', { count: number(all) }) }}
      />
    </ReportLayout>
  );
}
