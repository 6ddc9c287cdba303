/**
 * Coupons (domain/coupons.ts): what a campaign keeps of its coupon, and the page a recipient
 * opens from their coupon link (campaigns/get-coupon, public). The link names the recipient,
 * so a unique coupon's code is derived from it here, never stored.
 */
import type { Campaign, GetCouponApiArg, GetCouponApiResponse } from '../../../contract/campaigns';
import { couponExpiresAt, usesCoupon } from '../../../domain/coupons';
import { formatIsraelDateTime } from '../../../domain/israelTime';
import type { Handler } from '../../http/handler';
import { countHit, rateRules, refuseOverLimit } from '../../http/rateLimit';
import { parseCampaignSettings, type KeptCoupon } from '../../campaigns/settings';
import { uniqueCouponCode } from './codes';
import { findLink } from './follow';
import { GetCoupon } from '../../../contract/statusCodes';

/** Only a checked coupon is kept (acceptance refuses the rest with invalidCoupon first). */
export function keptCoupon(coupon: Campaign['coupon']): KeptCoupon | undefined {
  if (!usesCoupon(coupon)) return undefined;
  const expiresAt = couponExpiresAt(coupon!.couponExpiration);
  if (expiresAt === null) return undefined;
  return { kind: coupon!.couponType === 'unique' ? 'unique' : 'general', text: coupon!.couponCode!.trim(), expiresAt };
}


const dayOf = (ms: number) => formatIsraelDateTime(ms).slice(0, 10);

export const getCoupon: Handler<GetCouponApiArg> = async ({ body }, ctx): Promise<GetCouponApiResponse> => {
  const rule = rateRules.couponMissesPerIp;
  await refuseOverLimit(ctx.db, rule, ctx.request.ip, ctx.now());
  const found = await findLink(ctx.db, body.code);
  if (!found || found.link.kind !== 'coupon' || found.link.campaign_id === null) {
    // Only codes that name nothing count: recipients opening their own coupons never reach the limit.
    await countHit(ctx.db, rule, ctx.request.ip, ctx.now());
    return { data: { status: GetCoupon.notFound } };
  }
  const campaign = await ctx.db.selectFrom('campaigns').select(['sender', 'settings']).where('id', '=', found.link.campaign_id).executeTakeFirst();
  const coupon = campaign ? parseCampaignSettings(campaign.settings).coupon : undefined;
  if (!campaign || !coupon) return { data: { status: GetCoupon.notFound } };
  const { recipient } = found;
  return {
    data: {
      status: coupon.expiresAt > ctx.now() ? GetCoupon.good : GetCoupon.expired,
      text: coupon.text,
      expiresOn: dayOf(coupon.expiresAt),
      sender: campaign.sender,
      ...(coupon.kind === 'unique' ? (recipient ? { code: uniqueCouponCode(found.link, recipient.seq) } : { isSample: true }) : {}),
    },
  };
};
