/**
 * What the conversation says under its box after a send: nothing when it went, otherwise the
 * status table's words for the answer's code (src/app/api/statusMessages/whatsapp.ts) — and for
 * -9, WhatsApp's own refusal, the rejection reason's words (errors.whatsapp.messageRejection.*).
 * No answer at all (a dropped connection, a server error) was already shown by the base query.
 */
import { statusMessageFor } from '../../../api/statusMessages';
import type { WhatsAppSendResult } from '../../../api/generated/whatsapp';
import { SendWhatsappChatMessage } from '../../../../contract/statusCodes';

export type SendOperation = 'sendWhatsappChatMessage' | 'sendWhatsappChatTemplate' | 'sendWhatsappFileMessage' | 'sendWhatsappReaction';

// The four send calls share these codes (api-spec/paths/whatsapp.yaml).
const { sent, rejected } = SendWhatsappChatMessage;

/** The i18n key of a refusal, or null when the message went (or nothing more is to be said). */
export function refusalOf(operation: SendOperation, result: WhatsAppSendResult | undefined): string | null {
  if (!result || result.status === sent) return null;
  if (result.status === rejected && result.rejectionReason) return `errors.whatsapp.messageRejection.${result.rejectionReason}`;
  return statusMessageFor(operation, result.status)?.key ?? 'whatsapp.send.error';
}
