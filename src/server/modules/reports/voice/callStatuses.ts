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

/** Outcomes with no answer: the chart's "not answered". */
export const unansweredOutcomes: readonly CallStatus[] = [Call.busy, Call.noAnswer, Call.failed, Call.canceled];

type Eb = ExpressionBuilder<Database, 'messages'>;

/** The condition of a status filter on voice-report, or null when the value names no call status (nothing matches). */
export function callStatusCondition(status: string): ((eb: Eb) => ExpressionWrapper<Database, 'messages', SqlBool>) | null {
  if (!isCallStatus(status)) return null;
  return (eb) => eb('messages.call_status', '=', status);
}
