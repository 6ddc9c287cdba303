/**
 * GET /s/{code}: a short link was opened. The click is recorded (with the recipient of a
 * personal link, its user agent, and whether a person, a link preview or a bot opened it) and
 * the visitor sent on with 302: to the target, to /remove?h=… for an unsubscribe link, to
 * /coupon/{code} for a coupon link (whose page, not the link, says when the coupon ended), to
 * /link-expired past the link's life, or to /link-not-found for a code that is not ours —
 * including a recipient code whose signature does not match (someone changed characters).
 */
import type { Db } from '../../db/database';
import type { Handler, RequestContext } from '../../http/handler';
import { enqueueWebhookEvents } from '../../messaging/webhooks';
import { unsubscribeHash, unsubscribeSecretOf } from '../blacklist/unsubscribeLink';
import { clickKind } from './clickKind';
import { parseCode, signatureMatches } from './codes';
import type { ShortLinkRow } from './store';

export const linkExpiredPage = '/link-expired';
export const linkNotFoundPage = '/link-not-found';
export const couponPage = '/coupon';

interface Recipient {
  campaignId: number;
  seq: number;
  phone: string;
}

type Found = { link: ShortLinkRow; recipient: Recipient | null } | null;

export async function findLink(db: Db, code: string): Promise<Found> {
  const parsed = parseCode(code);
  if (!parsed) return null;
  if (parsed.kind !== 'recipient') {
    const link = await db.selectFrom('short_links').selectAll().where('code', '=', parsed.code).executeTakeFirst();
    // A campaign link's own code works alone (a test send), except an unsubscribe link's: it names nobody.
    if (!link || link.kind === 'unsubscribe' || (parsed.kind === 'general') !== (link.kind === 'general')) return null;
    return { link, recipient: null };
  }
  const link = await db.selectFrom('short_links').selectAll().where('code', '=', parsed.templateCode).executeTakeFirst();
  if (!link || link.kind === 'general' || link.campaign_id === null || !signatureMatches(link, parsed.seq, parsed.signature)) return null;
  const row = await db.selectFrom('campaign_recipients').select('phone').where('campaign_id', '=', link.campaign_id).where('seq', '=', parsed.seq).executeTakeFirst();
  return row ? { link, recipient: { campaignId: link.campaign_id, seq: parsed.seq, phone: row.phone } } : null;
}

function destination(ctx: RequestContext, code: string, link: ShortLinkRow, recipient: Recipient | null, now: number): string {
  if (link.kind === 'coupon') return `${couponPage}/${code}`;
  if (link.kind !== 'unsubscribe') return link.url;
  // The hash is issued now and lives its own 30 days, so the /remove page works for a while after the click.
  return `/remove?h=${encodeURIComponent(unsubscribeHash(unsubscribeSecretOf(ctx.config), link.account_id, recipient!.phone, now))}`;
}

export const followShortLink: Handler<{ code: string }> = async ({ code }, ctx) => {
  const now = ctx.now();
  const found = await findLink(ctx.db, code);
  let location = linkNotFoundPage;
  if (found && found.link.expires_at <= now && found.link.kind !== 'coupon') location = linkExpiredPage;
  else if (found) {
    const userAgent = ctx.request.headers['user-agent'] ?? '';
    const kind = clickKind(userAgent);
    const { link, recipient } = found;
    // A general link names no recipient: its click counts for the campaign that took it (store.ts takenKinds).
    // A campaign link opened by its bare code (a test send) counts for nobody.
    const campaignId = recipient?.campaignId ?? (link.kind === 'general' ? link.campaign_id : null);
    // The click and its webhook event (for a person's click, not a preview's) are written together.
    await ctx.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('short_link_clicks')
        .values({ link_id: link.id, campaign_id: campaignId, seq: recipient?.seq ?? null, phone: recipient?.phone ?? null, kind, user_agent: userAgent.slice(0, 512), at: now })
        .execute();
      if (kind === 'person') {
        await enqueueWebhookEvents(tx, [{ accountId: link.account_id, type: 'click', at: now, data: { url: link.url, shortUrl: link.short_url, campaignId: recipient?.campaignId ?? link.campaign_id, phone: recipient?.phone ?? null } }]);
      }
    });
    location = destination(ctx, code, found.link, found.recipient, now);
  }
  // Every open must reach us to be counted, and the personal code must not leak to the target site.
  ctx.reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(location, 302);
};
