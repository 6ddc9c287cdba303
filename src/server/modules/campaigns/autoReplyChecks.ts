/**
 * send-campaign's checks of the automatic answers, after the sender's (sendCampaign.ts). The
 * contract has codes for each problem an answer can have, so none is new:
 * - a sender that does not receive replies (only an attached number, sourceType 3 or 4, does;
 *   a name, a verified number or the system number do not): -20, the code of "unsubscribe by
 *   reply needs an attached reply number", the same need;
 * - forbidden words in an answer: -4 with them, as in the message;
 * - an answer longer than a message may be: -14 with maxLength, as the message.
 *
 * The length, like the message's, is measured on the text as it goes out, its dynamic fields
 * filled: acceptance measures each recipient's message, and an answer is made per replier when
 * one replies (autoReply/answer.ts, refused -14 there when too long for that replier). Here the replier is
 * not known yet, so an answer with fields is measured without them (answerFixedText), the
 * shortest any replier gets: refused when too long even so, since then no replier's can go. An
 * answer without fields is what goes, so its check is exact.
 * Malformed rows (unknown type, no text or answer, too many) are bad input: 400.
 *
 * It lives with the campaign's other send checks, not in autoReply/: the answering module
 * builds on acceptance (an answer is a campaign), so a check send-campaign imported from it
 * made the two modules import each other.
 */
import type { Campaign } from '../../../contract/campaigns';
import type { PermissionHolder } from '../../../domain/access';
import { defaultBillingFigures, maxMessageLength, messageCost } from '../../../domain/messageParts';
import { HttpError } from '../../http/envelope';
import { refused, type Answer } from './acceptance';
import { forbiddenWordsIn } from '../../../domain/sendingRules';
import { SenderRefusal } from './sendingChecks';
import { answerFixedText, autoRepliesOf, rowsProblem } from '../../../domain/autoReplies';
import { SendCampaign } from '../../../contract/statusCodes';

/** Whether replies to this sender come back to the account: an attached number of its own. */
export const receivesReplies = (campaign: Pick<Campaign, 'sourceType' | 'sourceNumber'>): boolean =>
  Boolean(campaign.sourceNumber?.trim()) && (campaign.sourceType === 3 || campaign.sourceType === 4);

/**
 * The refusal of the campaign's answers, or null when they (or their absence) are fine.
 * `sender`: the sending user's group and permissions; `forbidden`: the active forbidden words, read once for the whole send.
 */
export function autoReplyRefusal(campaign: Campaign, sender: PermissionHolder, forbidden: readonly string[]): Answer | null {
  const rows = autoRepliesOf(campaign);
  if (rows.length === 0) return null;
  const field = rowsProblem(rows);
  if (field) throw new HttpError(400, 'errors.generic.badRequest', { field });
  if (!receivesReplies(campaign)) return refused(SenderRefusal.unsubscribeNeedsReplyNumber);
  const answers = rows.map((r) => (r.answer ?? '').trim());
  const forbiddenWords = forbiddenWordsIn(answers.join('\n'), forbidden);
  if (forbiddenWords.length) return refused(SendCampaign.forbiddenText, { forbiddenWords });
  // An answer is a message of its own: the same limit by the sender's rights (default billing figures, as acceptance measures).
  const maxLength = maxMessageLength(sender);
  const longest = answers.map((a) => messageCost(answerFixedText(a), defaultBillingFigures, maxLength)).find((cost) => cost.tooLong);
  if (longest) return refused(SendCampaign.tooLong, { maxLength: longest.maxLength });
  return null;
}
