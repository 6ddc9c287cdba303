/**
 * The one place that writes the campaigns table: every other file asks for a named operation
 * here (campaignStore.test.ts fails on a write anywhere else). Each status write names the
 * statuses it moves from, and each of those moves is checked against the transition table
 * (transitions.ts) before anything is written, so a write the table does not allow throws
 * instead of leaving a campaign in a state nothing expects. Writes conditioned on the current
 * status (the pipeline's, the repeat runner's claim) answer whether they changed the row: the
 * condition is how two processes agree, not an error.
 *
 * The functions take the caller's Db or transaction; none opens a transaction of its own.
 */
import { NotificationType, raiseNotification } from '../events/notifications';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { CampaignStatus } from '../db/schema';
import type { CampaignSettings } from './settings';
import { CampaignTransitionError, checkMove, initialStatuses, removableStatuses } from './transitions';

interface NewCampaign {
  account: number;
  userId: number;
  name: string;
  content: string;
  sender: string;
  settings?: CampaignSettings;
  /** sms (the default), voice or whatsapp: which channel's lane, provider and balance its messages take. */
  kind?: CampaignKind;
  now: number;
}

export type CampaignKind = 'sms' | 'voice' | 'whatsapp';

const changed = (result: { numUpdatedRows: bigint }): boolean => Number(result.numUpdatedRows) > 0;

/**
 * A draft: the composer's, or the row an acceptance resolves its recipients on before it
 * accepts it (acceptCampaign). Answers its id.
 */
export async function openCampaign(db: Db, campaign: NewCampaign): Promise<number> {
  return insertCampaign(db, campaign, { status: 'draft', schedule: '{}', content_key: '' });
}

