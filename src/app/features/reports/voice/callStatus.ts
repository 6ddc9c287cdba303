/**
 * A call's status (the contract's CallStatus) as the voice report shows it: translated names
 * (reports.callStatus.*), a tag colour from the theme's status colours, the filter's options.
 */
import type { TFunction } from 'i18next';
import type { CallStatus } from '../../../api/generated/reports';
import type { StatusOption } from '../shared/ReportFilters';

export const callStatuses: readonly CallStatus[] = ['queued', 'ringing', 'in-progress', 'completed', 'busy', 'no-answer', 'failed', 'canceled'];

const isCallStatus = (value: string): value is CallStatus => (callStatuses as readonly string[]).includes(value);

/** The translated name; an unknown value (a newer server) shows as it came. */
export const callStatusLabel = (t: TFunction, status: string | undefined): string => (status && isCallStatus(status) ? t(`reports.callStatus.${status}`) : (status ?? ''));

const colors: Partial<Record<CallStatus, string>> = {
  completed: 'success',
  busy: 'warning',
  'no-answer': 'warning',
  failed: 'error',
  ringing: 'processing',
  'in-progress': 'processing',
};
export const callStatusColor = (status: string | undefined): string => (status && isCallStatus(status) ? (colors[status] ?? 'default') : 'default');

export const callStatusOptions = (t: TFunction): StatusOption[] => callStatuses.map((status) => ({ value: status, label: t(`reports.callStatus.${status}`) }));
