/** The shipments table's columns (ID, name, message, campaign, started, ended, expiry) and its exports. */
import { Progress, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { ReportsShipmentProgress, Shipment } from '../../../api/generated/reports';
import type { ExportColumn } from '../shared/ExportButtons';
import { columnSortOrder, type ReportParams } from '../shared/useReportParams';
import type { ShipmentKind } from './shipmentKinds';

interface ColumnOptions {
  kind: ShipmentKind;
  number: (value: number) => string;
  sort: Pick<ReportParams, 'sortField' | 'sortOrder'>;
  progressOf: (shipmentId: number | undefined) => ReportsShipmentProgress | undefined;
  actions: (shipment: Shipment) => ReactNode;
}

export function shipmentColumns(t: TFunction, { kind, number, sort, progressOf, actions }: ColumnOptions): ColumnsType<Shipment> {
  const title = (key: string) => t(`reports.shipments.columns.${key}`);
  const sortable = (key: string) => ({ key, sorter: true, sortOrder: columnSortOrder(sort, key) });
  const columns: ColumnsType<Shipment> = [
    { title: title('id'), dataIndex: 'ID', ...sortable('ID') },
    { title: title('name'), dataIndex: 'SHIPMENT_NAME', ...sortable('SHIPMENT_NAME') },
    {
      title: title('message'),
      dataIndex: 'MESSAGE',
      width: 260,
      render: (_: unknown, row) => (
        <Typography.Paragraph ellipsis={{ rows: 2, tooltip: row.MESSAGE }} style={{ margin: 0 }}>
          {row.MESSAGE}
        </Typography.Paragraph>
      ),
    },
    { title: title('campaign'), dataIndex: 'CAMPAIGN_ID', ...sortable('CAMPAIGN_ID') },
    { title: title('recipients'), dataIndex: 'recipients', align: 'end', render: (_: unknown, row) => (row.recipients === undefined ? '' : number(row.recipients)) },
    { title: title('started'), dataIndex: 'STARTED_ON_DATE', ...sortable('STARTED_ON_DATE'), render: (_: unknown, row) => row.STARTED_ON_DATE ?? row.sendDate },
    { title: title('ended'), dataIndex: 'ENDED_ON_DATE', ...sortable('ENDED_ON_DATE') },
    { title: title('expiry'), dataIndex: 'expiry_date' },
  ];
  if (kind === 'sent') {
    columns.push({
      title: title('progress'),
      key: 'progress',
      width: 140,
      render: (_: unknown, row) => {
        const progress = progressOf(row.ID);
        return progress?.percentage === undefined ? null : <Progress percent={Math.round(progress.percentage)} size="small" aria-label={`${title('progress')} ${row.SHIPMENT_NAME ?? ''}`} />;
      },
    });
  }
  columns.push({ title: title('actions'), key: 'actions', render: (_: unknown, row) => actions(row) });
  return columns;
}

export const shipmentExportColumns = (t: TFunction): ExportColumn<Shipment>[] => {
  const title = (key: string) => t(`reports.shipments.columns.${key}`);
  return [
    { title: title('id'), value: (row) => row.ID },
    { title: title('name'), value: (row) => row.SHIPMENT_NAME },
    { title: title('message'), value: (row) => row.MESSAGE },
    { title: title('campaign'), value: (row) => row.CAMPAIGN_ID },
    { title: title('recipients'), value: (row) => row.recipients },
    { title: title('started'), value: (row) => row.STARTED_ON_DATE ?? row.sendDate },
    { title: title('ended'), value: (row) => row.ENDED_ON_DATE },
    { title: title('expiry'), value: (row) => row.expiry_date },
  ];
};
