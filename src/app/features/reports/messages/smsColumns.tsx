/** The messages report's table columns and the same columns for its exports. */
import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { ReportRow } from '../../../api/generated/reports';
import { displayPhone } from '../../../../domain/phones';
import { deliveryStatusColor, deliveryStatusLabel } from '../shared/deliveryStatus';
import type { ExportColumn } from '../shared/ExportButtons';
import { columnSortOrder, type ReportParams } from '../shared/useReportParams';
import { UserText, userTextCell } from '../../../ui/UserText';

const phoneOf = (row: ReportRow) => (row.destination ? displayPhone(row.destination) : '');

export function smsColumns(t: TFunction, number: (value: number) => string, sort: Pick<ReportParams, 'sortField' | 'sortOrder'>): ColumnsType<ReportRow> {
  const title = (key: string) => t(`reports.sms.columns.${key}`);
  const sortable = (key: string) => ({ key, sorter: true, sortOrder: columnSortOrder(sort, key) });
  return [
    { title: title('destination'), dataIndex: 'destination', ...sortable('destination'), render: (_: unknown, row) => <span dir="ltr">{phoneOf(row)}</span> },
    {
      title: title('status'),
      dataIndex: 'status',
      ...sortable('status'),
      render: (_: unknown, row) => <Tag color={deliveryStatusColor(row.status)}>{deliveryStatusLabel(t, row.status)}</Tag>,
    },
    { title: title('parts'), dataIndex: 'parts', align: 'end', ...sortable('parts'), render: (_: unknown, row) => (row.parts === undefined ? '' : number(row.parts)) },
    { title: title('operator'), dataIndex: 'operator' },
    { title: title('sender'), dataIndex: 'sender', render: userTextCell },
    {
      title: title('message'),
      dataIndex: 'message',
      width: 260,
      render: (_: unknown, row) => (
        <Typography.Paragraph ellipsis={{ rows: 2, tooltip: row.message }} style={{ margin: 0 }}>
          <UserText>{row.message}</UserText>
        </Typography.Paragraph>
      ),
    },
    { title: title('campaign'), dataIndex: 'campaignName', render: userTextCell },
    { title: title('sentOn'), dataIndex: 'sentOn', ...sortable('sentOn') },
    { title: title('deliveredOn'), dataIndex: 'deliveredOn', ...sortable('deliveredOn') },
  ];
}

export const smsExportColumns = (t: TFunction): ExportColumn<ReportRow>[] => {
  const title = (key: string) => t(`reports.sms.columns.${key}`);
  return [
    { title: title('destination'), value: phoneOf },
    { title: title('status'), value: (row) => deliveryStatusLabel(t, row.status) },
    { title: title('parts'), value: (row) => row.parts },
    { title: title('operator'), value: (row) => row.operator },
    { title: title('sender'), value: (row) => row.sender },
    { title: title('message'), value: (row) => row.message },
    { title: title('campaign'), value: (row) => row.campaignName },
    { title: title('sentOn'), value: (row) => row.sentOn },
    { title: title('deliveredOn'), value: (row) => row.deliveredOn },
  ];
};
