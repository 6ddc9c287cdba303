/**
 * What a text message costs and how it travels (sections 5 and 9). Two counts that must not
 * be confused: the product's billing rule (characters per credit, by price list) and the
 * network's real parts (GSM-7 or UCS-2 segments the SMSC receives). A recipient is charged
 * by the first and the SMPP provider sends the second. Both are counted after the dynamic
 * fields are filled and the unsubscribe line is added (see dynamicFields.ts and below).
 */
import { holdsPermission, type PermissionHolder } from './access';
import { Permission } from './permissions';
import { creditsAtRate, type MessageRates } from './pricing';

/**
 * The product's figures, per price list: credits are characters divided by these, rounded
 * up. Section 5 names 160 for English and 269 for Hebrew, and the longest message 536, or
 * 1005 for a user with that right.
 */
export interface BillingFigures {
  /** Characters a credit buys when the text is all in the GSM alphabet (English and the like). */
  perCreditGsm: number;
  /** Characters a credit buys when any character is outside it (Hebrew, Arabic, Cyrillic, emoji). */
  perCreditUnicode: number;
  maxLength: number;
  maxLengthWithRight: number;
  /** The customer's price-list rates when accepted (domain/pricing.ts); none is one credit a unit. */
  rates?: MessageRates;
}

export const defaultBillingFigures: Readonly<BillingFigures> = {
  perCreditGsm: 160,
  perCreditUnicode: 269,
  maxLength: 536,
  maxLengthWithRight: 1005,
};

/** The encodings of the API's summary: gsm7 or ucs2. */
export type Encoding = 'gsm7' | 'ucs2';

/** GSM 03.38 basic set: one septet each. ESC (0x1B) is left out: nobody types it. */
const gsmBasic =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** The extension table: ESC plus the character, two septets each, never split across parts. */
const gsmExtension = '\f^{}\\[~]|€';

/**
 * Septets per UTF-16 code unit, 0 outside GSM. A flat table because the server measures
 * every recipient's filled text (a million at a time) and the composer every keystroke.
 */
const septets = new Uint8Array(0x10000);
for (const c of gsmBasic) septets[c.charCodeAt(0)] = 1;
for (const c of gsmExtension) septets[c.charCodeAt(0)] = 2;

/** The network's part sizes (3GPP 23.040): a split message loses room to its concatenation header. */
export const networkLimits = {
  gsm7: { single: 160, perPart: 153 },
  ucs2: { single: 70, perPart: 67 },
} as const;

const isHighSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number): boolean => code >= 0xdc00 && code <= 0xdfff;

/** All that both counts need, in one pass over the text. */
function measure(text: string): { characters: number; septets: number; gsm: boolean } {
  let characters = 0;
  let total = 0;
  let gsm = true;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    const s = septets[code] ?? 0;
    if (s === 0) gsm = false;
    total += s;
    // A surrogate pair is one character to the person reading it.
    if (!(isLowSurrogate(code) && i > 0 && isHighSurrogate(text.charCodeAt(i - 1)))) characters += 1;
  }
  return { characters, septets: total, gsm };
}

/** gsm7 when every character is in the GSM alphabet (extension table included), else ucs2. */
export function encodingOf(text: string): Encoding {
  return measure(text).gsm ? 'gsm7' : 'ucs2';
}

/**
 * Where each network part starts. GSM-7 counts septets (an extension character is 2 and
 * stays whole with its escape); UCS-2 counts UTF-16 code units, and a surrogate pair (an
 * emoji) stays whole too, since half of one shows as garbage on the handset. Keeping them
 * whole can leave a part one short of full, so the count is by walking, not by division.
 */
function partStarts(text: string, measured = measure(text)): number[] {
  const { septets: totalSeptets, gsm } = measured;
  if (text.length === 0) return [];
  const limits = gsm ? networkLimits.gsm7 : networkLimits.ucs2;
  const size = gsm ? totalSeptets : text.length;
  if (size <= limits.single) return [0];
  const starts = [0];
  let used = 0;
  for (let i = 0; i < text.length; ) {
    const code = text.charCodeAt(i);
    const pair = !gsm && isHighSurrogate(code) && i + 1 < text.length && isLowSurrogate(text.charCodeAt(i + 1));
    const units = pair ? 2 : 1;
    const width = gsm ? (septets[code] ?? 0) : units;
    if (used + width > limits.perPart) {
      starts.push(i);
      used = 0;
    }
    used += width;
    i += units;
  }
  return starts;
}

