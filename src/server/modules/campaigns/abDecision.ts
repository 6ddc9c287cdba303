/**
 * The A/B test's decision and its settlement (issue 21, domain/abTests.ts), run by the
 * pipeline's pass over due campaign work (sendingHooks.ts, beside the repeating campaigns'
 * runs), so it is due by a time kept in the database and survives restarts.
 *
 * A decision is due at decide_at once every test shipment is done (a test still sending, held
 * or stopped is waited for). It is claimed by setting decided_at where it is still null, in
 * the transaction that makes the rest's shipment due with the winner's variant, so with two
 * workers one decides and the other changes nothing.
 *
 * The credits were reserved for the whole list with the costliest variant (abTests.ts); once
 * the rest's messages are all made, what was reserved above what they cost is given back to
 * where it came from, claimed by settled_at the same way.
 */
import { sql } from 'kysely';
import { abWinner, type AbMetric, type VariantFigures } from '../../../domain/abTests';
import type { Db } from '../../db/database';
import { releaseRestShipment } from '../../campaigns/store';
import { settleCredits } from '../../messaging/settlement';

export interface ShipmentFigures extends VariantFigures {
  shipmentId: number;
  variant: number | null;
  recipients: number;
}

/** Each shipment's figures: messages that left (not those failed before the network took them), delivered, people who clicked, who replied. */
export async function shipmentFigures(db: Db, campaignId: number): Promise<ShipmentFigures[]> {
  const shipments = await db.selectFrom('shipments').select(['id', 'variant', 'seq_from', 'seq_to']).where('campaign_id', '=', campaignId).orderBy('seq_from').execute();
  const messages = await db
    .selectFrom('messages')
    .select((eb) => [
      'shipment_id',
      eb.fn.sum<number>(eb.case().when(eb.or([eb('status', 'in', ['submitted', 'delivered']), eb.and([eb('status', '=', 'failed'), eb('delivery_status', 'is not', null)])])).then(sql.lit(1)).else(sql.lit(0)).end()).as('sent'),
      eb.fn.sum<number>(eb.case().when('status', '=', 'delivered').then(sql.lit(1)).else(sql.lit(0)).end()).as('delivered'),
    ])
    .where('campaign_id', '=', campaignId)
    .groupBy('shipment_id')
    .execute();
  // A click names its recipient's seq: a shipment's clicks are those of its seq range (bots and previews are not clicks).
  const clicks = await db.selectFrom('short_link_clicks').select(['seq']).distinct().where('campaign_id', '=', campaignId).where('kind', '=', 'person').where('seq', 'is not', null).execute();
  // A reply is tied to the campaign by its phone (messaging/repliedCampaign.ts); an unsubscribe is no interest.
  const replies = await db
    .selectFrom('incoming_messages as i')
    .innerJoin('messages as m', (join) => join.onRef('m.campaign_id', '=', 'i.campaign_id').onRef('m.phone', '=', 'i.phone'))
    .select(['m.shipment_id', 'i.phone'])
    .distinct()
    .where('i.campaign_id', '=', campaignId)
    .where('i.is_unsubscribe', '=', 0)
    .execute();
  return shipments.map((s) => {
    const made = messages.find((m) => m.shipment_id === s.id);
    return {
      shipmentId: s.id,
      variant: s.variant,
      recipients: s.seq_to - s.seq_from + 1,
      sent: Number(made?.sent ?? 0),
      delivered: Number(made?.delivered ?? 0),
      clicks: clicks.filter((c) => Number(c.seq) >= s.seq_from && Number(c.seq) <= s.seq_to).length,
      replies: replies.filter((r) => r.shipment_id === s.id).length,
    };
  });
}

/**
 * When the decision is due: the delay counts from when the test really went (a campaign held,
 * rescheduled or waiting for quiet hours starts later than planned), never before decide_at.
 */
export async function decisionTime(db: Db, test: { campaign_id: number; decide_at: number; delay_minutes: number; rest_shipment_id: number | null }): Promise<number> {
  const row = await db
    .selectFrom('shipments')
    .select((eb) => eb.fn.max('started_at').as('started'))
    .where('campaign_id', '=', test.campaign_id)
    .where('variant', 'is not', null)
    .where('id', '!=', test.rest_shipment_id ?? 0)
    .executeTakeFirst();
  const started = row?.started == null ? null : Number(row.started);
  return Math.max(Number(test.decide_at), started === null ? 0 : started + Number(test.delay_minutes) * 60_000);
}

