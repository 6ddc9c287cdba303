/**
 * How long a short link is (section 5), and where one ends in a text. Shared by the server,
 * which makes the codes and finds the links a campaign takes, and the composer, which
 * measures before any code exists: the estimate shown must count a link exactly as long as
 * the one that will be sent, and both sides must see the same links in the same text.
 */

/**
 * Short-link codes, by kind. A general link is its own random code; a campaign link (personal
 * image/link, unsubscribe) is a template code, and each recipient's code is the template code,
 * the recipient's seq and a signature (server modules/links/codes.ts), always of the same length.
 */
export const shortLinkCodeLength = { general: 7, template: 5, recipient: 16 } as const;

/** `base` is the product's origin (https://host), the same for every link of a campaign. */
export const shortUrlFor = (base: string, code: string) => `${base}/s/${code}`;

/** A recipient's unsubscribe link as long as the real one, for counting before the codes exist. */
export const placeholderRecipientLink = (base: string) => shortUrlFor(base, 'x'.repeat(shortLinkCodeLength.recipient));

/**
 * Where a link ends: at the first character that cannot continue its code. A longer code
 * that starts alike (…/s/abcde in …/s/abcdeF) is another link, and '-' or '_' are read as
 * part of a link by messengers, so a link followed by one is not this link either.
 */
const linkEnd = '(?![A-Za-z0-9_-])';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** These short URLs, each only where it ends (global: for replacing every one). */
export const shortUrlsPattern = (urls: readonly string[]): RegExp => new RegExp(`(${urls.map(escapeRegExp).join('|')})${linkEnd}`, 'g');

/** Whether the text holds the short URL as a whole link (not the start of a longer code). */
export const appearsIn = (text: string, shortUrl: string): boolean => new RegExp(`${escapeRegExp(shortUrl)}${linkEnd}`).test(text);

export interface FoundShortLink {
  /** What the text has: from the origin (when written with one) to the code's end. */
  url: string;
  code: string;
  /** Whether the text names the link with its origin (https://host/s/…), as the composer writes it. */
  withOrigin: boolean;
}

/**
 * The short links a text holds, each once, in the order written: after `{base}/s/` when a
 * base is given, else after /s/ on any origin (or none); codes of `length` letters and digits,
 * or of any length.
 */
export function shortLinksIn(text: string, options: { base?: string; length?: number } = {}): FoundShortLink[] {
  const origin = options.base === undefined ? '(https?://[^\\s/]+)?' : `(${escapeRegExp(options.base)})`;
  const code = options.length === undefined ? '+' : `{${options.length}}`;
  const found = new Map<string, FoundShortLink>();
  for (const m of text.matchAll(new RegExp(`${origin}/s/([0-9A-Za-z]${code})${linkEnd}`, 'g'))) {
    if (!found.has(m[0])) found.set(m[0], { url: m[0], code: m[2] ?? '', withOrigin: m[1] !== undefined });
  }
  return [...found.values()];
}

/** The distinct codes of short links in a text (see shortLinksIn). */
export const shortLinkCodesIn = (text: string, options: { base?: string; length?: number } = {}): string[] => [...new Set(shortLinksIn(text, options).map((l) => l.code))];

/**
 * The short URLs of a campaign's personal links in its text: those the composer made, and
 * any campaign link (template code's length; a general link's code is longer) of ours, since
 * the server takes such links of the account as the campaign's personal links (server
 * links/store.ts) — so a text from a template or an older draft counts them too.
 */
export function personalLinksIn(text: string, madePersonalUrls: readonly string[]): string[] {
  const campaignLinks = shortLinksIn(text, { length: shortLinkCodeLength.template })
    .filter((l) => l.withOrigin)
    .map((l) => l.url);
  return [...new Set([...madePersonalUrls, ...campaignLinks])].filter((url) => appearsIn(text, url));
}
