/**
 * A coupon in a text campaign (sections 3, 9: coupon {useCoupon, couponType, couponCode,
 * couponExpiration}, "Coupon 600 characters"). The spec gives only the fields and the limit;
 * what is decided here: a coupon is a page each recipient opens from their own link, added
 * on its own line at the end of the message (before the unsubscribe line). The page shows the
 * coupon's text (couponCode, up to 600 characters: the offer and, for a general coupon, the code
 * to show at the till) and the date it is good until; a "unique" coupon also shows the
 * recipient's own code, derived from their link (server links/couponCodes.ts), so no list of
 * codes is kept and the same recipient always sees the same code. After its date the page
 * says the coupon expired. The composer and the server measure the same line with this file.
 */
import { fromIsraelWallTime, parseIsraelDateTime } from './israelTime';

export const maxCouponTextLength = 600;
export type CouponKind = 'general' | 'unique';
export const couponKinds: readonly CouponKind[] = ['general', 'unique'];
/**
 * A unique code: the recipient's number in the campaign, mixed (6 characters), and a signature (4), in
 * letters and digits without look-alikes (0/O, 1/I/L), so it is read aloud at a till without
 * mistakes; two recipients of a campaign never share one, and one cannot be made up.
 */
export const uniqueCouponAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const uniqueCouponCodeParts = { seq: 6, signature: 4 } as const;

export interface CouponChoice {
  useCoupon?: boolean;
  couponType?: string;
  couponCode?: string;
  couponExpiration?: string;
}

export type CouponProblem = 'campaigns.coupon.textRequired' | 'campaigns.coupon.textTooLong' | 'campaigns.coupon.invalidType' | 'campaigns.coupon.expiryRequired' | 'campaigns.coupon.expiryBeforeSend';

/** The last moment a coupon is good: the end of its day (DD/MM/YYYY), Israel time; null when unreadable. */
export function couponExpiresAt(expiration: string | undefined): number | null {
  const day = (expiration ?? '').trim().split(/\s+/)[0] ?? '';
  if (parseIsraelDateTime(day) === null) return null;
  const [d, m, y] = day.split('/').map(Number) as [number, number, number];
  // The next day's midnight less a millisecond: the day's end, even on a clock-change day.
  return fromIsraelWallTime(y, m, d + 1) - 1;
}

/** Whether the campaign carries a coupon. */
export const usesCoupon = (coupon: CouponChoice | undefined): boolean => coupon?.useCoupon === true;

/**
 * What is wrong with a campaign's coupon: the text is required and at most 600 characters,
 * the type is general or unique, and the coupon must still be good when the campaign sends
 * (`sendAt`, the first send time).
 */
export function couponProblem(coupon: CouponChoice | undefined, sendAt: number): CouponProblem | null {
  if (!usesCoupon(coupon)) return null;
  const text = coupon!.couponCode?.trim() ?? '';
  if (!text) return 'campaigns.coupon.textRequired';
  if (text.length > maxCouponTextLength) return 'campaigns.coupon.textTooLong';
  if (!(couponKinds as readonly string[]).includes(coupon!.couponType ?? 'general')) return 'campaigns.coupon.invalidType';
  const expires = couponExpiresAt(coupon!.couponExpiration);
  if (expires === null) return 'campaigns.coupon.expiryRequired';
  return expires > sendAt ? null : 'campaigns.coupon.expiryBeforeSend';
}

/** The coupon's line: its link alone on a line, so the recipient's phone makes it tappable. */
export function appendCouponLink(text: string, link: string): string {
  return `${text}\n${link}`;
}
