/**
 * The text one recipient gets, built by one function for every place that shows, measures or
 * sends it: the composer's counter and preview, the server's estimate, the test send, the
 * automatic answers and the dispatcher (as listmonk renders preview and send through one
 * function), so what is shown is what is billed and what is billed is what goes. In order:
 *   1. the content with the recipient's dynamic fields filled (dynamicFields.ts);
 *   2. each personal link made the recipient's own: its address lengthened by their code;
 *   3. the coupon link on its own line (coupons.ts);
 *   4. the unsubscribe line: option 2 the reply wording, option 3 a personal link (messageParts.ts).
 * Before the codes exist (estimate, composer) the links are placeholders of exactly the real
 * lengths (shortLinks.ts).
 */
import { appendCouponLink } from './coupons';
import { compileDynamicFields, dynamicFieldValues } from './dynamicFields';
import { appendUnsubscribeLink, appendUnsubscribeReply, unsubscribeReplyWordings, type MessageLanguage } from './messageParts';
import { placeholderRecipientLink, shortLinkCodeLength, shortUrlsPattern } from './shortLinks';

export interface MessageSettings {
  content: string;
  /** 0 none, 2 by reply, 3 by link. */
  unsubscribeOption?: number;
  /** The titles of fields 1 to 6, as the message names them ([title]). */
  titles?: readonly string[];
  language?: MessageLanguage;
  /** The short URLs of the campaign's personal links, as written in the content; each becomes the recipient's own. */
  personalLinks?: readonly string[];
  /** The campaign's coupon link goes on its own line. */
  coupon?: boolean;
}

/** A recipient's values of fields 1 to 6. */
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

/** What a recipient's own link adds after the campaign link's address: their code is longer than the link's. */
export const recipientSuffixLength = shortLinkCodeLength.recipient - shortLinkCodeLength.template;

/** Links as long as the real ones, for measuring what a campaign will cost before its codes exist. */
export function placeholderLinks(personalLinks: readonly string[] | undefined, base: string): RecipientLinks {
  return {
    unsubscribe: placeholderRecipientLink(base),
    coupon: placeholderRecipientLink(base),
    suffixes: (personalLinks ?? []).map(() => 'x'.repeat(recipientSuffixLength)),
  };
}

/** A quick look before filling: a text without any bracket pair is sent as written. */
const mayHoldFields = /\[[^\]\n]{1,50}\]/;

/**
 * Parses the campaign's text once and answers each recipient's text. Without `fields` the
 * placeholders stay as written: what the composer measures before any recipient is known.
 */
export function messageComposer(settings: MessageSettings): (fields?: RecipientFields, links?: RecipientLinks) => string {
  const fill = compileDynamicFields(settings.content);
  const titles = settings.titles ?? [];
  const hasFields = mayHoldFields.test(settings.content);
  const wording = unsubscribeReplyWordings[settings.language ?? 'he'];
  const personal = settings.personalLinks ?? [];
  const index = new Map(personal.map((url, i) => [url, i]));
  const personalPattern = personal.length ? shortUrlsPattern(personal) : null;
  return (fields, links) => {
    let text = settings.content;
    if (hasFields && fields) {
      text = fill(dynamicFieldValues(titles, [fields.field1, fields.field2, fields.field3, fields.field4, fields.field5, fields.field6]));
    }
    if (personalPattern) text = text.replace(personalPattern, (url: string) => url + (links?.suffixes?.[index.get(url) ?? -1] ?? ''));
    if (settings.coupon) text = appendCouponLink(text, links?.coupon ?? '');
    if (settings.unsubscribeOption === 2) return appendUnsubscribeReply(text, wording);
    if (settings.unsubscribeOption === 3) return appendUnsubscribeLink(text, links?.unsubscribe ?? '');
    return text;
  };
}
