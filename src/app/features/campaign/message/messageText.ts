/**
 * The message as each recipient will get it, and what it costs, from the shared rules only:
 * fields filled (domain dynamicFields), then the unsubscribe line the server adds (domain
 * messageParts), counted by the domain's billing and network rules.
 */
import type { Contact } from '../../../api/generated/contacts';
import { compileDynamicFields, dynamicFieldValues } from '../../../../domain/dynamicFields';
import {
  appendUnsubscribeLink,
  appendUnsubscribeReply,
  defaultBillingFigures,
  encodingOf,
  messageCost,
  type MessageCost,
} from '../../../../domain/messageParts';
import { placeholderRecipientLink } from '../../../../domain/shortLinks';
import type { UnsubscribeOption } from '../campaignForm';

/**
 * The unsubscribe line as the server writes it: the reply wording in Hebrew (the server's
 * default), or a link exactly as long as a recipient's own, on the product's origin.
 */
export function withUnsubscribe(text: string, option: UnsubscribeOption, origin: string): string {
  if (option === 2) return appendUnsubscribeReply(text);
  if (option === 3) return appendUnsubscribeLink(text, placeholderRecipientLink(origin));
  return text;
}

export const costOf = (text: string, hasLongMessageRight: boolean): MessageCost =>
  messageCost(text, defaultBillingFigures, hasLongMessageRight);

/** Why a text is UCS-2: the script of its first character outside the GSM alphabet. */
export type Ucs2Reason = 'hebrew' | 'arabic' | 'cyrillic' | 'emoji' | 'other';

export function ucs2Reason(text: string): { reason: Ucs2Reason; character: string } | null {
  for (const character of text) {
    if (encodingOf(character) === 'gsm7') continue;
    if (/\p{Script=Hebrew}/u.test(character)) return { reason: 'hebrew', character };
    if (/\p{Script=Arabic}/u.test(character)) return { reason: 'arabic', character };
    if (/\p{Script=Cyrillic}/u.test(character)) return { reason: 'cyrillic', character };
    if (/\p{Extended_Pictographic}/u.test(character)) return { reason: 'emoji', character };
    return { reason: 'other', character };
  }
  return null;
}

/** A contact's values as dynamicFieldValues wants them: field n is DYNAMIC_FIELDn. */
type FieldSource = Pick<Contact, 'PHONE' | 'DYNAMIC_FIELD1' | 'DYNAMIC_FIELD2' | 'DYNAMIC_FIELD3' | 'DYNAMIC_FIELD4' | 'DYNAMIC_FIELD5' | 'DYNAMIC_FIELD6'>;

export interface PreviewRow {
  phone: string;
  text: string;
  cost: MessageCost;
}

/** Each recipient's own text and cost; the text is parsed once for all of them. */
export function previewRows(
  content: string,
  titles: readonly string[],
  recipients: readonly FieldSource[],
  option: UnsubscribeOption,
  origin: string,
  hasLongMessageRight: boolean,
): PreviewRow[] {
  const fill = compileDynamicFields(content);
  return recipients.map((r) => {
    const values = [r.DYNAMIC_FIELD1, r.DYNAMIC_FIELD2, r.DYNAMIC_FIELD3, r.DYNAMIC_FIELD4, r.DYNAMIC_FIELD5, r.DYNAMIC_FIELD6];
    const text = withUnsubscribe(fill(dynamicFieldValues(titles, values)), option, origin);
    return { phone: r.PHONE ?? '', text, cost: costOf(text, hasLongMessageRight) };
  });
}
