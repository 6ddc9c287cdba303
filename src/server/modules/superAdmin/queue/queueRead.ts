/**
 * What the sending queue holds now, read from the database (whichever process sends, it writes
 * there): every shipment still to go with why it waits, and each shipment's progress, the
 * count the rates are measured with (queueWatch.ts).
 *
 * Progress is cheap however large the send: rows are made just ahead of dispatch, one per
 * recipient (messaging/making.ts), so what has left the queue is the rows made (made_to) less
 * the few still open (queued, submitting, uncertain), counted on the pipeline's own index
 * (status, shipment_id). Nothing scans a shipment's sent messages.
 */
import { sql } from 'kysely';
import type { QueueRouteName, QueueShipment } from '../../../../contract/superAdmin';
import { parseCampaignSettings } from '../../../campaigns/settings';
import type { Db } from '../../../db/database';
import { sendsAhead } from '../../reports/shipments/laneAhead';

/** Shipments listed at most: the ones under way and the soonest. */
export const listedShipments = 500;
/** Scheduled sends further ahead than this are not the queue's yet. */
const aheadMs = 24 * 3_600_000;
const openStatuses = ['queued', 'submitting', 'uncertain'] as const;

export interface ShipmentProgress {
  /** Messages that left the queue (sent, or failed for good). */
  done: number;
  route: QueueRouteName;
  account: number;
}

export interface QueueShipmentRead extends Omit<QueueShipment, 'ratePerSecond'> {
  accountId: number;
}

export interface AccountName {
  username: string;
  name: string;
}

export interface QueueRead {
  at: number;
  shipments: QueueShipmentRead[];
  accounts: Map<number, AccountName>;
  /** Per shipment listed, and per shipment of `alsoIds` still known (one that just finished). */
  progress: Map<number, ShipmentProgress>;
  more: boolean;
}

const routeOf = (kind: string): QueueRouteName => (kind === 'voice' ? 'voice' : 'sms');

/** Made rows less those still open. */
const doneOf = (s: { seq_from: number; made_to: number }, open: number): number => Math.max(0, Number(s.made_to) - Number(s.seq_from) + 1) - open;

