/**
 * Answers and calls that never reached anyone over time, for the voice statistics chart: each point covers
 * a minute, ten minutes, an hour or an Israeli day, chosen by the span of the calls so a chart
 * has at most a few hundred points, and every period of the span is there, empty ones too, so
 * its time axis is even. Grouped in SQL by the period (by hour for days, which fold into Israeli
 * days here), so a million calls are a few hundred rows.
 */
import { sql } from 'kysely';
import type { ReportsVoiceDurationPoint } from '../../../../contract/reports';
import { formatIsraelDateTime } from '../../../../domain/israelTime';
import type { Db } from '../../../db/database';
import { israelDayStart } from '../period';
import { neverAnswered } from './callStatuses';

const minuteMs = 60_000;
const hourMs = 3_600_000;
const dayMinutes = 1440;

/** The period of a point by the span of the calls: [span up to, minutes per point]. */
const steps: readonly (readonly [number, number])[] = [
  [2 * hourMs, 1],
  [20 * hourMs, 10],
  [10 * 24 * hourMs, 60],
];

export const minutesPerPointFor = (spanMs: number): number => steps.find(([upTo]) => spanMs <= upTo)?.[1] ?? dayMinutes;

export interface CallTimeline {
  minutesPerPoint: number;
  points: ReportsVoiceDurationPoint[];
}

type Column = 'messages.answered_at' | 'messages.done_at';

export async function callTimeline(db: Db, ids: readonly number[]): Promise<CallTimeline> {
  const list = [...ids];
  const answered = (q: ReturnType<typeof calls>) => q.where('messages.answered_at', 'is not', null);
  const unanswered = (q: ReturnType<typeof calls>) => q.where(neverAnswered).where('messages.done_at', 'is not', null);
  function calls() {
    return db.selectFrom('messages').where('messages.campaign_id', 'in', list);
  }
  const [a, u] = await Promise.all([
    answered(calls())
      .select((eb) => [eb.fn.min<number>('messages.answered_at').as('first'), eb.fn.max<number>('messages.answered_at').as('last')])
      .executeTakeFirst(),
    unanswered(calls())
      .select((eb) => [eb.fn.min<number>('messages.done_at').as('first'), eb.fn.max<number>('messages.done_at').as('last')])
      .executeTakeFirst(),
  ]);
  const ends = [a?.first, a?.last, u?.first, u?.last].filter((v) => v !== null && v !== undefined).map(Number);
  if (!ends.length) return { minutesPerPoint: 1, points: [] };
  const first = Math.min(...ends);
  const last = Math.max(...ends);
  const minutesPerPoint = minutesPerPointFor(last - first);
  // Israeli days are 23 to 25 hours: grouped by hour in SQL, folded into days below.
  const groupMs = minutesPerPoint === dayMinutes ? hourMs : minutesPerPoint * minuteMs;
  const period = (column: Column) => sql<number>`${sql.ref(column)} / ${sql.lit(groupMs)}`;
  const [answers, others] = await Promise.all([
    answered(calls())
      .select([period('messages.answered_at').as('p'), (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(period('messages.answered_at'))
      .execute(),
    unanswered(calls())
      .select([period('messages.done_at').as('p'), (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(period('messages.done_at'))
      .execute(),
  ]);
  const startOf = (ms: number) => (minutesPerPoint === dayMinutes ? israelDayStart(ms) : Math.floor(ms / groupMs) * groupMs);
  const nextOf = (start: number) => (minutesPerPoint === dayMinutes ? israelDayStart(start, 1) : start + groupMs);
  const points = new Map<number, ReportsVoiceDurationPoint>();
  for (let start = startOf(first); start <= last; start = nextOf(start)) points.set(start, { time: formatIsraelDateTime(start), answered: 0, notAnswered: 0 });
  for (const r of answers) points.get(startOf(Number(r.p) * groupMs))!.answered! += Number(r.n);
  for (const r of others) points.get(startOf(Number(r.p) * groupMs))!.notAnswered! += Number(r.n);
  return { minutesPerPoint, points: [...points.values()] };
}
