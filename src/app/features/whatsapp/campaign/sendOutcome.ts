/**
 * A test send's answer, shown by the page: when WhatsApp refused the message (-9) the reason it
 * gave (errors.whatsapp.messageRejection.<1..9>); any other code reads as the status table says.
 */
import { statusShownByPage } from '../../../api/baseQuery';
import { statusMessageFor, type StatusMessage } from '../../../api/statusMessages';
import type { WhatsAppSendResult } from '../../../api/generated/whatsapp';
import { WhatsappSendExample } from '../../../../contract/statusCodes';

statusShownByPage('whatsappSendExample');

export function sendOutcomeMessage(result: WhatsAppSendResult | undefined): StatusMessage | undefined {
  if (result?.status === undefined) return undefined;
  if (result.status === WhatsappSendExample.rejected && result.rejectionReason) return { severity: 'error', key: `errors.whatsapp.messageRejection.${result.rejectionReason}` };
  return statusMessageFor('whatsappSendExample', result.status);
}
