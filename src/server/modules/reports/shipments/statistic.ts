/**
 * A shipment's (or a whole campaign's) statistic for its charts: delivered, not delivered and
 * pending, clicks by people (bots and link previews are not clicks) and replies. The figures
 * add up: total = delivered + notDelivered + pending, where pending is every recipient whose
 * message has no final outcome yet (not made, queued, with the SMSC); blocked, kosher and the
 * other refusals of section 4 are part of notDelivered and also counted apart in `blocked`.
 * Everything is read by campaign id through indexes (messages_campaign, short_link_clicks by
 * campaign, incoming_messages_campaign): a campaign's own rows, never the whole table.
 */
import { sql } from 'kysely';
import type { Statistic, StatisticPoint } from '../../../../contract/reports';
import { formatIsraelDateTime } from '../../../../domain/israelTime';
import type { Db } from '../../../db/database';
import type { MessageStatus } from '../../../db/schema';
import { reportStatus } from '../messages/statuses';

const hourMs = 3_600_000;
/** Past two days the chart shows days instead of hours. */
const hourlyUpToHours = 48;
const blockedStatuses = new Set(['blocked', 'blockedOnRequest', 'blockedByOperator', 'adsBlocked', 'kosher']);

/** The contract's DeliveryStatus of a message row; a final one by the sms-report's own table (one rule for both). */
export function shownDeliveryStatus(status: MessageStatus, deliveryStatus: string | null): string {
  if (status === 'failed' || status === 'delivered') return reportStatus({ status, delivery_status: deliveryStatus, error: null });
  return status === 'uncertain' ? 'submitting' : status;
}

export interface Counts {
  made: number;
  delivered: number;
  notDelivered: number;
  blocked: number;
  byStatus: Record<string, number>;
  clicks: number;
  replies: number;
}

const emptyCounts = (): Counts => ({ made: 0, delivered: 0, notDelivered: 0, blocked: 0, byStatus: {}, clicks: 0, replies: 0 });

/** Each send's counts, in three grouped queries whatever the number of sends. */
export async function countsByCampaign(db: Db, ids: readonly number[]): Promise<Map<number, Counts>> {
  const counts = new Map<number, Counts>(ids.map((id) => [id, emptyCounts()]));
  if (!ids.length) return counts;
  const list = [...ids];
  const [messages, clicks, replies] = await Promise.all([
    db.selectFrom('messages').select(['campaign_id', 'status', 'delivery_status', (eb) => eb.fn.countAll<number>().as('n')]).where('campaign_id', 'in', list).groupBy(['campaign_id', 'status', 'delivery_status']).execute(),
    db.selectFrom('short_link_clicks').select(['campaign_id', (eb) => eb.fn.countAll<number>().as('n')]).where('campaign_id', 'in', list).where('kind', '=', 'person').groupBy('campaign_id').execute(),
    db.selectFrom('incoming_messages').select(['campaign_id', (eb) => eb.fn.countAll<number>().as('n')]).where('campaign_id', 'in', list).groupBy('campaign_id').execute(),
  ]);
  for (const row of messages) {
    const c = counts.get(row.campaign_id)!;
    const n = Number(row.n);
    const shown = shownDeliveryStatus(row.status, row.delivery_status);
    c.made += n;
    c.byStatus[shown] = (c.byStatus[shown] ?? 0) + n;
    if (row.status === 'delivered') c.delivered += n;
    else if (row.status === 'failed') {
      c.notDelivered += n;
      if (row.delivery_status && blockedStatuses.has(row.delivery_status)) c.blocked += n;
    }
  }
  for (const row of clicks) if (row.campaign_id !== null) counts.get(row.campaign_id)!.clicks = Number(row.n);
  for (const row of replies) if (row.campaign_id !== null) counts.get(row.campaign_id)!.replies = Number(row.n);
  return counts;
}

