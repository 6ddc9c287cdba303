/**
 * /sms-report in WhatsApp service mode (sections 2, 7): the WhatsApp log. Filters by period,
 * our number (source), the customer (destination), status, billed and campaign; counts per
 * status from reports/get-wa-request-count; one page of rows from reports/get-wa-logs, asked
 * as the slice low..high (the page's first row and the row after its last).
 *
 * Our number and the customer live in the URL as the messages report's `sender` and `phone`,
 * so a link keeps its meaning across the two modes of the same page.
 */
import { Table, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetWaLogsQuery, useGetWaRequestCountQuery, useLazyGetWaLogsQuery, type ReportsWaLogFilters, type ReportsWaLogRow } from '../../../api/generated/reports';
import { useDateLocale } from '../../../i18n/dateLocale';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { ExportFileButtons, maxBrowserExportRows } from '../shared/ExportButtons';
import { DateRangeFilter, StatusFilter, TextFilter } from '../shared/ReportFilters';
import { ReportLayout } from '../shared/ReportLayout';
import { useReportParams } from '../shared/useReportParams';
import { BilledFilter, useBilledFilter } from './BilledFilter';
import { readWholeWaLog } from './readWholeWaLog';
import { waLogColumns, waLogExportColumns } from './waLogColumns';
import { WaLogCounts } from './WaLogCounts';
import { isWaLogStatus, waLogStatusOptions } from './waLogStatus';

export function WhatsAppLogReport() {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const locale = useDateLocale();
  const report = useReportParams();
  const billedFilter = useBilledFilter();
  const { billed } = billedFilter;
  const { fromDate, toDate, sender, phone, status, campaignId } = report.filters;

  const filters = useMemo<ReportsWaLogFilters>(() => {
    const campaign = Number(campaignId);
    return {
      fromDate,
      toDate,
      source: sender || undefined,
      destination: phone || undefined,
      // A status from an old link that the log does not know is left out rather than refused.
      status: isWaLogStatus(status) ? status : undefined,
      campaignId: campaignId && Number.isInteger(campaign) ? campaign : undefined,
      billed,
    };
  }, [fromDate, toDate, sender, phone, status, campaignId, billed]);

  const low = (report.page - 1) * report.pageSize;
  const logs = useGetWaLogsQuery({ ...filters, low, high: low + report.pageSize });
  const counts = useGetWaRequestCountQuery({ body: filters });
  const [readSlice] = useLazyGetWaLogsQuery();

  const rows = logs.data?.data?.rows ?? [];
  const total = logs.data?.data?.count ?? 0;
  const columns = useMemo(() => waLogColumns(t, locale), [t, locale]);

  return (
    <ReportLayout
      title={t('reports.whatsappLog.title')}
      intro={t('reports.whatsappLog.intro')}
      filters={
        <>
          <DateRangeFilter params={report} />
          <TextFilter params={report} name="sender" digits label={t('reports.whatsappLog.filters.source')} />
          <TextFilter params={report} name="phone" digits label={t('reports.whatsappLog.filters.destination')} />
          <StatusFilter params={report} options={waLogStatusOptions(t)} />
          <BilledFilter {...billedFilter} />
          <TextFilter params={report} name="campaignId" digits />
        </>
      }
      summary={<WaLogCounts count={counts.data?.data} />}
      actions={
        // The WhatsApp log has no e-mailed report: past what the browser reads, narrow the filters.
        total > maxBrowserExportRows ? (
          <Typography.Text type="secondary">{t('reports.whatsappLog.tooLargeToExport')}</Typography.Text>
        ) : (
          <ExportFileButtons<ReportsWaLogRow>
            columns={waLogExportColumns(t, locale)}
            fileName="whatsapp-log"
            total={total}
            readRows={(progress) => readWholeWaLog({ filters, readSlice: (arg) => readSlice(arg), ...progress })}
          />
        )
      }
    >
      <Table<ReportsWaLogRow>
        rowKey={(row) => String(row.id)}
        columns={columns}
        dataSource={rows}
        loading={logs.isFetching}
        onChange={report.onTableChange}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('reports.whatsappLog.empty') }}
        pagination={{ current: report.page, pageSize: report.pageSize, total, showSizeChanger: true, showTotal: (all) => t('reports.whatsappLog.total', { count: number(all) }) }}
      />
    </ReportLayout>
  );
}