async function openCounts(db: Db, ids: number[]): Promise<Map<number, { open: number; inFlight: number }>> {
  const counts = new Map<number, { open: number; inFlight: number }>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('messages')
      .select(['shipment_id', 'status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('status', 'in', openStatuses)
      .where('shipment_id', 'in', ids.slice(i, i + 500))
      .groupBy(['shipment_id', 'status'])
      .execute();
    for (const row of rows) {
      const entry = counts.get(row.shipment_id) ?? { open: 0, inFlight: 0 };
      entry.open += Number(row.n);
      if (row.status === 'submitting') entry.inFlight += Number(row.n);
      counts.set(row.shipment_id, entry);
    }
  }
  return counts;
}

/** Why a shipment that is not sending waits, or that it is simply due. */
function stateOf(
  row: { status: string; campaign_status: string; run_at: number; parent_id: number | null; settings: string },
  now: number,
): Pick<QueueShipment, 'state' | 'waitingReason'> | 'laneOrder' {
  if (row.campaign_status === 'stopped') return { state: 'waiting', waitingReason: 'paused' };
  if (row.campaign_status === 'held') return { state: 'waiting', waitingReason: 'approval' };
  if (Number(row.run_at) > now) {
    // As the waiting report reads it (reports/shipments/pendingReports.ts): a future send its
    // sender did not ask to be future was moved by the sending hours.
    const chosen = row.parent_id === null && parseCampaignSettings(row.settings).request?.isFuture === true;
    return { state: 'waiting', waitingReason: row.campaign_status === 'future' && !chosen ? 'sendingHours' : 'scheduled' };
  }
  if (row.status === 'making' || row.status === 'dispatching') return { state: 'sending' };
  return 'laneOrder';
}

export async function readQueue(db: Db, now: number, alsoIds: Iterable<number> = []): Promise<QueueRead> {
  const rows = await db
    .selectFrom('shipments as s')
    .innerJoin('campaigns as c', 'c.id', 's.campaign_id')
    .select(['s.id', 's.campaign_id', 's.account_id', 's.seq_from', 's.seq_to', 's.made_to', 's.run_at', 's.status', 's.started_at'])
    .select(['c.name', 'c.user_id', 'c.kind', 'c.status as campaign_status', 'c.parent_id', 'c.settings'])
    .where('s.status', 'in', ['waiting', 'making', 'dispatching'])
    .where('c.status', 'not in', ['draft', 'sent'])
    .where((eb) => eb.or([eb('s.run_at', '<=', now + aheadMs), eb('c.status', 'in', ['held', 'stopped'])]))
    // Under way first, then by time: the scheduler's order (laneAhead.ts).
    .orderBy((eb) => eb.case().when('s.status', 'in', ['making', 'dispatching']).then(sql.lit(0)).else(sql.lit(1)).end())
    .orderBy('s.run_at')
    .orderBy('s.id')
    .limit(listedShipments + 1)
    .execute();
  const more = rows.length > listedShipments;
  const listed = rows.slice(0, listedShipments);
  const listedIds = new Set(listed.map((r) => r.id));
  const gone = [...new Set(alsoIds)].filter((id) => !listedIds.has(id));
  const goneRows = gone.length
    ? await db
        .selectFrom('shipments as s')
        .innerJoin('campaigns as c', 'c.id', 's.campaign_id')
        .select(['s.id', 's.account_id', 's.seq_from', 's.made_to', 's.status', 'c.kind'])
        .where('s.id', 'in', gone)
        .execute()
    : [];
  const counts = await openCounts(db, [...listed.filter((r) => Number(r.made_to) > 0).map((r) => r.id), ...goneRows.map((r) => r.id)]);

  const progress = new Map<number, ShipmentProgress>();
  // A cancelled shipment's messages did not leave through a route: it gives no rate.
  for (const row of goneRows) if (row.status !== 'cancelled') progress.set(row.id, { done: doneOf(row, counts.get(row.id)?.open ?? 0), route: routeOf(row.kind), account: row.account_id });

  const lanes = new Map<number, Awaited<ReturnType<typeof sendsAhead>>>();
  const shipments: QueueShipmentRead[] = [];
  for (const row of listed) {
    const count = counts.get(row.id) ?? { open: 0, inFlight: 0 };
    const done = doneOf(row, count.open);
    const route = routeOf(row.kind);
    progress.set(row.id, { done, route, account: row.account_id });
    let state = stateOf(row, now);
    let waitingFor: number | undefined;
    if (state === 'laneOrder') {
      if (!lanes.has(row.account_id)) lanes.set(row.account_id, await sendsAhead(db, row.account_id, now));
      waitingFor = lanes.get(row.account_id)!(row.campaign_id);
      state = waitingFor === undefined ? { state: 'due' } : { state: 'waiting', waitingReason: 'turn' };
    }
    const recipients = Number(row.seq_to) - Number(row.seq_from) + 1;
    shipments.push({
      shipmentId: row.id,
      campaignId: row.campaign_id,
      campaignName: row.name,
      userId: row.user_id,
      accountId: row.account_id,
      route,
      ...state,
      ...(waitingFor === undefined ? {} : { waitingFor }),
      runAt: Number(row.run_at),
      startedAt: row.started_at === null ? null : Number(row.started_at),
      recipients,
      recipientsLeft: recipients - done,
      inFlight: count.inFlight,
    });
  }

  const accountIds = [...new Set(shipments.map((s) => s.accountId))];
  const accounts = new Map<number, AccountName>();
  for (let i = 0; i < accountIds.length; i += 500) {
    const users = await db.selectFrom('users').select(['id', 'username', 'first_name', 'last_name']).where('id', 'in', accountIds.slice(i, i + 500)).execute();
    for (const u of users) accounts.set(u.id, { username: u.username, name: `${u.first_name} ${u.last_name}`.trim() });
  }
  return { at: now, shipments, accounts, progress, more };
}
