/**
 * super-admin/get-messages-per-day: the messages made each Israel day of a period over every
 * account, by status and by route, for the /bi charts.
 *
 * FAST ON A BIG TABLE: messages is the largest table, and a day's figures are never read from
 * it more than a few times.
 * - By route: message_days (the daily counts making.ts keeps per account, campaign and day,
 *   read by day through message_days_day) joined to the campaigns' kind.
 * - By status, and texts abroad: a status changes as receipts come, so it cannot be counted
 *   when a message is made. A day is counted from messages while it settles (today and the
 *   `settlingDays` before it) — through messages_account_status (covering: account, status,
 *   time) and the messages_overseas partial index, entered for each account active that day —
 *   and once settled it is counted one last time and kept in message_status_days. A year is
 *   then a year of kept rows plus three live days. A receipt arriving for a settled day later
 *   than that is not reflected (its message stays counted as pending): SMSCs give up long before.
 */
import { sql } from 'kysely';
import type { GetMessagesPerDayApiArg, GetMessagesPerDayApiResponse, SuperAdminMessagesDay } from '../../../../contract/superAdmin';
import type { Db } from '../../../db/database';
import type { MessageStatus } from '../../../db/schema';
import type { Handler } from '../../../http/handler';
import { operatorOf } from '../../reports/messages/rows';
import { israelDayStart, type Period } from '../../reports/period';
import { chosenPeriod, dayOfHour, daysOf, israelDate } from '../../reports/days';

const statuses: readonly MessageStatus[] = ['queued', 'submitting', 'submitted', 'delivered', 'failed', 'uncertain'];
type StatusGroup = 'delivered' | 'notDelivered' | 'pending';
type Figure = StatusGroup | 'overseasSms';
const figures: readonly Figure[] = ['delivered', 'notDelivered', 'pending', 'overseasSms'];

/** Receipts come within hours, SMSCs keep trying for two days at most: a day is settled two days after it ended. */
export const settlingDays = 2;
/** Delivered and failed are final (receipts.ts); every other status is still on its way. */
const groupOf = (status: string): StatusGroup => (status === 'delivered' ? 'delivered' : status === 'failed' ? 'notDelivered' : 'pending');

// Literal, not a parameter: PostgreSQL matches the grouped expression to the selected one by its text.
const hourOfMessage = sql<number>`messages.created_at / 3600000`;

/** The accounts that made messages in the period (from the daily counts, not from messages). */
const activeAccounts = (db: Db, period: Period) => db.selectFrom('message_days').select('account_id').distinct().where('day', '>=', period.from).where('day', '<', period.to);