export function sumCounts(all: Iterable<Counts>): Counts {
  const sum = emptyCounts();
  for (const c of all) {
    sum.made += c.made;
    sum.delivered += c.delivered;
    sum.notDelivered += c.notDelivered;
    sum.blocked += c.blocked;
    sum.clicks += c.clicks;
    sum.replies += c.replies;
    for (const [k, v] of Object.entries(c.byStatus)) sum.byStatus[k] = (sum.byStatus[k] ?? 0) + v;
  }
  return sum;
}

/** The statistic of `recipients` recipients (messages not made yet are pending, shown as queued). */
export function statisticFrom(counts: Counts, recipients: number, credits: number, overTime?: StatisticPoint[]): Statistic {
  const total = Math.max(recipients, counts.made);
  const byStatus = { ...counts.byStatus };
  if (total > counts.made) byStatus.queued = (byStatus.queued ?? 0) + total - counts.made;
  return {
    total,
    delivered: counts.delivered,
    notDelivered: counts.notDelivered,
    pending: total - counts.delivered - counts.notDelivered,
    blocked: counts.blocked,
    clicks: counts.clicks,
    replies: counts.replies,
    credits,
    byStatus,
    ...(overTime ? { overTime } : {}),
  };
}

interface Bucket {
  delivered: number;
  notDelivered: number;
  clicks: number;
  replies: number;
}

/**
 * Outcomes, clicks and replies per hour (per Israeli day past two days), with what was still
 * pending at the end of each. Grouped by hour in SQL, so a million messages are a few hundred rows here.
 */
export async function overTimeOf(db: Db, ids: readonly number[], total: number): Promise<StatisticPoint[]> {
  if (!ids.length) return [];
  const list = [...ids];
  const hour = (column: string) => sql<number>`${sql.ref(column)} / ${sql.lit(hourMs)}`;
  const [outcomes, clicks, replies] = await Promise.all([
    db.selectFrom('messages').select([hour('done_at').as('h'), 'status', (eb) => eb.fn.countAll<number>().as('n')]).where('campaign_id', 'in', list).where('status', 'in', ['delivered', 'failed']).where('done_at', 'is not', null).groupBy([hour('done_at'), 'status']).execute(),
    db.selectFrom('short_link_clicks').select([hour('at').as('h'), (eb) => eb.fn.countAll<number>().as('n')]).where('campaign_id', 'in', list).where('kind', '=', 'person').groupBy(hour('at')).execute(),
    db.selectFrom('incoming_messages').select([hour('received_at').as('h'), (eb) => eb.fn.countAll<number>().as('n')]).where('campaign_id', 'in', list).groupBy(hour('received_at')).execute(),
  ]);
  const hours = new Map<number, Bucket>();
  const at = (h: number) => {
    let b = hours.get(Number(h));
    if (!b) hours.set(Number(h), (b = { delivered: 0, notDelivered: 0, clicks: 0, replies: 0 }));
    return b;
  };
  for (const r of outcomes) at(r.h)[r.status === 'delivered' ? 'delivered' : 'notDelivered'] += Number(r.n);
  for (const r of clicks) at(r.h).clicks += Number(r.n);
  for (const r of replies) at(r.h).replies += Number(r.n);
  if (!hours.size) return [];
  const keys = [...hours.keys()].sort((a, b) => a - b);
  const daily = keys[keys.length - 1] - keys[0] >= hourlyUpToHours;
  // Every hour (or day) of the span, empty ones too, so the chart's time axis is even.
  const points = new Map<string, StatisticPoint>();
  for (let h = keys[0]; h <= keys[keys.length - 1]; h += 1) {
    const label = daily ? formatIsraelDateTime(h * hourMs).slice(0, 10) : formatIsraelDateTime(h * hourMs);
    const point = points.get(label) ?? { time: label, delivered: 0, notDelivered: 0, pending: 0, clicks: 0, replies: 0 };
    const b = hours.get(h);
    if (b) {
      point.delivered! += b.delivered;
      point.notDelivered! += b.notDelivered;
      point.clicks! += b.clicks;
      point.replies! += b.replies;
    }
    points.set(label, point);
  }
  let settled = 0;
  return [...points.values()].map((p) => {
    settled += p.delivered! + p.notDelivered!;
    return { ...p, pending: Math.max(0, total - settled) };
  });
}
