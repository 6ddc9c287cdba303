/** The voice report's table columns and the same columns for its exports. */
import { Button, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { ReportRow } from '../../../api/generated/reports';
import { displayPhone } from '../../../../domain/phones';
import type { ExportColumn } from '../shared/ExportButtons';
import { columnSortOrder, type ReportParams } from '../shared/useReportParams';
import { UserText } from '../../../ui/UserText';
import { callStatusColor, callStatusLabel } from './callStatus';

const phoneOf = (row: ReportRow) => (row.destination ? displayPhone(row.destination) : '');

interface VoiceColumnsOptions {
  t: TFunction;
  number: (value: number) => string;
  sort: Pick<ReportParams, 'sortField' | 'sortOrder'>;
  /** Opens the statistics of the row's campaign. */
  onCampaign: (row: ReportRow) => void;
}

export function voiceColumns({ t, number, sort, onCampaign }: VoiceColumnsOptions): ColumnsType<ReportRow> {
  const title = (key: string) => t(`reports.voice.columns.${key}`);
  const sortable = (key: string) => ({ key, sorter: true, sortOrder: columnSortOrder(sort, key) });
  return [
    { title: title('destination'), dataIndex: 'destination', ...sortable('destination'), render: (_: unknown, row) => <span dir="ltr">{phoneOf(row)}</span> },
    {
      title: title('status'),
      dataIndex: 'callStatus',
      render: (_: unknown, row) => <Tag color={callStatusColor(row.callStatus)}>{callStatusLabel(t, row.callStatus)}</Tag>,
    },
    {
      title: title('listenedSeconds'),
      dataIndex: 'listenedSeconds',
      align: 'end',
      ...sortable('listenedSeconds'),
      render: (_: unknown, row) => (row.listenedSeconds === undefined ? '' : t('reports.voice.seconds', { count: number(row.listenedSeconds) })),
    },
    { title: title('attempts'), dataIndex: 'attempts', align: 'end', ...sortable('attempts'), render: (_: unknown, row) => (row.attempts === undefined ? '' : number(row.attempts)) },
    { title: title('credits'), dataIndex: 'credits', align: 'end', ...sortable('credits'), render: (_: unknown, row) => (row.credits === undefined ? '' : number(row.credits)) },
    {
      title: title('campaign'),
      dataIndex: 'campaignName',
      render: (_: unknown, row) =>
        row.campaignId === undefined ? (
          <UserText>{row.campaignName}</UserText>
        ) : (
          <Button type="link" size="small" style={{ padding: 0 }} aria-label={t('reports.voice.openStatistics', { name: row.campaignName ?? row.campaignId })} onClick={() => onCampaign(row)}>
            <UserText>{row.campaignName ?? String(row.campaignId)}</UserText>
          </Button>
        ),
    },
    { title: title('sentOn'), dataIndex: 'sentOn', ...sortable('sentOn') },
    { title: title('answeredOn'), dataIndex: 'answeredOn', ...sortable('answeredOn') },
    { title: title('hangupBy'), dataIndex: 'hangupBy', render: (_: unknown, row) => (row.hangupBy ? t(`reports.voice.hangupBy.${row.hangupBy}`) : '') },
  ];
}

export const voiceExportColumns = (t: TFunction): ExportColumn<ReportRow>[] => {
  const title = (key: string) => t(`reports.voice.columns.${key}`);
  return [
    { title: title('destination'), value: phoneOf },
    { title: title('status'), value: (row) => callStatusLabel(t, row.callStatus) },
    { title: title('listenedSeconds'), value: (row) => row.listenedSeconds },
    { title: title('attempts'), value: (row) => row.attempts },
    { title: title('credits'), value: (row) => row.credits },
    { title: title('campaign'), value: (row) => row.campaignName },
    { title: title('sentOn'), value: (row) => row.sentOn },
    { title: title('answeredOn'), value: (row) => row.answeredOn },
    { title: title('hangupBy'), value: (row) => (row.hangupBy ? t(`reports.voice.hangupBy.${row.hangupBy}`) : '') },
  ];
};
