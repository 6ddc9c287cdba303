/**
 * The composer's coupon (domain/coupons.ts) and the contract field it becomes. The coupon's
 * link is added by the server on its own line at the end of each message; the composer
 * measures that line with the same length (domain/messageText.ts).
 */
import type { Coupon } from '../../../api/generated/campaigns';
import type { CouponKind } from '../../../../domain/coupons';

export interface CouponForm {
  use: boolean;
  kind: CouponKind;
  /** What the coupon page shows: the offer, and for a general coupon its code. */
  text: string;
  /** DD/MM/YYYY, the last day it is good; '' until chosen. */
  expiration: string;
}

export const emptyCoupon: CouponForm = { use: false, kind: 'general', text: '', expiration: '' };

export const couponFields = (c: CouponForm): Coupon | undefined =>
  c.use ? { useCoupon: true, couponType: c.kind, couponCode: c.text.trim(), couponExpiration: c.expiration } : undefined;

export const couponOf = (c: Coupon | undefined): CouponForm =>
  c?.useCoupon ? { use: true, kind: c.couponType === 'unique' ? 'unique' : 'general', text: c.couponCode ?? '', expiration: c.couponExpiration ?? '' } : emptyCoupon;