/** How many SMS parts the network carries (0 for an empty text). */
export function networkParts(text: string): number {
  return partStarts(text).length;
}

/** The texts of the network parts, in order, for the SMPP provider to send with concatenation headers. */
export function splitForNetwork(text: string): string[] {
  const starts = partStarts(text);
  return starts.map((start, n) => text.slice(start, starts[n + 1] ?? text.length));
}

/**
 * The length the product bills and limits: characters as the person typing sees them (an
 * emoji is one, € is one), not septets or code units.
 */
export function billingLength(text: string): number {
  return measure(text).characters;
}

/**
 * The longest message the user may send (section 5): 1,005 characters with the right to send
 * them (permission 42, held as the one access rule says: system managers and super-admins hold
 * every permission), else 536. The composer's counter and the server's estimate both ask this,
 * so the page never allows what the server refuses with -14.
 */
export const maxMessageLength = (sender: PermissionHolder, figures: BillingFigures = defaultBillingFigures): number =>
  holdsPermission(sender, Permission.longMessages1005) ? figures.maxLengthWithRight : figures.maxLength;

/**
 * Credits for one recipient: ceil(length / per credit). The rate follows the network's
 * encoding (any character outside GSM, not only Hebrew, takes the 269 rate), so a text
 * billed at the English rate is also one the network carries in GSM-7.
 */
export function creditsFor(text: string, figures: BillingFigures = defaultBillingFigures): number {
  const { characters, gsm } = measure(text);
  return creditsAtRate(Math.ceil(characters / (gsm ? figures.perCreditGsm : figures.perCreditUnicode)), figures.rates?.sms);
}

export interface MessageCost {
  /** Characters, as billed and limited. */
  length: number;
  /** The product's credits for one recipient. */
  credits: number;
  /** The network's SMS parts for one recipient. */
  parts: number;
  encoding: Encoding;
  maxLength: number;
  tooLong: boolean;
}

/** Characters one credit buys for a text in this encoding (the product's rule, not the network's). */
export const charactersPerCredit = (encoding: Encoding, figures: BillingFigures = defaultBillingFigures): number =>
  encoding === 'gsm7' ? figures.perCreditGsm : figures.perCreditUnicode;

/** The most characters each network part holds: a split message loses room to its concatenation header. */
export const networkPartSize = (encoding: Encoding, parts: number): number => (parts > 1 ? networkLimits[encoding].perPart : networkLimits[encoding].single);

/** Both counts for a text whose dynamic fields are filled and unsubscribe line added. */
/** `maxLength`: the user's limit, maxMessageLength(sender). */
export function messageCost(text: string, figures: BillingFigures = defaultBillingFigures, maxLength: number = figures.maxLength): MessageCost {
  const measured = measure(text);
  const { characters, gsm } = measured;
  return {
    length: characters,
    credits: creditsAtRate(Math.ceil(characters / (gsm ? figures.perCreditGsm : figures.perCreditUnicode)), figures.rates?.sms),
    parts: partStarts(text, measured).length,
    encoding: gsm ? 'gsm7' : 'ucs2',
    maxLength,
    tooLong: characters > maxLength,
  };
}

/** Languages the product writes in; the unsubscribe wording is chosen per message. */
export type MessageLanguage = 'he' | 'en' | 'ru' | 'ar';

/**
 * Unsubscribe by reply (option 2). The wording is a parameter because a Hebrew line makes
 * an English message UCS-2 (and billed at the Hebrew rate): write it in the message's
 * language. These defaults name a word `isOptOutReply` (consent.ts) accepts.
 */
export const unsubscribeReplyWordings: Readonly<Record<MessageLanguage, string>> = {
  he: 'להסרה השב הסר',
  en: 'To unsubscribe reply REMOVE',
  ru: 'Чтобы отписаться, ответьте STOP',
  ar: 'لإلغاء الاشتراك أرسل STOP',
};

/** Option 2: the reply line on its own line at the end. Its characters count like any other. */
export function appendUnsubscribeReply(text: string, wording: string = unsubscribeReplyWordings.he): string {
  return `${text}\n${wording}`;
}

/**
 * Option 3: the unsubscribe link on its own line at the end, after an optional label in
 * the message's language. Its length counts toward credits and parts, so the estimate
 * must use a link as long as the per-recipient one that will really be sent.
 */
export function appendUnsubscribeLink(text: string, link: string, label = ''): string {
  return `${text}\n${label ? `${label} ` : ''}${link}`;
}
