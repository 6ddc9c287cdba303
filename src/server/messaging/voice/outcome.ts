/**
 * The status of a call from the INVITE's final SIP code, as shared/design/VOICE.md maps it
 * (what Twilio, Asterisk and VICIdial users expect). 487 is no-answer only after our own CANCEL
 * on ring timeout; the caller of this function decides that case.
 */
import { CallStatus, type CallOutcomeStatus } from './types';

export function statusOfFinalCode(code: number): CallOutcomeStatus {
  if (code >= 200 && code < 300) return CallStatus.completed;
  if (code === 486 || code === 600) return CallStatus.busy;
  if (code === 480 || code === 408) return CallStatus.noAnswer;
  return CallStatus.failed;
}
