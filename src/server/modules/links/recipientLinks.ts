/**
 * Each recipient's own links when a campaign's messages are made: no row per recipient, only
 * a derived code (codes.ts) that the redirect resolves through campaign_recipients.
 */
import type { Db } from '../../db/database';
import type { CampaignLinkBook } from '../../messaging/hooks';
import type { RecipientLinks } from '../../../domain/messageText';
import { recipientCode } from './codes';
import { extendCampaignLinks, linksOfCampaign, personalKinds, type ShortLinkRow } from './store';

const noLinks: RecipientLinks = {};

export async function campaignLinkBook(db: Db, campaignId: number): Promise<CampaignLinkBook> {
  const rows = await linksOfCampaign(db, campaignId);
  const personal = rows.filter((r) => personalKinds.includes(r.kind));
  const unsubscribe: ShortLinkRow | undefined = rows.find((r) => r.kind === 'unsubscribe');
  const coupon: ShortLinkRow | undefined = rows.find((r) => r.kind === 'coupon');
  const address = (link: ShortLinkRow, seq: number) => link.short_url.slice(0, -link.code.length) + recipientCode(link, seq);
  return {
    personalLinks: personal.map((r) => r.short_url),
    hasUnsubscribe: unsubscribe !== undefined,
    hasCoupon: coupon !== undefined,
    markSent: (tx, now) => (rows.length ? extendCampaignLinks(tx, campaignId, now) : Promise.resolve()),
    forRecipient: rows.length
      ? (seq) => ({
          unsubscribe: unsubscribe ? address(unsubscribe, seq) : undefined,
          coupon: coupon ? address(coupon, seq) : undefined,
          suffixes: personal.map((link) => recipientCode(link, seq).slice(link.code.length)),
        })
      : () => noLinks,
  };
}
