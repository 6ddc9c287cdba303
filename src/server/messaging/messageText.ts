/**
 * The text one recipient gets: the campaign's content with the recipient's dynamic fields
 * filled, its personal links made its own, then its coupon link (domain/coupons.ts), then the
 * unsubscribe line (option 2: reply; option 3: a personal link). The same function serves the estimate and the messages really
 * made, so what is billed is what goes. The estimate measures placeholder links of exactly
 * the real lengths (src/domain/shortLinks.ts, shared with the composer).
 */
import { appendCouponLink } from '../../domain/coupons';
import { compileDynamicFields, dynamicFieldValues } from '../../domain/dynamicFields';
import { appendUnsubscribeLink, appendUnsubscribeReply, unsubscribeReplyWordings, type MessageLanguage } from '../../domain/messageParts';
// The link lengths live in the domain, where the composer measures with them too.
import { shortLinkCodeLength, shortUrlFor } from '../../domain/shortLinks';

export { shortLinkCodeLength, shortUrlFor };
/** What a recipient's own link adds after the campaign link's address. */
export const recipientSuffixLength = shortLinkCodeLength.recipient - shortLinkCodeLength.template;

export interface TextSettings {
  content: string;
  /** 0 none, 2 by reply, 3 by link. */
  unsubscribeOption?: number;
  /** The titles of fields 1 to 6, as the message names them ([title]). */
  titles?: readonly string[];
  language?: MessageLanguage;
  /** The short URLs of the campaign's personal links, as written in the content; each becomes the recipient's own. */
  personalLinks?: readonly string[];
  /** The campaign's coupon link goes on its own line (domain/coupons.ts). */
  coupon?: boolean;
}

export interface RecipientFields {
  field1?: string | null;
  field2?: string | null;
  field3?: string | null;
  field4?: string | null;
  field5?: string | null;
  field6?: string | null;
}

/** One recipient's links. */
export interface RecipientLinks {
  /** The recipient's unsubscribe link (option 3). */
  unsubscribe?: string;
  /** The recipient's coupon link. */
  coupon?: string;
  /** What follows each personal link's address for this recipient, in `personalLinks` order. */
  suffixes?: readonly string[];
}

/** Links as long as the real ones, for measuring what a campaign will cost before its codes exist. */
export function placeholderLinks(settings: Pick<TextSettings, 'personalLinks'>, base: string): RecipientLinks {
  return {
    unsubscribe: shortUrlFor(base, 'x'.repeat(shortLinkCodeLength.recipient)),
    coupon: shortUrlFor(base, 'x'.repeat(shortLinkCodeLength.recipient)),
    suffixes: (settings.personalLinks ?? []).map(() => 'x'.repeat(recipientSuffixLength)),
  };
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Builds the per-recipient text once per campaign; `links` gives the recipient's own links. */
export function messageComposer(settings: TextSettings): (fields: RecipientFields, links?: RecipientLinks) => string {
  const fill = compileDynamicFields(settings.content);
  const titles = settings.titles ?? [];
  const hasFields = /\[[^\]\n]{1,50}\]/.test(settings.content);
  const wording = unsubscribeReplyWordings[settings.language ?? 'he'];
  const personal = settings.personalLinks ?? [];
  const index = new Map(personal.map((url, i) => [url, i]));
  // A link's address only where it ends: a longer code that starts alike is another link.
  const personalPattern = personal.length ? new RegExp(`(${personal.map(escapeRegExp).join('|')})(?![A-Za-z0-9_-])`, 'g') : null;
  return (fields, links) => {
    const values = [fields.field1, fields.field2, fields.field3, fields.field4, fields.field5, fields.field6];
    let text = hasFields ? fill(dynamicFieldValues(titles, values)) : settings.content;
    if (personalPattern) text = text.replace(personalPattern, (url: string) => url + (links?.suffixes?.[index.get(url)!] ?? ''));
    if (settings.coupon) text = appendCouponLink(text, links?.coupon ?? '');
    if (settings.unsubscribeOption === 2) return appendUnsubscribeReply(text, wording);
    if (settings.unsubscribeOption === 3) return appendUnsubscribeLink(text, links?.unsubscribe ?? '');
    return text;
  };
}
