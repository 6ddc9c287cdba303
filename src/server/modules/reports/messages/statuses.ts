/**
 * A message's status as the reports show it (the contract's DeliveryStatus), from the two
 * columns the pipeline keeps: `status` (where the message is in the pipeline) and
 * `delivery_status` (what the receipt said). Filters go the other way, and always name
 * `status` first so each one walks the (account_id, status, created_at) index.
 */
import type { ExpressionBuilder, ExpressionWrapper, SqlBool } from 'kysely';
import type { DeliveryStatus } from '../../../../contract/reports';
import type { Database, MessageStatus } from '../../../db/schema';
import { DeliveryStatus as Receipt } from '../../../messaging/provider';

/** Every final status that is not delivered: the filter value `failed`. */
export const failedGroup = 'failed';

const receiptStatuses: Record<string, DeliveryStatus> = {
  [Receipt.delivered]: 'delivered',
  [Receipt.notDelivered]: 'notDelivered',
  [Receipt.blocked]: 'blocked',
  [Receipt.kosher]: 'kosherNumber',
  [Receipt.blockedOnRequest]: 'blockedOnRequest',
  [Receipt.blockedByOperator]: 'blockedByOperator',
  [Receipt.outOfCoverage]: 'outOfCoverage',
  [Receipt.adsBlocked]: 'adsBlocked',
  // Final, counted with delivered (receipts.ts messageStatusOf), shown under its own name.
  [Receipt.acceptedByNetwork]: 'acceptedByNetwork',
  // Final, counted with not delivered; still charged (settlement.ts).
  [Receipt.noReceipt]: 'noReceipt',
};

export interface StatusColumns {
  status: MessageStatus;
  delivery_status: string | null;
  error: string | null;
  /** Set while it waits for its recipient's quiet hours to end, first send or retry (messaging/quietHours.ts); absent is none. */
  quiet_until?: number | null;
}

export function reportStatus(m: StatusColumns): DeliveryStatus {
  if (m.delivery_status) return receiptStatuses[m.delivery_status] ?? 'notDelivered';
  switch (m.status) {
    // A queued message with a quiet_until waits for its recipient's quiet hours to end (its
    // first send, or a retry that fell inside them: queuedAgainAt clears it otherwise); one that
    // carries an error was tried and waits for its next attempt.
    case 'queued':
      return m.quiet_until != null ? 'quietHours' : m.error ? 'awaitingRetry' : 'queued';
    case 'submitting':
      return 'submitting';
    case 'delivered':
      return 'delivered';
    // Refused at submit (no receipt will come): not delivered.
    case 'failed':
      return 'notDelivered';
    // Uncertain: the SMSC probably has it and a receipt will settle it.
    default:
      return 'submitted';
  }
}

type Eb = ExpressionBuilder<Database, 'messages'>;
type Where = (eb: Eb) => ExpressionWrapper<Database, 'messages', SqlBool>;

/** The stored receipt value of a final failure status (kosherNumber is stored as kosher). */
const storedFailure = (status: string): string | undefined => Object.entries(receiptStatuses).find(([stored, shown]) => shown === status && stored !== Receipt.delivered)?.[0];

/** The condition of a status filter, or null when the value names no status (nothing matches). */
export function statusCondition(status: string): Where | null {
  switch (status) {
    case 'queued':
      return (eb) => eb.and([eb('messages.status', '=', 'queued'), eb('messages.error', 'is', null), eb('messages.quiet_until', 'is', null)]);
    case 'quietHours':
      return (eb) => eb.and([eb('messages.status', '=', 'queued'), eb('messages.quiet_until', 'is not', null)]);
    case 'awaitingRetry':
      return (eb) => eb.and([eb('messages.status', '=', 'queued'), eb('messages.error', 'is not', null), eb('messages.quiet_until', 'is', null)]);
    case 'submitting':
      return (eb) => eb('messages.status', '=', 'submitting');
    case 'submitted':
      return (eb) => eb.and([eb('messages.status', 'in', ['submitted', 'uncertain']), eb('messages.delivery_status', 'is', null)]);
    case 'delivered':
      return (eb) => eb.and([eb('messages.status', '=', 'delivered'), eb.or([eb('messages.delivery_status', 'is', null), eb('messages.delivery_status', '!=', Receipt.acceptedByNetwork)])]);
    case 'acceptedByNetwork':
      return (eb) => eb.and([eb('messages.status', '=', 'delivered'), eb('messages.delivery_status', '=', Receipt.acceptedByNetwork)]);
    case failedGroup:
      return (eb) => eb('messages.status', '=', 'failed');
    case 'notDelivered':
      return (eb) => eb.and([eb('messages.status', '=', 'failed'), eb.or([eb('messages.delivery_status', 'is', null), eb('messages.delivery_status', '=', Receipt.notDelivered)])]);
  }
  const stored = storedFailure(status);
  if (!stored) return null;
  return (eb) => eb.and([eb('messages.status', '=', 'failed'), eb('messages.delivery_status', '=', stored)]);
}
