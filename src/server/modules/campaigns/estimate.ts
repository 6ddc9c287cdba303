/**
 * What a campaign will cost (campaigns/get-campaign-credits-number, and the summary of the
 * validation pass): its recipients resolved exactly as sending would, then each one's text
 * measured — credits by the product's billing figures, parts by the network. Dynamic fields
 * make texts differ, so the recipients are read in pages; without them one text serves all.
 */
import type { PermissionHolder } from '../../../domain/access';
import { defaultBillingFigures, maxMessageLength, messageCost, type BillingFigures, type Encoding } from '../../../domain/messageParts';
import { messageComposer, placeholderLinks, type MessageSettings } from '../../../domain/messageText';
import type { RecipientSource } from './recipientsPreview';

export interface CostEstimate {
  credits: number;
  /** The most parts any one recipient's text takes. */
  parts: number;
  totalParts: number;
  messageLength: number;
  encoding: Encoding;
  tooLong: boolean;
  maxLength: number;
}

const pageSize = 5000;

/**
 * `linkBase`: the origin of the campaign's short links (https://host), as its unsubscribe link
 * will have it. `sender`: the sending user's group and permissions, which set the longest
 * text (maxMessageLength, as the composer's counter).
 */
export async function estimateCost(
  recipients: RecipientSource,
  settings: MessageSettings & { linkBase: string; figures?: BillingFigures; sender: PermissionHolder },
): Promise<CostEstimate> {
  const compose = messageComposer(settings);
  // The estimate's links are as long as each recipient's own, so they cost what those will.
  const link = placeholderLinks(settings.personalLinks, settings.linkBase);
  const figures = settings.figures ?? defaultBillingFigures;
  const maxLength = maxMessageLength(settings.sender, figures);
  const measure = (text: string) => messageCost(text, figures, maxLength);
  const total: CostEstimate = { credits: 0, parts: 0, totalParts: 0, messageLength: 0, encoding: 'gsm7', tooLong: false, maxLength: 0 };
  const add = (text: string, times: number) => {
    const cost = measure(text);
    total.credits += cost.credits * times;
    total.totalParts += cost.parts * times;
    total.parts = Math.max(total.parts, cost.parts);
    total.messageLength = Math.max(total.messageLength, cost.length);
    if (cost.encoding === 'ucs2') total.encoding = 'ucs2';
    total.tooLong ||= cost.tooLong;
    total.maxLength = cost.maxLength;
  };
  if (!/\[[^\]\n]{1,50}\]/.test(settings.content)) {
    add(compose({}, link), await recipients.count());
    return total;
  }
  await recipients.eachPage(pageSize, (rows) => {
    for (const fields of rows) add(compose(fields, link), 1);
  });
  return total;
}