/** The one insert of a campaign row: what every new campaign has, and what its state adds. */
async function insertCampaign(
  db: Db,
  campaign: NewCampaign,
  state: { status: CampaignStatus; schedule: string; content_key: string; recipients?: number; next_run_at?: number },
): Promise<number> {
  const row = await db
    .insertInto('campaigns')
    .values({
      account_id: campaign.account,
      user_id: campaign.userId,
      name: campaign.name,
      content: campaign.content,
      sender: campaign.sender,
      settings: JSON.stringify(campaign.settings ?? {}),
      kind: campaign.kind ?? 'sms',
      created_at: campaign.now,
      updated_at: campaign.now,
      ...state,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A draft changed in the composer; answers whether it still was a draft. */
export async function changeDraft(db: Db, id: number, draft: Pick<NewCampaign, 'name' | 'content' | 'sender' | 'settings' | 'now'>): Promise<boolean> {
  checkMove(['draft'], 'draft', id);
  const result = await db
    .updateTable('campaigns')
    .set({ name: draft.name, content: draft.content, sender: draft.sender, settings: JSON.stringify(draft.settings ?? {}), updated_at: draft.now })
    .where('id', '=', id)
    .where('status', '=', 'draft')
    .executeTakeFirst();
  return changed(result);
}

/** A repeating or birthday campaign: its schedule and next run, no recipients of its own. */
export async function keepRepeating(
  db: Db,
  campaign: NewCampaign & { status: Extract<CampaignStatus, 'future' | 'held'>; schedule: object; contentKey: string; recipients: number; nextRunAt: number },
): Promise<number> {
  if (!initialStatuses.includes(campaign.status)) throw new CampaignTransitionError('new', campaign.status);
  return insertCampaign(db, campaign, {
    status: campaign.status,
    schedule: JSON.stringify(campaign.schedule),
    content_key: campaign.contentKey,
    recipients: campaign.recipients,
    next_run_at: campaign.nextRunAt,
  });
}

export interface Acceptance {
  account: number;
  name: string;
  sender: string;
  status: Extract<CampaignStatus, 'waiting' | 'future' | 'held'>;
  parentId: number | null;
  schedule: object;
  settings: CampaignSettings;
  contentKey: string;
  recipients: number;
  creditsReserved: number;
  /** The wallet the credits were reserved from (messaging/walletCredits.ts); none: the account's balance. */
  walletId?: number | null;
  /** The shipments, in order: each sends recipients from..to at its time. */
  shipments: { from: number; to: number; at: number }[];
  now: number;
}

/** The draft an acceptance resolved its recipients on becomes the accepted campaign, with its shipments. */
export async function acceptCampaign(db: Db, id: number, accepted: Acceptance): Promise<void> {
  checkMove(['draft'], accepted.status, id);
  const result = await db
    .updateTable('campaigns')
    .set({
      name: accepted.name,
      sender: accepted.sender,
      status: accepted.status,
      parent_id: accepted.parentId,
      schedule: JSON.stringify(accepted.schedule),
      settings: JSON.stringify(accepted.settings),
      content_key: accepted.contentKey,
      recipients: accepted.recipients,
      credits_reserved: accepted.creditsReserved,
      wallet_id: accepted.walletId ?? null,
      updated_at: accepted.now,
    })
    .where('id', '=', id)
    .where('status', '=', 'draft')
    .executeTakeFirst();
  if (!changed(result)) throw new CampaignTransitionError('removed', accepted.status, id);
  for (const s of accepted.shipments) {
    await db.insertInto('shipments').values({ campaign_id: id, account_id: accepted.account, seq_from: s.from, seq_to: s.to, run_at: s.at, status: 'waiting', created_at: accepted.now }).execute();
  }
}

/** A test send's or an automatic answer's campaign keeps a content key of its own kind. */
export async function markContentKey(db: Db, id: number, contentKey: string): Promise<void> {
  await db.updateTable('campaigns').set({ content_key: contentKey }).where('id', '=', id).execute();
}

/**
 * Moves the campaign to `to` if it is in one of `from` (each move checked against the table);
 * answers whether it moved.
 */
export async function moveCampaign(db: Db, id: number, from: readonly CampaignStatus[], to: CampaignStatus, now: number, also: { sent_at?: number } = {}): Promise<boolean> {
  checkMove(from, to, id);
  const result = await db
    .updateTable('campaigns')
    .set({ status: to, updated_at: now, ...also })
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return changed(result);
}

/** Its first messages are being made: a waiting or future campaign is sending (a stopped or held one stays so). */
export const markSending = (db: Db, id: number, now: number): Promise<boolean> => moveCampaign(db, id, ['waiting', 'future'], 'sending', now);

/** Its last shipment is done (a campaign an administrator stopped meanwhile stays stopped). */
export const markSent = (db: Db, id: number, now: number): Promise<boolean> => moveCampaign(db, id, ['sending'], 'sent', now, { sent_at: now });

/**
 * Claims a repeating campaign's due run: its next run moves on (sent after the last) only if
 * no one moved it meanwhile. Answers whether this caller got the run.
 */
export async function claimRun(db: Db, parent: { id: number; next_run_at: number | null }, next: number | null, settings: CampaignSettings, now: number): Promise<boolean> {
  const to = next === null ? 'sent' : 'future';
  checkMove(['future'], to, parent.id);
  const result = await db
    .updateTable('campaigns')
    .set({ next_run_at: next, settings: JSON.stringify(settings), status: to, updated_at: now })
    .where('id', '=', parent.id)
    .where('next_run_at', '=', parent.next_run_at)
    .where('status', '=', 'future')
    .executeTakeFirst();
  return changed(result);
}

/** A repeating campaign's next run moved by a reschedule, if unchanged since it was read (the repeat runner claims by it). */
export async function moveNextRun(db: Db, id: number, from: number, to: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('campaigns')
    .set({ next_run_at: to, updated_at: now })
    .where('id', '=', id)
    .where('next_run_at', '=', from)
    .where('status', 'in', ['future', 'held', 'stopped'])
    .executeTakeFirst();
  return changed(result);
}

/**
 * A campaign sent once, rescheduled: future (a held or stopped one stays so) with its new
 * schedule and settings, and its waiting shipments moved by the same amount, only if its
 * status is still the one read. Answers whether it moved.
 */
export async function reschedule(db: Db, campaign: { id: number; status: CampaignStatus }, change: { schedule: object; settings: CampaignSettings; shiftMs: number; now: number }): Promise<boolean> {
  const to = campaign.status === 'held' || campaign.status === 'stopped' ? campaign.status : 'future';
  checkMove([campaign.status], to, campaign.id);
  const result = await db
    .updateTable('campaigns')
    .set({ status: to, schedule: JSON.stringify(change.schedule), settings: JSON.stringify(change.settings), updated_at: change.now })
    .where('id', '=', campaign.id)
    .where('status', '=', campaign.status)
    .executeTakeFirst();
  if (!changed(result)) return false;
  await db.updateTable('shipments').set({ run_at: sql<number>`run_at + ${change.shiftMs}` }).where('campaign_id', '=', campaign.id).where('status', '=', 'waiting').execute();
  return true;
}

/** Credits the pipeline spent and gave back for the campaign's messages. */
export async function countCredits(db: Db, change: { campaignId: number; spent: number; refunded: number; now: number }): Promise<void> {
  await db
    .updateTable('campaigns')
    .set({ credits_spent: sql<number>`credits_spent + ${change.spent}`, credits_refunded: sql<number>`credits_refunded + ${change.refunded}`, updated_at: change.now })
    .where('id', '=', change.campaignId)
    .execute();
}

/**
 * Removes the campaign with its recipients and shipments (a draft deleted or sent, an edit
 * replacing it, a deletion, an approval refused). One that is sending or sent is never removed.
 * `only`: remove it only in these statuses (answers false otherwise).
 */
export async function removeCampaign(db: Db, id: number, only?: readonly CampaignStatus[]): Promise<boolean> {
  const row = await db.selectFrom('campaigns').select('status').where('id', '=', id).executeTakeFirst();
  if (!row) return false;
  if (only && !only.includes(row.status)) return false;
  if (!removableStatuses.includes(row.status)) throw new CampaignTransitionError(row.status, 'removed', id);
  const result = await db.deleteFrom('campaigns').where('id', '=', id).where('status', '=', row.status).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The campaign's sender hears it finished (the live event stream), with its name or number. */
async function notifyCampaignSent(db: Db, id: number, now: number): Promise<void> {
  const campaign = await db.selectFrom('campaigns').select(['user_id', 'name']).where('id', '=', id).executeTakeFirst();
  if (campaign) await raiseNotification(db, campaign.user_id, { type: NotificationType.success, message: 'shell.notifications.campaignSent', dynamicString: campaign.name || `#${id}` }, now);
}

/**
 * A shipment whose messages are all made and sent is done; the campaign is sent once none of
 * its shipments is left. Answers whether this call ended it (another process may have).
 */
export async function endShipment(db: Db, shipment: { id: number; campaign_id: number }, now: number): Promise<boolean> {
  const ended = await db.updateTable('shipments').set({ status: 'done', ended_at: now }).where('id', '=', shipment.id).where('status', 'in', ['making', 'dispatching']).executeTakeFirst();
  if (!changed(ended)) return false;
  const unfinished = await db.selectFrom('shipments').select('id').where('campaign_id', '=', shipment.campaign_id).where('status', 'not in', ['done', 'cancelled']).limit(1).executeTakeFirst();
  if (!unfinished && (await markSent(db, shipment.campaign_id, now))) await notifyCampaignSent(db, shipment.campaign_id, now);
  return true;
}

/**
 * A chunk of the shipment made up to `to`: made_to only moves forward (another process making
 * the same shipment may have gone further), and a shipment done or dispatching never turns back.
 */
export async function shipmentMade(db: Db, shipment: { id: number; seq_to: number }, to: number, now: number): Promise<void> {
  await db
    .updateTable('shipments')
    .set({ made_to: to, status: to >= shipment.seq_to ? 'dispatching' : 'making', started_at: sql<number>`coalesce(started_at, ${now})` })
    .where('id', '=', shipment.id)
    .where('made_to', '<', to)
    .where('status', 'in', ['waiting', 'making'])
    .execute();
}

/**
 * An A/B test's shipments: the first ones carry their version (1..n), in the acceptance's
 * transaction. Answers the campaign's shipments in order (the one after the versions is the rest's).
 */
export async function markTestVersions(db: Db, campaignId: number, versions: number): Promise<{ id: number }[]> {
  const shipments = await db.selectFrom('shipments').select('id').where('campaign_id', '=', campaignId).orderBy('seq_from').execute();
  for (const [i, shipment] of shipments.entries()) {
    if (i < versions) await db.updateTable('shipments').set({ variant: i + 1 }).where('id', '=', shipment.id).execute();
  }
  return shipments;
}

/** The decided version goes to the rest of the list: its waiting shipment takes the winner's text and is due now. */
export async function releaseRestShipment(db: Db, shipmentId: number, winner: number, now: number): Promise<void> {
  await db.updateTable('shipments').set({ variant: winner, run_at: now }).where('id', '=', shipmentId).where('status', '=', 'waiting').execute();
}
