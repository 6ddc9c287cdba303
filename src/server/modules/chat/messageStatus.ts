/**
 * A sent chat message's status as the chat shows it. `statusMessage` is the report's delivery
 * status (the browser already has words for each), `status` the number section 4 judges by:
 * -1 while it is still on its way (ignored), 0 taken by the SMSC, 1 delivered (or accepted by
 * the network), 102 not delivered. Success is 0 <= status < 102 once it is no longer sending.
 */
import type { ChatMessage } from '../../../contract/chat';
import type { DeliveryStatus } from '../../../contract/reports';
import { chatSuccessStatusLimit, isChatAnswerSuccess } from '../../../domain/chat';
import { reportStatus, type StatusColumns } from '../reports/messages/statuses';

const stillSending: readonly DeliveryStatus[] = ['queued', 'submitting', 'awaitingRetry', 'quietHours'];
const delivered: readonly DeliveryStatus[] = ['delivered', 'acceptedByNetwork'];

/** `message`: the messages row, or undefined while the pipeline has not made it yet. */
export function sentStatusOf(message: StatusColumns | undefined): Pick<ChatMessage, 'status' | 'statusMessage' | 'isSendingMessage' | 'isSuccess'> {
  const shown: DeliveryStatus = message ? reportStatus(message) : 'queued';
  const isSendingMessage = stillSending.includes(shown);
  const status = isSendingMessage ? -1 : shown === 'submitted' ? 0 : delivered.includes(shown) ? 1 : chatSuccessStatusLimit;
  return { status, statusMessage: shown, isSendingMessage, isSuccess: isChatAnswerSuccess({ status, isSendingMessage }) };
}
