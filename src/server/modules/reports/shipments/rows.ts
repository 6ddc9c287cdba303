/**
 * A report's shipment row. A "shipment" here is one send: a campaign row that goes out (a
 * campaign sent once, now or at a future time, in one or several packets; or one run of a
 * repeating or birthday campaign, which is a campaign of its own with parent_id). Its packets
 * (shipments table rows) are shown together: started with the first, ended with the last.
 * CAMPAIGN_ID is the campaign as the user composed it: the repeating parent of a run, else
 * the send itself. A repeating campaign not yet run is shown (future report) as its parent.
 */
import type { CampaignStatus as ShownStatus, Shipment } from '../../../../contract/reports';
import { formatIsraelDateTime } from '../../../../domain/israelTime';
import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import type { CampaignStatus } from '../../../db/schema';

export interface SendRow {
  id: number;
  name: string;
  content: string;
  parent_id: number | null;
  status: CampaignStatus;
  recipients: number;
  credits_reserved: number;
  credits_refunded: number;
  next_run_at: number | null;
  send_at: number | null;
  started: number | null;
  ended: number | null;
  /** Packets not ended yet. */
  open: number;
}

/** The contract knows five states: held and stopped ones still wait to go. */
export const shownStatus = (status: CampaignStatus): ShownStatus => (status === 'held' || status === 'stopped' ? 'waiting' : status);

/** The stored states a shown-status filter stands for. */
export const storedStatuses = (shown: string): CampaignStatus[] => (shown === 'waiting' ? ['waiting', 'held', 'stopped'] : [shown as CampaignStatus]);

const when = (ms: number | null | undefined) => (ms === null || ms === undefined ? undefined : formatIsraelDateTime(Number(ms)));

export function shipmentOf(row: SendRow, expiry: number | undefined, extra: Partial<Shipment> = {}): Shipment {
  const repeatingParent = row.next_run_at !== null;
  const credits = Number(row.credits_reserved) - Number(row.credits_refunded);
  // Each moment formatted once: a page formats hundreds (issue 21's reads bench).
  const started = when(row.started);
  const ended = row.started !== null && Number(row.open) === 0 ? when(row.ended) : undefined;
  const expiryDate = when(expiry);
  const sendDate = when(row.next_run_at ?? row.send_at);
  return {
    ID: row.id,
    SHIPMENT_NAME: row.name,
    MESSAGE: row.content,
    CAMPAIGN_ID: row.parent_id ?? row.id,
    ...(started ? { STARTED_ON_DATE: started } : {}),
    ...(ended ? { ENDED_ON_DATE: ended } : {}),
    ...(expiryDate ? { expiry_date: expiryDate } : {}),
    status: shownStatus(row.status),
    recipients: Number(row.recipients),
    credits,
    ...(sendDate ? { sendDate } : {}),
    ...(repeatingParent || row.parent_id !== null ? { isRepeating: true } : {}),
    ...extra,
  };
}

/**
 * When each send stops being usable: a repeating campaign (or its run) at its schedule's end,
 * another at the latest expiry of its short links; none when it has neither.
 */
export async function expiriesOf(db: Db, rows: readonly SendRow[]): Promise<Map<number, number>> {
  const expiries = new Map<number, number>();
  const repeating = [...new Set(rows.map((r) => (r.next_run_at !== null ? r.id : r.parent_id)).filter((id): id is number => id !== null))];
  if (repeating.length) {
    const parents = await db.selectFrom('campaigns').select(['id', 'schedule']).where('id', 'in', repeating).execute();
    const ends = new Map(parents.map((p) => [p.id, (JSON.parse(p.schedule || '{}') as { end?: number }).end]));
    for (const r of rows) {
      const end = ends.get(r.next_run_at !== null ? r.id : (r.parent_id ?? -1));
      if (typeof end === 'number') expiries.set(r.id, end);
    }
  }
  const others = rows.filter((r) => !expiries.has(r.id)).map((r) => r.id);
  if (others.length) {
    const links = await db
      .selectFrom('short_links')
      .select(['campaign_id', (eb) => eb.fn.max('expires_at').as('at')])
      .where('campaign_id', 'in', others)
      .groupBy('campaign_id')
      .execute();
    for (const l of links) if (l.campaign_id !== null && l.at !== null) expiries.set(l.campaign_id, Number(l.at));
  }
  return expiries;
}

export async function shipmentsOf(db: Db, rows: readonly SendRow[], extra: (row: SendRow) => Partial<Shipment> = () => ({})): Promise<Shipment[]> {
  const expiries = await expiriesOf(db, rows);
  return rows.map((r) => shipmentOf(r, expiries.get(r.id), extra(r)));
}

/** The sends of these ids as report rows (their packets' times read per send). */
export async function sendRowsByIds(db: Db, ids: readonly number[]): Promise<SendRow[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('campaigns as c')
    .select(['c.id', 'c.name', 'c.content', 'c.parent_id', 'c.status', 'c.recipients', 'c.credits_reserved', 'c.credits_refunded', 'c.next_run_at'])
    .select([
      sql<number | null>`coalesce(c.next_run_at, (select min(s.run_at) from shipments s where s.campaign_id = c.id))`.as('send_at'),
      sql<number | null>`(select min(s.started_at) from shipments s where s.campaign_id = c.id)`.as('started'),
      sql<number | null>`(select max(s.ended_at) from shipments s where s.campaign_id = c.id)`.as('ended'),
      sql<number>`(select count(*) from shipments s where s.campaign_id = c.id and s.ended_at is null and s.status <> 'cancelled')`.as('open'),
    ])
    .where('c.id', 'in', [...ids])
    .execute();
  return rows as SendRow[];
}
