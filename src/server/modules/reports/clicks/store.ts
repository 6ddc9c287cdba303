/**
 * Click figures of campaigns' tracked links (personal links and images, and the general links
 * their text carried). Every count reads the click index (link_id, kind, at) within the
 * campaign's own links, never the whole table. A recipient's click is a person's (not a bot's
 * or a link preview's) on that recipient's own code; a campaign link opened by its bare code
 * (a test send) names no recipient and counts for nobody. A general link is one code for
 * everyone: a person's click on it counts, though it names no recipient (so it adds to clicks,
 * not to unique clickers). The unsubscribe link is not a tracked link: its clicks are
 * removals, not interest.
 */
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../../db/database';
import type { ClickKind, Database, ShortLinkKind } from '../../../db/schema';
import { takenKinds } from '../../links/store';

export interface TrackedLink {
  id: number;
  campaignId: number;
  kind: ShortLinkKind;
  url: string;
  shortUrl: string;
  handle: string;
  sentAt: number | null;
}

export async function trackedLinksOf(db: Db, campaignIds: readonly number[]): Promise<TrackedLink[]> {
  if (!campaignIds.length) return [];
  const rows = await db
    .selectFrom('short_links')
    .select(['id', 'campaign_id', 'kind', 'url', 'short_url', 'handle', 'sent_at'])
    .where('campaign_id', 'in', [...campaignIds])
    .where('kind', 'in', [...takenKinds])
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, campaignId: r.campaign_id!, kind: r.kind, url: r.url, shortUrl: r.short_url, handle: r.handle, sentAt: r.sent_at === null ? null : Number(r.sent_at) }));
}

const linkIdsOf = (links: readonly TrackedLink[]) => links.map((l) => l.id);

/** A person's click that counts: on a recipient's own code, or on a general link (which has no other). */
function countedClick(eb: ExpressionBuilder<Database, 'short_link_clicks'>, links: readonly TrackedLink[]) {
  const general = links.filter((l) => l.kind === 'general').map((l) => l.id);
  return general.length ? eb.or([eb('seq', 'is not', null), eb('link_id', 'in', general)]) : eb('seq', 'is not', null);
}

/** Clicks by kind over the links (people counted only on a recipient's code). */
export async function clicksByKind(db: Db, links: readonly TrackedLink[]): Promise<Record<ClickKind, number>> {
  const counts: Record<ClickKind, number> = { person: 0, preview: 0, bot: 0 };
  if (!links.length) return counts;
  const rows = await db
    .selectFrom('short_link_clicks')
    .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
    .where('link_id', 'in', linkIdsOf(links))
    .where((eb) => eb.or([eb('kind', '!=', 'person'), countedClick(eb, links)]))
    .groupBy('kind')
    .execute();
  for (const r of rows) counts[r.kind] = Number(r.n);
  return counts;
}

export interface PersonClicks {
  clicks: number;
  uniqueClicks: number;
}

/** People's clicks and distinct recipients who clicked, per key (a link's id or its campaign's). */
export async function personClicksBy(db: Db, links: readonly TrackedLink[], by: 'link' | 'campaign'): Promise<Map<number, PersonClicks>> {
  const result = new Map<number, PersonClicks>();
  if (!links.length) return result;
  const key = by === 'link' ? 'short_link_clicks.link_id' : 'short_link_clicks.campaign_id';
  const rows = await db
    .selectFrom('short_link_clicks')
    .select([`${key} as key`, (eb) => eb.fn.countAll<number>().as('clicks'), (eb) => eb.fn.count<number>('seq').distinct().as('uniq')])
    .where('link_id', 'in', linkIdsOf(links))
    .where('kind', '=', 'person')
    .where((eb) => countedClick(eb, links))
    .groupBy(key)
    .execute();
  for (const r of rows) result.set(Number(r.key), { clicks: Number(r.clicks), uniqueClicks: Number(r.uniq) });
  return result;
}

export interface Clicker {
  seq: number;
  phone: string;
  clicks: number;
  firstAt: number;
  lastAt: number;
  userAgent: string;
}

/** The recipients who clicked, most recent first, a page at a time; phoneDigits narrows to numbers containing them. */
export async function clickersOf(db: Db, links: readonly TrackedLink[], options: { phoneDigits?: string; limit: number; offset: number }): Promise<{ total: number; clickers: Clicker[] }> {
  if (!links.length) return { total: 0, clickers: [] };
  let base = db.selectFrom('short_link_clicks').where('link_id', 'in', linkIdsOf(links)).where('kind', '=', 'person').where('seq', 'is not', null);
  if (options.phoneDigits) base = base.where('phone', 'like', `%${options.phoneDigits}%`);
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.count<number>('seq').distinct().as('total')).executeTakeFirstOrThrow(),
    base
      .select(['seq', (eb) => eb.fn.max('phone').as('phone'), (eb) => eb.fn.countAll<number>().as('clicks'), (eb) => eb.fn.min('at').as('first_at'), (eb) => eb.fn.max('at').as('last_at')])
      .groupBy('seq')
      .orderBy(sql`max(at)`, 'desc')
      .orderBy('seq')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
  ]);
  const seqs = rows.map((r) => r.seq!);
  // The browser each clicker used last: read for this page only.
  const agents = new Map<number, string>();
  if (seqs.length) {
    const clicks = await db
      .selectFrom('short_link_clicks')
      .select(['seq', 'user_agent'])
      .where('link_id', 'in', linkIdsOf(links))
      .where('kind', '=', 'person')
      .where('seq', 'in', seqs)
      .orderBy('at')
      .orderBy('id')
      .execute();
    for (const c of clicks) agents.set(c.seq!, c.user_agent);
  }
  return {
    total: Number(total),
    clickers: rows.map((r) => ({ seq: r.seq!, phone: String(r.phone ?? ''), clicks: Number(r.clicks), firstAt: Number(r.first_at), lastAt: Number(r.last_at), userAgent: agents.get(r.seq!) ?? '' })),
  };
}

const hourMs = 3_600_000;

/** People's clicks per hour (Israel's offset is whole hours, so hours group the same on both clocks). */
export async function personClicksPerHour(db: Db, links: readonly TrackedLink[]): Promise<{ hourStart: number; clicks: number }[]> {
  if (!links.length) return [];
  const hour = sql<number>`(at / ${sql.lit(hourMs)})`;
  const rows = await db
    .selectFrom('short_link_clicks')
    .select([hour.as('hour'), (eb) => eb.fn.countAll<number>().as('clicks')])
    .where('link_id', 'in', linkIdsOf(links))
    .where('kind', '=', 'person')
    .where((eb) => countedClick(eb, links))
    .groupBy(hour)
    .orderBy(hour)
    .execute();
  return rows.map((r) => ({ hourStart: Math.floor(Number(r.hour)) * hourMs, clicks: Number(r.clicks) }));
}
