/**
 * What a push URL may be (spec section 3 "Push URL"), checked by the push-API page before it
 * asks and by add-new-push-url (-3) before it saves. Whether its host is public is the
 * server's rule alone (messaging/webhooks/publicAddress.ts): it needs DNS, and it is checked
 * again at every send.
 */

/** The longest address the contract takes. */
export const pushUrlMaxLength = 2000;

/** A URL the sender can POST to: absolute, http or https, with a host. */
export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}
