/** The WhatsApp log's table columns: when, our number, the customer, direction, type, text, status (with why it failed), billed, campaign. */
import { Flex, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { format, type Locale } from 'date-fns';
import type { TFunction } from 'i18next';
import type { ReportsWaLogRow } from '../../../api/generated/reports';
import { UserText } from '../../../ui/UserText';
import { displayPhone } from '../../../../domain/phones';
import type { ExportColumn } from '../shared/ExportButtons';
import { parseDateTime } from '../shared/reportDates';
import { rejectionText, waLogStatusColor, waLogStatusLabel } from './waLogStatus';

/** Message types the log names in words; any other (a newer Meta type) shows as it came. */
const namedTypes = ['text', 'template', 'image', 'document', 'video', 'audio'];
const typeLabel = (t: TFunction, type: string | undefined): string => (type && namedTypes.includes(type) ? t(`reports.whatsappLog.type.${type}`) : (type ?? ''));
const billedLabel = (t: TFunction, billed: boolean | undefined): string =>
  billed === undefined ? '' : t(billed ? 'reports.whatsappLog.billed.yes' : 'reports.whatsappLog.billed.no');

/** The API's DD/MM/YYYY HH:mm written the page language's way; as it came until the locale loads. */
export const waLogDate = (date: string | undefined, locale: Locale | undefined): string => {
  const at = parseDateTime(date);
  return at && locale ? format(at, 'PP p', { locale }) : (date ?? '');
};

export function waLogColumns(t: TFunction, locale: Locale | undefined): ColumnsType<ReportsWaLogRow> {
  const title = (key: string) => t(`reports.whatsappLog.columns.${key}`);
  // Numbers read left to right inside a right-to-left page, written as the WhatsApp chat writes them.
  const phone = (value: string | undefined) => <bdi dir="ltr">{value ? displayPhone(value) : ''}</bdi>;
  return [
    { title: title('date'), key: 'date', render: (_: unknown, row) => waLogDate(row.date, locale) },
    { title: title('source'), key: 'source', render: (_: unknown, row) => phone(row.source) },
    { title: title('destination'), key: 'destination', render: (_: unknown, row) => phone(row.destination) },
    { title: title('direction'), key: 'direction', render: (_: unknown, row) => (row.direction ? t(`reports.whatsappLog.direction.${row.direction}`) : '') },
    { title: title('type'), key: 'type', render: (_: unknown, row) => typeLabel(t, row.type) },
    {
      title: title('text'),
      key: 'text',
      width: 280,
      render: (_: unknown, row) => {
        // A template message without its filled body still says which template it was.
        const text = row.body || row.template || '';
        return (
          <Typography.Paragraph ellipsis={{ rows: 2, tooltip: text }} style={{ margin: 0 }}>
            <UserText>{text}</UserText>
          </Typography.Paragraph>
        );
      },
    },
    {
      title: title('status'),
      key: 'status',
      render: (_: unknown, row) => {
        const why = rejectionText(t, row);
        return (
          <Flex vertical gap={2} align="start">
            <Tag color={waLogStatusColor(row.status)}>{waLogStatusLabel(t, row.status)}</Tag>
            {why && <Typography.Text type="danger">{why}</Typography.Text>}
          </Flex>
        );
      },
    },
    { title: title('billed'), key: 'billed', render: (_: unknown, row) => billedLabel(t, row.billed) },
    { title: title('campaign'), key: 'campaign', render: (_: unknown, row) => row.campaignId ?? '' },
  ];
}

/** The same columns for the CSV and Excel exports (plain text; the date as the page shows it). */
export function waLogExportColumns(t: TFunction, locale: Locale | undefined): ExportColumn<ReportsWaLogRow>[] {
  const title = (key: string) => t(`reports.whatsappLog.columns.${key}`);
  return [
    { title: title('date'), value: (row) => waLogDate(row.date, locale) },
    { title: title('source'), value: (row) => (row.source ? displayPhone(row.source) : '') },
    { title: title('destination'), value: (row) => (row.destination ? displayPhone(row.destination) : '') },
    { title: title('direction'), value: (row) => (row.direction ? t(`reports.whatsappLog.direction.${row.direction}`) : '') },
    { title: title('type'), value: (row) => typeLabel(t, row.type) },
    { title: title('text'), value: (row) => row.body || row.template || '' },
    { title: title('status'), value: (row) => [waLogStatusLabel(t, row.status), rejectionText(t, row)].filter(Boolean).join(' - ') },
    { title: title('billed'), value: (row) => billedLabel(t, row.billed) },
    { title: title('campaign'), value: (row) => row.campaignId },
  ];
}
