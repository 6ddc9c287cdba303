/**
 * A call's status as the voice report shows and filters it: the call_status the pipeline keeps
 * beside each message row of a voice campaign (migration 0032_voice_calls).
 */
import type { ExpressionBuilder, ExpressionWrapper, SqlBool } from 'kysely';
import type { CallStatus } from '../../../../contract/reports';
import type { Database } from '../../../db/schema';
import { CallStatus as Call } from '../../../messaging/voice/types';

/** Every call status, in the order a call goes through them and then its outcomes. */
export const callStatuses: readonly CallStatus[] = Object.values(Call);

export const isCallStatus = (value: string | null | undefined): value is CallStatus => (callStatuses as readonly (string | null | undefined)[]).includes(value);

type Eb = ExpressionBuilder<Database, 'messages'>;

/**
 * A call that ended without reaching anyone, for good: final and refunded (messaging/calls/
 * callOutcomes.ts), whatever its last status (busy or no-answer past its redials, failed). A busy
 * number still to be redialled is not one yet; a call cancelled after the answer was answered.
 */
export const neverAnswered = (eb: Eb) => eb.and([eb('messages.status', '=', 'failed'), eb('messages.answered_at', 'is', null)]);

/** The condition of a status filter on voice-report, or null when the value names no call status (nothing matches). */
export function callStatusCondition(status: string): ((eb: Eb) => ExpressionWrapper<Database, 'messages', SqlBool>) | null {
  if (!isCallStatus(status)) return null;
  return (eb) => eb('messages.call_status', '=', status);
}
