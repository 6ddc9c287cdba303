/**
 * The message as each recipient will get it, and what it costs, from the shared rules only:
 * fields filled (domain dynamicFields), then the unsubscribe line the server adds (domain
 * messageParts), counted by the domain's billing and network rules.
 */
import type { Contact } from '../../../api/generated/contacts';
import { appendCouponLink } from '../../../../domain/coupons';
import { compileDynamicFields, dynamicFieldValues } from '../../../../domain/dynamicFields';
import {
  appendUnsubscribeLink,
  appendUnsubscribeReply,
  defaultBillingFigures,
  encodingOf,
  messageCost,
  type MessageCost,
} from '../../../../domain/messageParts';
import { placeholderRecipientLink, shortLinkCodeLength } from '../../../../domain/shortLinks';
import type { CampaignForm, UnsubscribeOption } from '../campaignForm';

/** Personal kinds: the campaign gives each recipient its own address (server links/recipientLinks.ts). */
const personalTypes: readonly string[] = ['personalLink', 'personalImage'];

/**
 * What a recipient's own address adds after a personal link's short URL (server
 * messaging/messageText.ts recipientSuffixLength): their code is longer than the link's.
 */
export const recipientSuffix = 'x'.repeat(shortLinkCodeLength.recipient - shortLinkCodeLength.template);

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A link's address only where it ends: a longer code that starts alike is another link (as the server reads it). */
const urlPattern = (urls: readonly string[]) => new RegExp(`(${urls.map(escapeRegExp).join('|')})(?![A-Za-z0-9_-])`, 'g');
const appears = (text: string, url: string) => urlPattern([url]).test(text);

/**
 * Campaign links have the template code's length (general ones are longer): the server takes
 * such links of the account in a campaign's text as its personal links (links/store.ts), so a
 * text from a template or an older draft counts them too.
 */
function campaignLinkUrlsIn(text: string): string[] {
  const pattern = new RegExp(`https?://[^\\s/]+/s/[0-9A-Za-z]{${shortLinkCodeLength.template}}(?![A-Za-z0-9_-])`, 'g');
  return text.match(pattern) ?? [];
}

/** The short URLs of the personal links the text holds: those the composer made, and any campaign link. */
export function personalUrlsOf(form: Pick<CampaignForm, 'content' | 'shortLinks'>): string[] {
  const made = form.shortLinks.filter((l) => l.shortUrl && personalTypes.includes(l.type ?? '')).map((l) => l.shortUrl!);
  return [...new Set([...made, ...campaignLinkUrlsIn(form.content)])].filter((url) => appears(form.content, url));
}

/** Each personal link as long as a recipient's own address, the way the server writes it. */
export function withPersonalLinks(text: string, personalUrls: readonly string[]): string {
  return personalUrls.length ? text.replace(urlPattern(personalUrls), (url) => url + recipientSuffix) : text;
}

/**
 * The unsubscribe line as the server writes it: the reply wording in Hebrew (the server's
 * default), or a link exactly as long as a recipient's own, on the product's origin.
 */
export function withUnsubscribe(text: string, option: UnsubscribeOption, origin: string): string {
  if (option === 2) return appendUnsubscribeReply(text);
  if (option === 3) return appendUnsubscribeLink(text, placeholderRecipientLink(origin));
  return text;
}

/** The coupon's line as the server adds it (domain/coupons.ts): a link as long as a recipient's own. */
export const withCoupon = (text: string, useCoupon: boolean, origin: string): string => (useCoupon ? appendCouponLink(text, placeholderRecipientLink(origin)) : text);

/** The lines the server adds after the text, in its order: the coupon link, then the unsubscribe line. */
export const withAddedLines = (text: string, form: Pick<CampaignForm, 'unsubscribeOption' | 'options'>, origin: string): string =>
  withUnsubscribe(withCoupon(text, form.options.coupon.use, origin), form.unsubscribeOption, origin);

/** The text as every recipient gets it before their fields are filled: personal links lengthened, the coupon and unsubscribe lines added. */
export const measuredText = (form: Pick<CampaignForm, 'content' | 'shortLinks' | 'unsubscribeOption' | 'options'>, origin: string): string =>
  withAddedLines(withPersonalLinks(form.content, personalUrlsOf(form)), form, origin);

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
  useCoupon = false,
): PreviewRow[] {
  const fill = compileDynamicFields(content);
  return recipients.map((r) => {
    const values = [r.DYNAMIC_FIELD1, r.DYNAMIC_FIELD2, r.DYNAMIC_FIELD3, r.DYNAMIC_FIELD4, r.DYNAMIC_FIELD5, r.DYNAMIC_FIELD6];
    const text = withUnsubscribe(withCoupon(fill(dynamicFieldValues(titles, values)), useCoupon, origin), option, origin);
    return { phone: r.PHONE ?? '', text, cost: costOf(text, hasLongMessageRight) };
  });
}