async function countsByStatus(db: Db, period: Period) {
  return db
    .selectFrom('messages')
    .select(['status', hourOfMessage.as('hour'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('account_id', 'in', activeAccounts(db, period))
    // Every status named, so each (account, status) enters the index at the period's start.
    .where('status', 'in', statuses)
    .where('created_at', '>=', period.from)
    .where('created_at', '<', period.to)
    .groupBy(['status', hourOfMessage])
    .execute();
}

async function countsByKind(db: Db, period: Period) {
  return db
    .selectFrom('message_days')
    .innerJoin('campaigns', 'campaigns.id', 'message_days.campaign_id')
    .select(['message_days.day', 'campaigns.kind', (eb) => eb.fn.sum<number>('message_days.messages').as('n')])
    .where('message_days.day', '>=', period.from)
    .where('message_days.day', '<', period.to)
    .groupBy(['message_days.day', 'campaigns.kind'])
    .execute();
}

/** Texts to numbers abroad (usage report's rule: not +972), through the messages_overseas partial index. */
async function overseasTexts(db: Db, period: Period) {
  return db
    .selectFrom('messages')
    .innerJoin('campaigns', 'campaigns.id', 'messages.campaign_id')
    .select([hourOfMessage.as('hour'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('messages.account_id', 'in', activeAccounts(db, period))
    .where('messages.created_at', '>=', period.from)
    .where('messages.created_at', '<', period.to)
    // Written as the index's condition, so both databases see that it may be used.
    .where(sql<boolean>`substr(phone, 1, 3) <> '972'`)
    .where('campaigns.kind', '=', 'sms')
    .groupBy(hourOfMessage)
    .execute();
}

type DayFigures = Record<Figure, number>;
const noFigures = (): DayFigures => ({ delivered: 0, notDelivered: 0, pending: 0, overseasSms: 0 });

/** Status groups and texts abroad of every day of the period, counted from messages. */
async function countFromMessages(db: Db, period: Period): Promise<Map<number, DayFigures>> {
  const byDay = new Map(daysOf(period).map((day) => [day, noFigures()]));
  const [statusRows, overseasRows] = await Promise.all([countsByStatus(db, period), overseasTexts(db, period)]);
  for (const r of statusRows) {
    const day = byDay.get(dayOfHour(r.hour));
    if (day) day[groupOf(r.status)] += Number(r.n);
  }
  for (const r of overseasRows) {
    const day = byDay.get(dayOfHour(r.hour));
    if (day) day.overseasSms += Number(r.n);
  }
  return byDay;
}

/** The settled days' figures: kept ones read, the others counted once and kept. */
async function settledFigures(db: Db, period: Period): Promise<Map<number, DayFigures>> {
  const byDay = new Map<number, DayFigures>();
  if (period.from >= period.to) return byDay;
  const kept = await db.selectFrom('message_status_days').select(['day', 'figure', 'messages']).where('day', '>=', period.from).where('day', '<', period.to).execute();
  const counted = new Set(kept.filter((r) => r.figure === 'total').map((r) => Number(r.day)));
  for (const r of kept) {
    if (r.figure === 'total') continue;
    const day = byDay.get(Number(r.day)) ?? noFigures();
    day[r.figure as Figure] = Number(r.messages);
    byDay.set(Number(r.day), day);
  }
  const missing = daysOf(period).filter((day) => !counted.has(day));
  if (missing.length === 0) return byDay;
  // One count over the span of the days not kept yet (usually the one that settled since the last look).
  const fresh = await countFromMessages(db, { from: missing[0]!, to: israelDayStart(missing.at(-1)!, 1) });
  const rows = [...fresh.entries()].flatMap(([day, f]) => [
    ...figures.filter((figure) => f[figure] > 0).map((figure) => ({ day, figure, messages: f[figure] })),
    { day, figure: 'total', messages: f.delivered + f.notDelivered + f.pending },
  ]);
  for (let i = 0; i < rows.length; i += 200) {
    // Two readers counting the same day write the same figures.
    await db.insertInto('message_status_days').values(rows.slice(i, i + 200)).onConflict((oc) => oc.columns(['day', 'figure']).doUpdateSet({ messages: (eb) => eb.ref('excluded.messages') })).execute();
  }
  for (const [day, f] of fresh) byDay.set(day, f);
  return byDay;
}

export async function messagesPerDay(db: Db, period: Period, now: number): Promise<SuperAdminMessagesDay[]> {
  const settledUntil = Math.max(period.from, Math.min(period.to, israelDayStart(now, -settlingDays)));
  const [settled, settling, kindRows] = await Promise.all([
    settledFigures(db, { from: period.from, to: settledUntil }),
    settledUntil < period.to ? countFromMessages(db, { from: settledUntil, to: period.to }) : new Map<number, DayFigures>(),
    countsByKind(db, period),
  ]);
  const byDay = new Map<number, SuperAdminMessagesDay>(
    daysOf(period).map((day) => {
      const f = settled.get(day) ?? settling.get(day) ?? noFigures();
      // Texts abroad are counted apart from the texts at home.
      return [day, { date: israelDate(day), messages: 0, ...f, sms: -f.overseasSms, voice: 0, whatsapp: 0 }];
    }),
  );
  for (const r of kindRows) {
    const day = byDay.get(Number(r.day));
    if (!day) continue;
    const n = Number(r.n);
    day.messages += n;
    if (r.kind === 'voice') day.voice += n;
    else if (r.kind === 'whatsapp') day.whatsapp += n;
    else day.sms += n;
  }
  return [...byDay.values()];
}

export const getMessagesPerDay: Handler<GetMessagesPerDayApiArg> = async ({ body }, ctx): Promise<GetMessagesPerDayApiResponse> => {
  const period = chosenPeriod(body, ctx.now());
  const days = await messagesPerDay(ctx.db, period, ctx.now());
  return {
    data: { fromDate: days[0]?.date ?? israelDate(period.from), toDate: days.at(-1)?.date ?? israelDate(period.from), smsRoute: operatorOf(ctx.config), days },
  };
};
