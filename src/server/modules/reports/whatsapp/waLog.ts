/**
 * The WhatsApp log: every WhatsApp message of an account, in or out, chat and campaigns, one
 * row each. A message Meta heard of has its wa_messages row (its status from the webhooks); a
 * campaign message that has none yet is still to go (queued) or was refused before Meta took it
 * (failed, with Meta's code in its error) — those come from the pipeline's messages rows. Both
 * halves are one union, filtered and counted in SQL, so a slice never reads the whole log.
 */
import { sql, type SelectQueryBuilder } from 'kysely';
import type { ReportsWaLogRow } from '../../../../contract/reports';
import { formatIsraelDateTime } from '../../../../domain/israelTime';
import { rejectionReasonOf } from '../../../../domain/whatsapp';
import { dialectOf, type Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { rejectionCodeOfError } from '../../../messaging/whatsapp/desk';
import type { ReportScope } from '../whose';

export interface WaLogFilters {
  /** Stored forms (digits, international). */
  source?: string;
  destination?: string;
  from?: number;
  to?: number;
  billed?: boolean;
  status?: 'queued' | 'sent' | 'delivered' | 'read' | 'failed';
  campaignId?: number;
}

interface LogRow {
  id: number;
  campaign_id: number | null;
  source: string;
  destination: string;
  direction: string;
  type: string;
  body: string;
  template: string | null;
  status: string;
  rejection: number | null;
  error: string | null;
  billed: number;
  created_at: number;
  user_id: number;
}

/** A WhatsApp campaign's template (settings.whatsapp.templateId, campaigns/settings.ts), in either database. */
const templateIdOf = (db: Db) =>
  dialectOf(db) === 'postgres' ? sql<number>`((${sql.ref('c.settings')})::jsonb #>> '{whatsapp,templateId}')::integer` : sql<number>`cast(json_extract(${sql.ref('c.settings')}, '$.whatsapp.templateId') as integer)`;

/** The log's rows of the scope, before the filters. */
function logOf(db: Db, scope: ReportScope) {
  let fromMeta = db
    .selectFrom('wa_messages as w')
    .innerJoin('wa_numbers as n', 'n.id', 'w.number_id')
    .innerJoin('wa_conversations as v', 'v.id', 'w.conversation_id')
    .leftJoin('wa_templates as t', 't.id', 'w.template_id')
    .leftJoin('campaigns as c', 'c.id', 'w.campaign_id')
    .select([
      'w.id',
      'w.campaign_id',
      'n.phone as source',
      'v.peer as destination',
      sql<string>`case when ${sql.ref('w.direction')} = 'in' then 'incoming' else 'outgoing' end`.as('direction'),
      'w.type',
      'w.body',
      't.name as template',
      // Meta's accepted is still queued there (a chat send awaiting Meta's answer too); a customer's message received is delivered to us.
      sql<string>`case ${sql.ref('w.status')} when 'accepted' then 'queued' when 'sending' then 'queued' when 'received' then 'delivered' else ${sql.ref('w.status')} end`.as('status'),
      'w.rejection_reason as rejection',
      sql<string | null>`null`.as('error'),
      sql<number>`case when ${sql.ref('w.billed_at')} is null then 0 else 1 end`.as('billed'),
      'w.created_at',
      sql<number>`coalesce(${sql.ref('c.user_id')}, ${sql.ref('n.user_id')})`.as('user_id'),
    ])
    .where('w.account_id', '=', scope.account);
  let notYet = db
    .selectFrom('messages as m')
    .innerJoin('campaigns as c', 'c.id', 'm.campaign_id')
    .leftJoin('wa_templates as t', (join) => join.on(sql<boolean>`${sql.ref('t.id')} = ${templateIdOf(db)}`))
    .select([
      sql<number>`-${sql.ref('m.id')}`.as('id'),
      'm.campaign_id',
      'c.sender as source',
      'm.phone as destination',
      sql<string>`'outgoing'`.as('direction'),
      sql<string>`'template'`.as('type'),
      'm.text as body',
      't.name as template',
      sql<string>`case when ${sql.ref('m.status')} = 'failed' then 'failed' else 'queued' end`.as('status'),
      sql<number | null>`null`.as('rejection'),
      'm.error',
      sql<number>`0`.as('billed'),
      'm.created_at',
      'c.user_id',
    ])
    .where('c.kind', '=', 'whatsapp')
    .where('m.account_id', '=', scope.account)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('wa_messages as x').select('x.id').whereRef('x.message_id', '=', 'm.id'))));
  if (scope.userId !== undefined) {
    fromMeta = fromMeta.where(sql<boolean>`coalesce(${sql.ref('c.user_id')}, ${sql.ref('n.user_id')}) = ${scope.userId}`);
    notYet = notYet.where('c.user_id', '=', scope.userId);
  }
  return db.selectFrom(fromMeta.unionAll(notYet).as('log'));
}

