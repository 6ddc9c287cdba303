/**
 * The composer's further options and the contract fields they become. The server honours the
 * temporary block, the filters, overseas, the retries (recipients.ts, the dispatcher) and the
 * automatic answers to replies (modules/autoReply), and the coupon (links/coupons.ts).
 */
import type { AutoReplyRow, Campaign } from '../../../api/generated/campaigns';
import { couponFields, couponOf, emptyCoupon, type CouponForm } from './coupon';

export interface AutoReply {
  type: string;
  text: string;
  answer: string;
}

export interface CampaignOptions {
  /** 0 (no block) to 14 days: numbers that got a campaign lately are skipped. */
  temporaryBlacklistDays: number;
  retryCount: number;
  /** Minutes between attempts. */
  retryInterval: number;
  contactListsFiltering: number[];
  campaignsFiltering: number[];
  overseasFiltering: boolean;
  allowResponse: boolean;
  autoReplies: AutoReply[];
  coupon: CouponForm;
}

export const maxRetries = 5;

export const emptyOptions: CampaignOptions = {
  temporaryBlacklistDays: 0,
  retryCount: 0,
  retryInterval: 30,
  contactListsFiltering: [],
  campaignsFiltering: [],
  overseasFiltering: false,
  allowResponse: false,
  autoReplies: [],
  coupon: emptyCoupon,
};

export function optionFields(o: CampaignOptions): Partial<Campaign> {
  const coupon = couponFields(o.coupon);
  const replies: AutoReplyRow[] = o.autoReplies.filter((r) => r.text.trim() && r.answer.trim()).map((r) => ({ type: r.type, text: r.text.trim(), answer: r.answer.trim() }));
  return {
    temporaryBlacklistDays: o.temporaryBlacklistDays,
    contactListsFiltering: o.contactListsFiltering,
    campaignsFiltering: o.campaignsFiltering,
    overseasFiltering: o.overseasFiltering,
    ...(o.retryCount > 0 ? { retryCount: o.retryCount, retryInterval: o.retryInterval } : {}),
    ...(o.allowResponse ? { allow_response: true, autoReplyData: replies } : {}),
    ...(coupon ? { coupon } : {}),
  };
}

export function optionsOf(c: Campaign): CampaignOptions {
  return {
    temporaryBlacklistDays: c.temporaryBlacklistDays ?? 0,
    retryCount: c.retryCount ?? 0,
    retryInterval: c.retryInterval ?? emptyOptions.retryInterval,
    contactListsFiltering: c.contactListsFiltering ?? [],
    campaignsFiltering: c.campaignsFiltering ?? [],
    overseasFiltering: Boolean(c.overseasFiltering),
    allowResponse: Boolean(c.allow_response),
    autoReplies: (c.autoReplyData ?? []).map((r) => ({ type: r.type ?? 'contains', text: r.text ?? '', answer: r.answer ?? '' })),
    coupon: couponOf(c.coupon),
  };
}
