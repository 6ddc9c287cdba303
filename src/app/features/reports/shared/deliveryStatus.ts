/**
 * The delivery statuses of a message (section 4) as the reports show them: translated names
 * (reports.deliveryStatus.*), a tag colour, and the status filter's options.
 */
import type { TFunction } from 'i18next';
import type { DeliveryStatus } from '../../../api/generated/reports';
import type { StatusOption } from './ReportFilters';

export const deliveryStatuses: readonly DeliveryStatus[] = [
  'queued', 'submitting', 'submitted', 'delivered', 'notDelivered', 'blocked', 'kosherNumber',
  'blockedOnRequest', 'blockedByOperator', 'outOfCoverage', 'adsBlocked', 'awaitingRetry',
  'acceptedByNetwork', 'noReceipt', 'quietHours',
];

/** The filter value the server reads as every final not-delivered status (what a resend goes to). */
export const failedStatusGroup = 'failed';

const isDeliveryStatus = (value: string): value is DeliveryStatus => (deliveryStatuses as readonly string[]).includes(value);

/** The translated name; an unknown value (a newer server) shows as it came. */
export const deliveryStatusLabel = (t: TFunction, status: string | undefined): string =>
  status && isDeliveryStatus(status) ? t(`reports.deliveryStatus.${status}`) : (status ?? '');

const colors: Partial<Record<DeliveryStatus, string>> = {
  delivered: 'success',
  notDelivered: 'error',
  blocked: 'error',
  blockedOnRequest: 'error',
  blockedByOperator: 'error',
  kosherNumber: 'warning',
  outOfCoverage: 'warning',
  adsBlocked: 'warning',
  awaitingRetry: 'processing',
  quietHours: 'processing',
  acceptedByNetwork: 'success',
  noReceipt: 'warning',
  submitted: 'processing',
};
export const deliveryStatusColor = (status: string | undefined): string => (status && isDeliveryStatus(status) ? (colors[status] ?? 'default') : 'default');

export const deliveryStatusOptions = (t: TFunction): StatusOption[] => [
  { value: failedStatusGroup, label: t('reports.filters.failed') },
  ...deliveryStatuses.map((status) => ({ value: status, label: t(`reports.deliveryStatus.${status}`) })),
];
