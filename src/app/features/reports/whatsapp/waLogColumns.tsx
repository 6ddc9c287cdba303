/** The WhatsApp log's table columns: when, our number, the customer, direction, type, text, status (with why it failed), billed, campaign. */
import { Flex, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { format, type Locale } from 'date-fns';
import type { TFunction } from 'i18next';
import type { ReportsWaLogRow } from '../../../api/generated/reports';
import { UserText } from '../../../ui/UserText';
import { parseDateTime } from '../shared/reportDates';
import { rejectionText, waLogStatusColor, waLogStatusLabel } from './waLogStatus';

/** Message types the log names in words; any other (a newer Meta type) shows as it came. */
const namedTypes = ['text', 'template', 'image', 'document', 'video', 'audio'];

/** The API's DD/MM/YYYY HH:mm written the page language's way; as it came until the locale loads. */
export const waLogDate = (date: string | undefined, locale: Locale | undefined): string => {
  const at = parseDateTime(date);
  return at && locale ? format(at, 'PP p', { locale }) : (date ?? '');
};

export function waLogColumns(t: TFunction, locale: Locale | undefined): ColumnsType<ReportsWaLogRow> {
  const title = (key: string) => t(`reports.whatsappLog.columns.${key}`);
  const phone = (value: string | undefined) => <span dir="ltr">{value ?? ''}</span>;
  return [
    { title: title('date'), key: 'date', render: (_: unknown, row) => waLogDate(row.date, locale) },
    { title: title('source'), key: 'source', render: (_: unknown, row) => phone(row.source) },
    { title: title('destination'), key: 'destination', render: (_: unknown, row) => phone(row.destination) },
    { title: title('direction'), key: 'direction', render: (_: unknown, row) => (row.direction ? t(`reports.whatsappLog.direction.${row.direction}`) : '') },
    { title: title('type'), key: 'type', render: (_: unknown, row) => (row.type && namedTypes.includes(row.type) ? t(`reports.whatsappLog.type.${row.type}`) : (row.type ?? '')) },
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
    { title: title('billed'), key: 'billed', render: (_: unknown, row) => (row.billed === undefined ? '' : t(row.billed ? 'reports.whatsappLog.billed.yes' : 'reports.whatsappLog.billed.no')) },
    { title: title('campaign'), key: 'campaign', render: (_: unknown, row) => row.campaignId ?? '' },
  ];
}