type Log = SelectQueryBuilder<Database & { log: LogRow }, 'log', object>;

function filtered(query: Log, f: WaLogFilters): Log {
  let q = query;
  if (f.source) q = q.where('log.source', '=', f.source);
  if (f.destination) q = q.where('log.destination', '=', f.destination);
  if (f.from !== undefined) q = q.where('log.created_at', '>=', f.from);
  if (f.to !== undefined) q = q.where('log.created_at', '<', f.to);
  if (f.billed !== undefined) q = q.where('log.billed', '=', f.billed ? 1 : 0);
  if (f.status) q = q.where('log.status', '=', f.status);
  if (f.campaignId !== undefined) q = q.where('log.campaign_id', '=', f.campaignId);
  return q;
}

const rowOf = (r: LogRow): ReportsWaLogRow => {
  const code = r.rejection ?? (r.status === 'failed' ? rejectionCodeOfError(r.error) : null);
  return {
    id: Math.abs(r.id),
    ...(r.campaign_id !== null ? { campaignId: r.campaign_id } : {}),
    source: r.source,
    destination: r.destination,
    direction: r.direction === 'incoming' ? 'incoming' : 'outgoing',
    type: r.type,
    body: r.body,
    ...(r.template ? { template: r.template } : {}),
    status: r.status as NonNullable<ReportsWaLogRow['status']>,
    // A wa_messages row keeps the reason itself; a message refused before Meta took it keeps Meta's code.
    ...(r.status === 'failed' ? { rejection: r.rejection ?? (code !== null ? rejectionReasonOf(code) : 9) } : {}),
    billed: r.billed === 1,
    date: formatIsraelDateTime(Number(r.created_at)),
    userId: r.user_id,
  };
};

export async function waLogRows(db: Db, scope: ReportScope, f: WaLogFilters, slice: { low: number; high: number }): Promise<ReportsWaLogRow[]> {
  const rows = await filtered(logOf(db, scope) as Log, f)
    .selectAll()
    .orderBy('log.created_at', 'desc')
    .orderBy('log.id', 'desc')
    .limit(slice.high - slice.low)
    .offset(slice.low)
    .execute();
  return (rows as LogRow[]).map(rowOf);
}

export async function waLogCount(db: Db, scope: ReportScope, f: WaLogFilters): Promise<number> {
  const row = await filtered(logOf(db, scope) as Log, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Rows per status, and the credits they took: a template sent (or still to go) is one 'whatsapp' credit; chat text and refused sends none. */
export async function waLogCounts(db: Db, scope: ReportScope, f: WaLogFilters): Promise<{ byStatus: Record<string, number>; total: number; credits: number }> {
  const rows = await filtered(logOf(db, scope) as Log, f)
    .select(['log.status', (eb) => eb.fn.countAll<number>().as('n'), sql<number>`sum(case when ${sql.ref('log.type')} = 'template' and ${sql.ref('log.direction')} = 'outgoing' and ${sql.ref('log.status')} != 'failed' then 1 else 0 end)`.as('credits')])
    .groupBy('log.status')
    .execute();
  const byStatus: Record<string, number> = {};
  let total = 0;
  let credits = 0;
  for (const r of rows) {
    byStatus[r.status] = Number(r.n);
    total += Number(r.n);
    credits += Number(r.credits ?? 0);
  }
  return { byStatus, total, credits };
}
