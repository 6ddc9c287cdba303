/**
 * The consent record (issue 21): one opt-out per account and number, whatever channel it came
 * by, kept with its evidence — the channel, how it was asked, the text received, when and who.
 * This file holds what both sides name: the channels and ways, and the rule that reads a reply
 * in free text as an opt-out.
 */

/** Where the opt-out came from. */
export const consentChannels = ['sms', 'voice', 'whatsapp', 'web', 'support', 'import'] as const;
export type ConsentChannel = (typeof consentChannels)[number];

/**
 * How it was asked: a reply in words, the message's removal link, the account's own user or
 * support typing it, the chat's "blacklist this number", a file; `beforeConsentRecord` for the
 * opt-outs written before evidence was kept (migration 0058), whose old source still says how.
 */
export const consentWays = ['reply', 'link', 'unsubscribePage', 'accountUser', 'supportUser', 'chat', 'file', 'beforeConsentRecord'] as const;
export type ConsentWay = (typeof consentWays)[number];

export const isConsentChannel = (value: string): value is ConsentChannel => (consentChannels as readonly string[]).includes(value);
export const isConsentWay = (value: string): value is ConsentWay => (consentWays as readonly string[]).includes(value);

/** The evidence an opt-out is kept with (the time and the user are the record's own columns). */
export interface ConsentEvidence {
  channel: ConsentChannel;
  how: ConsentWay;
  /** What the recipient wrote, when they wrote something. */
  text?: string | null;
  campaignId?: number | null;
}

/** The longest text received kept as evidence: an opt-out reply is a few words, the rest is noise. */
export const evidenceTextLimit = 500;

/**
 * A reply reduced to its words: compatibility forms folded (NFKD), diacritics dropped (Hebrew
 * niqqud, Arabic tashkeel and the hamza on alef, Latin and Cyrillic accents), invisible format
 * characters dropped (the right-to-left and zero-width marks phones add), Arabic tatweel and
 * alef maqsura folded, lower case, punctuation and symbols (emoji too) turned to spaces.
 */
export function replyWords(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\p{M}\p{Cf}\u0640]/gu, '')
    .replace(/\u0649/g, '\u064A')
    .toLocaleLowerCase()
    .replace(/[\p{P}\p{S}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words of courtesy that may stand around a request without changing it. */
const courtesy = ['please', 'pls', 'plz', 'thanks', 'thank you', 'בבקשה', 'תודה', 'пожалуйста', 'спасибо', 'من فضلك', 'لو سمحت', 'رجاء', 'شكرا'].map(replyWords);

/** Whole requests to be removed, in the four languages the product writes in. */
const optOutPhrases = new Set(
  [
    ...['הסר', 'הסרה', 'הסירו', 'להסרה', 'הסר אותי', 'הסירו אותי', 'תסיר אותי', 'תסירו אותי', 'הסר מהרשימה', 'הסירו מהרשימה', 'הסר אותי מהרשימה', 'הסירו אותי מהרשימה', 'עצור'],
    ...['stop', 'remove', 'remove me', 'unsubscribe', 'unsubscribe me', 'opt out', 'optout', 'stop all', 'stop messages', 'stop sending', 'remove me from the list', 'remove me from your list', 'take me off', 'take me off the list', 'take me off your list'],
    ...['стоп', 'отписаться', 'отписка', 'отпишите', 'отпишите меня', 'хочу отписаться', 'удалить', 'удалите', 'удалите меня', 'удалите мой номер'],
    ...['إلغاء', 'إلغاء الاشتراك', 'الغاء', 'الغاء الاشتراك', 'إيقاف', 'ايقاف', 'أوقف', 'توقف', 'احذفني', 'أريد إلغاء الاشتراك'],
  ].map(replyWords),
);

/**
 * Whether a reply asks to be removed. The rule: the WHOLE reply, reduced to its words
 * (replyWords) and without words of courtesy ("please remove me", "הסר בבקשה", "STOP, thanks"),
 * is one of the opt-out phrases. A reply that only contains such a word inside a sentence of its
 * own ("I will stop by tomorrow", "למה הסרתם את המבצע?") does not opt out: a person who wants out
 * writes the request, and reading it into a conversation would silence customers who did not ask.
 */
export function isOptOutReply(reply: string): boolean {
  let words = ` ${replyWords(reply)} `;
  let before: string;
  do {
    before = words;
    for (const word of courtesy) words = words.replace(` ${word} `, ' ');
  } while (words !== before);
  return optOutPhrases.has(words.trim());
}

/** The text received as it is kept: trimmed and bounded. */
export const evidenceText = (text: string | null | undefined): string | null => (text ? text.trim().slice(0, evidenceTextLimit) : null);
