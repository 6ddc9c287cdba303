/**
 * How long a short link is (section 5). Shared by the server, which makes the codes, and the
 * composer, which measures the unsubscribe line before any code exists: the estimate shown
 * must count a link exactly as long as the one that will be sent.
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
