/**
 * create-short-url: the composer shortens a link before putting it in a message. A general
 * link is one code for everyone (a year); a personal image/link is a campaign link: the
 * campaign that sends it gives each recipient its own code (recipientLinks.ts).
 * Reuse: url_unique_hash names a link made before (the composer sends it back while the
 * same campaign is edited). The same address answers the same link; a campaign link not yet
 * sent may take a new address; anything else gets a new link, since a link given out keeps
 * its target. A campaign link belongs to a campaign from the moment one is accepted with it
 * in its content (store.ts takeCampaignLinks); another campaign's link answers -2.
 */
import type { CreateShortUrlApiArg, CreateShortUrlApiResponse, ShortLink } from '../../../contract/files';
import { formatIsraelDateTime } from '../../../domain/israelTime';
import { accountOf } from '../../http/account';
import { HttpError, notFound } from '../../http/envelope';
import type { Handler } from '../../http/handler';
import { linkBaseOf, publicHostOf } from './base';
import { insertLink, isCampaignKind, personalKinds, type ShortLinkRow } from './store';
import { CreateShortUrl } from '../../../contract/statusCodes';


/** The target as a link a phone can open: http(s), a host with a dot; "www.shop.co.il" gets https. */
export function targetUrl(raw: string): string | null {
  const text = raw.trim();
  if (!text || /\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname.includes('.') || url.hostname.startsWith('.') || url.hostname.endsWith('.')) return null;
    return withScheme;
  } catch {
    return null;
  }
}

const answerOf = (row: ShortLinkRow, clicks: number): ShortLink => ({
  hash: row.handle,
  url: row.url,
  shortUrl: row.short_url,
  type: row.kind === 'unsubscribe' ? 'personalLink' : row.kind,
  createdOn: formatIsraelDateTime(row.created_at),
  expiresOn: formatIsraelDateTime(row.expires_at),
  clicks,
});

export const createShortUrl: Handler<CreateShortUrlApiArg> = async ({ body }, ctx): Promise<CreateShortUrlApiResponse> => {
  const account = accountOf(ctx.user!);
  const now = ctx.now();
  const url = targetUrl(body.url);
  if (!url) return { data: { status: CreateShortUrl.notALink } };
  const kind = body.type ?? 'general';
  if (body.campaignId !== undefined) {
    const campaign = await ctx.db.selectFrom('campaigns').select('id').where('id', '=', body.campaignId).where('account_id', '=', account).executeTakeFirst();
    if (!campaign) throw notFound();
  }
  try {
    const link = await ctx.db.transaction().execute(async (trx): Promise<ShortLinkRow | null> => {
      if (body.url_unique_hash !== undefined) {
        const known = await trx.selectFrom('short_links').selectAll().where('handle', '=', body.url_unique_hash).where('account_id', '=', account).executeTakeFirst();
        if (!known || known.kind === 'unsubscribe' || known.kind === 'coupon') return null;
        // A general link is one code for everyone: another campaign having sent it does not make it theirs alone.
        if (isCampaignKind(known.kind) && known.campaign_id !== null && known.campaign_id !== body.campaignId) return null;
        const live = known.expires_at > now;
        if (live && known.kind === kind && known.url === url) return known;
        if (live && known.kind === kind && personalKinds.includes(kind) && known.sent_at === null) {
          await trx.updateTable('short_links').set({ url }).where('id', '=', known.id).execute();
          return { ...known, url };
        }
      }
      return insertLink(trx, { account, kind, url, base: linkBaseOf(publicHostOf(ctx)), now });
    });
    if (!link) return { data: { status: CreateShortUrl.missingOrTaken } };
    const clicks = await ctx.db
      .selectFrom('short_link_clicks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('link_id', '=', link.id)
      .where('kind', '=', 'person')
      .executeTakeFirstOrThrow();
    return { data: { status: CreateShortUrl.created, shortLink: answerOf(link, Number(clicks.n)), url_unique_hash: link.handle } };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    ctx.request.log.error({ err: error }, 'short link could not be made');
    return { data: { status: CreateShortUrl.error } };
  }
};