/** Decides one due test; answers the winner (1-based), or null when its test is not done or due, or another worker decided. */
export async function decideAbTest(
  db: Db,
  test: { campaign_id: number; metric: string; rest_shipment_id: number | null; decide_at: number; delay_minutes: number },
  now: number,
): Promise<number | null> {
  const open = await db
    .selectFrom('shipments')
    .select('id')
    .where('campaign_id', '=', test.campaign_id)
    .where('variant', 'is not', null)
    .where('id', '!=', test.rest_shipment_id ?? 0)
    .where('status', 'not in', ['done', 'cancelled'])
    .limit(1)
    .executeTakeFirst();
  if (open || (await decisionTime(db, test)) > now) return null;
  const figures = await shipmentFigures(db, test.campaign_id);
  const variants = figures.filter((f) => f.variant !== null && f.shipmentId !== test.rest_shipment_id).sort((a, b) => a.variant! - b.variant!);
  const winner = abWinner(variants, test.metric as AbMetric) + 1;
  return db.transaction().execute(async (tx) => {
    const claimed = await tx.updateTable('ab_tests').set({ decided_at: now, winner }).where('campaign_id', '=', test.campaign_id).where('decided_at', 'is', null).executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return null;
    if (test.rest_shipment_id !== null) {
      await releaseRestShipment(tx, test.rest_shipment_id, winner, now);
    }
    return winner;
  });
}

/** Gives back what the costliest variant's reservation held above what the messages cost, once all are made. */
async function settleAbTest(db: Db, test: { campaign_id: number; account_id: number; rest_shipment_id: number | null }, now: number): Promise<boolean> {
  if (test.rest_shipment_id !== null) {
    const rest = await db.selectFrom('shipments').select('status').where('id', '=', test.rest_shipment_id).executeTakeFirst();
    if (rest && rest.status !== 'dispatching' && rest.status !== 'done') return false;
  }
  return db.transaction().execute(async (tx) => {
    const claimed = await tx.updateTable('ab_tests').set({ settled_at: now }).where('campaign_id', '=', test.campaign_id).where('settled_at', 'is', null).executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return false;
    const campaign = await tx.selectFrom('campaigns').select('credits_reserved').where('id', '=', test.campaign_id).executeTakeFirstOrThrow();
    const made = await tx.selectFrom('messages').select((eb) => eb.fn.sum<number>('credits').as('credits')).where('campaign_id', '=', test.campaign_id).executeTakeFirstOrThrow();
    const over = Number(campaign.credits_reserved) - Number(made.credits ?? 0);
    if (over > 0) await settleCredits(tx, { campaignId: test.campaign_id, accountId: test.account_id, service: 'sms', spent: 0, refunded: over, now });
    return true;
  });
}

/** Every due decision, then every decided test whose rest is made; answers how many of each were done. */
export async function passAbTests(db: Db, now: number, log: (message: string, detail?: unknown) => void = () => undefined): Promise<number> {
  let done = 0;
  const due = await db
    .selectFrom('ab_tests as t')
    .innerJoin('campaigns as c', 'c.id', 't.campaign_id')
    .select(['t.campaign_id', 't.metric', 't.rest_shipment_id', 't.decide_at', 't.delay_minutes'])
    .where('t.decided_at', 'is', null)
    .where('t.decide_at', '<=', now)
    .where('c.status', 'in', ['sending', 'sent'])
    .orderBy('t.decide_at')
    .limit(100)
    .execute();
  for (const test of due) {
    try {
      if ((await decideAbTest(db, test, now)) !== null) done += 1;
    } catch (error) {
      log(`A/B test of campaign ${test.campaign_id}: decision failed`, error);
    }
  }
  const decided = await db.selectFrom('ab_tests').select(['campaign_id', 'account_id', 'rest_shipment_id']).where('decided_at', 'is not', null).where('settled_at', 'is', null).limit(100).execute();
  for (const test of decided) {
    try {
      if (await settleAbTest(db, test, now)) done += 1;
    } catch (error) {
      log(`A/B test of campaign ${test.campaign_id}: settlement failed`, error);
    }
  }
  return done;
}
