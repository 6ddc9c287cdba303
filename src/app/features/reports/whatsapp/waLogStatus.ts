/**
 * The statuses of a WhatsApp message as the WhatsApp log shows them (section 7's get-wa-logs
 * status): translated names (reports.whatsappLog.status.*), a tag colour, the filter's options,
 * and the words of a failed message's rejection reason (errors.whatsapp.messageRejection.<n>).
 */
import type { TFunction } from 'i18next';
import type { ReportsWaLogRow } from '../../../api/generated/reports';
import type { StatusOption } from '../shared/ReportFilters';

export type WaLogStatus = NonNullable<ReportsWaLogRow['status']>;

export const waLogStatuses: readonly WaLogStatus[] = ['queued', 'sent', 'delivered', 'read', 'failed'];

export const isWaLogStatus = (value: string | undefined): value is WaLogStatus => (waLogStatuses as readonly (string | undefined)[]).includes(value);

/** The translated name; an unknown value (a newer server) shows as it came. */
export const waLogStatusLabel = (t: TFunction, status: string | undefined): string =>
  isWaLogStatus(status) ? t(`reports.whatsappLog.status.${status}`) : (status ?? '');

const colors: Record<WaLogStatus, string> = { queued: 'default', sent: 'processing', delivered: 'success', read: 'success', failed: 'error' };
export const waLogStatusColor = (status: string | undefined): string => (isWaLogStatus(status) ? colors[status] : 'default');

export const waLogStatusOptions = (t: TFunction): StatusOption[] => waLogStatuses.map((status) => ({ value: status, label: waLogStatusLabel(t, status) }));

/** Why WhatsApp refused a failed message, in the words the sends already use; empty when none was given. */
export const rejectionText = (t: TFunction, row: Pick<ReportsWaLogRow, 'status' | 'rejection'>): string =>
  row.status === 'failed' && row.rejection ? t(`errors.whatsapp.messageRejection.${row.rejection}`) : '';
