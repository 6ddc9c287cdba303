/**
 * The shipments table shared by /shipments-report, /future-shipments-report and
 * /waiting-shipments-report: the sent ones default to the last 60 days, the ones still to go to
 * all of them (shipmentKinds.ts); server-side paging and sorting, a
 * shipment's statistics as charts, and each kind's actions.
 */
import { Flex, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteCampaignMutation } from '../../../api/generated/campaigns';
import { useGetReportPageQuery, useGetShipmentPercentageQuery, type Shipment } from '../../../api/generated/reports';
import { useFeatureTexts } from '../../../i18n/useFeatureTexts';
import { confirm } from '../../../state/confirmModal';
import { useAppDispatch } from '../../../state/hooks';
import { PageLoading } from '../../../ui/PageLoading';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { ExportButtons } from '../shared/ExportButtons';
import { DateRangeFilter, ReportFilters, TextFilter } from '../shared/ReportFilters';
import { ReportLayout } from '../shared/ReportLayout';
import { useReportParams } from '../shared/useReportParams';
import { RescheduleModal } from './RescheduleModal';
import { shipmentColumns, shipmentExportColumns } from './shipmentColumns';
import { shipmentDefaultDays, shipmentRoute, type ShipmentKind } from './shipmentKinds';
import { ShipmentActions } from './ShipmentActions';
import { StatisticsDrawer } from './StatisticsDrawer';
import { useResend } from './useResend';
import { DeleteCampaign, GetReportPage } from '../../../../contract/statusCodes';

/** extraColumns: a kind's own columns (the waiting report's reason), shown before the actions. */
export function ShipmentsReport({ kind, extraColumns }: { kind: ShipmentKind; extraColumns?: (t: TFunction) => ColumnsType<Shipment> }) {
  const { t } = useTranslation();
  const textsReady = useFeatureTexts('reports');
  const dispatch = useAppDispatch();
  const { number } = useNumberFormat();
  const report = useReportParams({ defaultDays: shipmentDefaultDays[kind] });
  const routeName = shipmentRoute[kind];
  const page = useGetReportPageQuery({ routeName, body: report.request });
  const [statisticsOf, setStatisticsOf] = useState<Shipment | null>(null);
  const [rescheduling, setRescheduling] = useState<Shipment | null>(null);
  const [deleteCampaign] = useDeleteCampaignMutation();
  const { resend, busyId } = useResend();

  const answer = page.data?.data;
  const rows = (answer?.status === GetReportPage.ready ? (answer.rows ?? []) : []) as Shipment[];
  const total = answer?.pageInfo?.total ?? 0;
  const shipmentIds = rows.map((row) => row.ID).filter((id): id is number => id !== undefined);
  const progress = useGetShipmentPercentageQuery({ body: { shipmentIds } }, { skip: kind !== 'sent' || !shipmentIds.length });
  const progressOf = (id: number | undefined) => progress.data?.data?.find((p) => p.shipmentId === id);

  const askToDelete = useCallback(
    async (shipment: Shipment) => {
      if (shipment.CAMPAIGN_ID === undefined) return;
      const answer = await dispatch(confirm({ type: 'confirm', title: 'reports.shipments.delete.title', message: 'reports.shipments.delete.confirm', messageValues: { name: shipment.SHIPMENT_NAME ?? String(shipment.ID ?? '') } }));
      if (answer !== true) return;
      const outcome = await deleteCampaign({ body: { campaignId: shipment.CAMPAIGN_ID } }).unwrap();
      if (outcome.data?.status === DeleteCampaign.deleted) void page.refetch();
    },
    [dispatch, deleteCampaign, page],
  );

  if (!textsReady) return <PageLoading />;

  const actions = (shipment: Shipment) => (
    <ShipmentActions
      kind={kind}
      shipment={shipment}
      onStatistics={setStatisticsOf}
      onReschedule={setRescheduling}
      onDelete={(s) => void askToDelete(s).catch(() => undefined)}
      onResend={resend}
      resending={busyId !== null && busyId === shipment.ID}
    />
  );

  return (
    <ReportLayout title={t(`reports.shipments.titles.${kind}`)} intro={t(`reports.shipments.intros.${kind}`)}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <ReportFilters>
          <DateRangeFilter params={report} />
          <TextFilter params={report} name="campaignId" digits />
        </ReportFilters>
        <ExportButtons<Shipment> routeName={routeName} filters={report.filterRequest} sort={report} columns={shipmentExportColumns(t)} fileName={routeName} total={total} />
      </Flex>
      <Table<Shipment>
        rowKey={(row) => String(row.ID)}
        columns={shipmentColumns(t, { kind, number, sort: report, progressOf, actions }).flatMap((column) => (column.key === 'actions' ? [...(extraColumns?.(t) ?? []), column] : [column]))}
        dataSource={rows}
        loading={page.isFetching}
        onChange={report.onTableChange}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('reports.shipments.empty') }}
        pagination={{ current: report.page, pageSize: report.pageSize, total, showSizeChanger: true, showTotal: (all) => t('reports.shipments.total', { count: number(all) }) }}
      />
      <StatisticsDrawer shipment={statisticsOf} onClose={() => setStatisticsOf(null)} />
      {kind === 'future' && (
        <RescheduleModal
          shipment={rescheduling}
          onClose={() => setRescheduling(null)}
          onDone={() => {
            setRescheduling(null);
            void page.refetch();
          }}
        />
      )}
    </ReportLayout>
  );
}
