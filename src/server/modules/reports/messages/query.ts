/**
 * The messages a report's filters select, as one Kysely query both databases run, and their
 * totals. Each filter narrows an index migration 0015 made for it; totals come from the daily
 * counts (message_days) when the filters are ones those counts keep (period in whole days,
 * campaign, user, sender), and otherwise from the filtered index range itself. A report reads
 * one kind of campaign (filters.ts): when the account has others, the kind narrows through the
 * account's campaigns, as a user or a sender does.
 */
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { statusConditionOf, type MessageFilters } from './filters';
import { isWholeDays } from '../period';
import { chargedCreditsSum, refundedMessage } from '../../../messaging/settlement';

export type MessagesQuery = SelectQueryBuilder<Database, 'messages', object>;

/** The account's campaigns a user sent, a sender sent from, of the report's kind: a few ids, never a scan of messages. */
function campaignsOf(db: Db, f: MessageFilters) {
  let q = db.selectFrom('campaigns').select('campaigns.id').where('campaigns.account_id', '=', f.account);
  if (f.userId !== undefined) q = q.where('campaigns.user_id', '=', f.userId);
  if (f.sender) q = q.where('campaigns.sender', '=', f.sender);
  if (f.narrowKind) q = q.where('campaigns.kind', '=', f.kind);
  return q;
}

/**
 * Whether only some of the account's campaigns are read, by the list of them. The sms report of
 * an account that also calls leaves the calls out instead (otherKinds): its own campaigns are
 * most of the account's, the others a few.
 */
const narrowsCampaigns = (f: MessageFilters): boolean => f.userId !== undefined || Boolean(f.sender) || (f.narrowKind && f.kind !== 'sms');
const leavesOtherKindsOut = (f: MessageFilters): boolean => f.narrowKind && !narrowsCampaigns(f);

/** The account's campaigns of other kinds than the report's: a few ids. */
const otherKinds = (db: Db, f: MessageFilters) => db.selectFrom('campaigns').select('campaigns.id').where('campaigns.account_id', '=', f.account).where('campaigns.kind', '!=', f.kind);

export function filteredMessages(db: Db, f: MessageFilters): MessagesQuery {
  // With a campaign, its own indexes are the narrow ones: the unary plus keeps SQLite's planner
  // off the account's indexes (it would walk all the account's failed messages for a campaign's
  // kosher ones); PostgreSQL reads +x as x and plans by its statistics.
  const account = f.campaignId !== undefined ? sql<number>`+${sql.ref('messages.account_id')}` : sql.ref<number>('messages.account_id');
  // A whole number is found through its own index, but leaving the other kinds out needs each
  // row's campaign: that index no longer covers the query and SQLite would rather walk the
  // period in time order (15 times longer at a million messages); the unary plus keeps the
  // period off the indexes, so the number's own entries are read.
  const byNumber = f.phone !== undefined && 'whole' in f.phone && leavesOtherKindsOut(f);
  const created = byNumber ? sql<number>`+${sql.ref('messages.created_at')}` : sql.ref<number>('messages.created_at');
  let q: MessagesQuery = db.selectFrom('messages').where(account, '=', f.account);
  if (f.period.from !== null) q = q.where(created, '>=', f.period.from);
  if (f.period.to !== null) q = q.where(created, '<', f.period.to);
  if (f.campaignId !== undefined) q = q.where('messages.campaign_id', '=', f.campaignId);
  if (narrowsCampaigns(f)) q = q.where('messages.campaign_id', 'in', campaignsOf(db, f));
  if (leavesOtherKindsOut(f)) q = q.where(sql<number>`+${sql.ref('messages.campaign_id')}`, 'not in', otherKinds(db, f));
  const status = f.status ? statusConditionOf(f.kind, f.status) : null;
  if (status) q = q.where(status);
  if (f.phone) q = 'whole' in f.phone ? q.where('messages.phone', '=', f.phone.whole) : q.where('messages.phone', 'like', `%${f.phone.part}%`);
  return q;
}

export interface MessageTotals {
  messages: number;
  parts: number;
  credits: number;
}

const asTotals = (row: { messages: unknown; parts: unknown; credits: unknown } | undefined): MessageTotals => ({
  messages: Number(row?.messages ?? 0),
  parts: Number(row?.parts ?? 0),
  credits: Number(row?.credits ?? 0),
});

/** Groups of messages (n of them each, with their parts and credits) added up. */
export const sumGroups = (groups: readonly { n: unknown; parts?: unknown; credits?: unknown }[]): MessageTotals =>
  groups.reduce<MessageTotals>((sum, g) => ({ messages: sum.messages + Number(g.n), parts: sum.parts + Number(g.parts ?? 0), credits: sum.credits + Number(g.credits ?? 0) }), { messages: 0, parts: 0, credits: 0 });

/** Whether the daily counts can answer for these filters. */
function daysAnswer(f: MessageFilters): boolean {
  const { from, to } = f.period;
  return !f.status && !f.phone && (from === null || to === null ? from === to : isWholeDays({ from, to }));
}

export async function totalsOf(db: Db, f: MessageFilters): Promise<MessageTotals> {
  if (daysAnswer(f)) {
    let q = db.selectFrom('message_days').where('message_days.account_id', '=', f.account);
    if (f.period.from !== null) q = q.where('message_days.day', '>=', f.period.from);
    if (f.period.to !== null) q = q.where('message_days.day', '<', f.period.to);
    if (f.campaignId !== undefined) q = q.where('message_days.campaign_id', '=', f.campaignId);
    if (narrowsCampaigns(f)) q = q.where('message_days.campaign_id', 'in', campaignsOf(db, f));
    if (leavesOtherKindsOut(f)) q = q.where('message_days.campaign_id', 'not in', otherKinds(db, f));
    const [row, refunded] = await Promise.all([
      q
        .select((eb) => [eb.fn.sum<number>('message_days.messages').as('messages'), eb.fn.sum<number>('message_days.parts').as('parts'), eb.fn.sum<number>('message_days.credits').as('credits')])
        .executeTakeFirst(),
      // The days count credits as made; what was refunded since (settlement.ts) is taken off:
      // failed messages are a small share, found through the account's status index.
      filteredMessages(db, f)
        .where(refundedMessage)
        .select((eb) => eb.fn.sum<number>('messages.credits').as('credits'))
        .executeTakeFirst(),
    ]);
    const totals = asTotals(row);
    return { ...totals, credits: totals.credits - Number(refunded?.credits ?? 0) };
  }
  const row = await filteredMessages(db, f)
    .select((eb) => [eb.fn.countAll<number>().as('messages'), eb.fn.sum<number>('messages.parts').as('parts'), chargedCreditsSum(eb).as('credits')])
    .executeTakeFirst();
  return asTotals(row);
}
