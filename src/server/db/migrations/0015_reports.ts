/**
 * The message reports (issue 7): /sms-report reads an account's messages a page at a time,
 * so each of its filters walks an index in the page's order instead of scanning the table.
 * - messages_account_time: the period (sorted by sentOn, newest first; id breaks ties).
 * - messages_account_status: a status (delivered, the failed group, pending) in the period.
 * - messages_account_phone: a search by a whole number over its 45 days.
 * - messages_campaign_time: one campaign's messages in order (messages_campaign, the
 *   pipeline's, has status second and cannot give the order).
 * - message_days: messages, parts and credits made per account, campaign and Israel day, kept
 *   by making.ts in the transaction that makes the rows (they never change after), so the
 *   totals of a month or a campaign are a few rows, not a count of millions.
 * - produced_reports: reports too large for the page, produced on the server as CSV files
 *   and e-mailed; the row says whether one is being produced (check-exist-report), and a
 *   file left "producing" by a crash stays visible as such until the next start marks it failed.
 */
import { sql, type Kysely } from 'kysely';
import { israelWallTime, fromIsraelWallTime } from '../../../domain/israelTime';
import { dialectOf } from '../database';
import { idColumn } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(dialectOf(db));
  await db.schema.createIndex('messages_account_time').on('messages').columns(['account_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('messages_account_status').on('messages').columns(['account_id', 'status', 'created_at', 'id', 'parts', 'credits']).execute();
  await db.schema.createIndex('messages_account_phone').on('messages').columns(['account_id', 'phone', 'created_at']).execute();
  await db.schema.createIndex('messages_campaign_time').on('messages').columns(['campaign_id', 'created_at', 'id']).execute();

  await db.schema
    .createTable('message_days')
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('campaign_id', 'integer', (c) => c.notNull())
    /** The Israel midnight that starts the day the rows were made (epoch ms). */
    .addColumn('day', 'bigint', (c) => c.notNull())
    .addColumn('messages', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('parts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('credits', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('message_days_pk', ['account_id', 'day', 'campaign_id'])
    .execute();
  await countExistingMessages(db);

  await id(db.schema.createTable('produced_reports'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('report_name', 'text', (c) => c.notNull())
    /** The filters as the report read them, JSON with sorted keys: the same report asked twice has the same key. */
    .addColumn('filters_key', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    /** The random name the file is stored and downloaded by (download/{endPoint}?file=...). */
    .addColumn('file', 'text', (c) => c.notNull().unique())
    .addColumn('rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    /** Moved on after each chunk written: a "producing" row that stopped moving was a crashed producer's. */
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  // The same report is produced once at a time, whatever processes ask at once.
  await db.schema
    .createIndex('produced_reports_producing')
    .on('produced_reports')
    .columns(['account_id', 'report_name', 'filters_key'])
    .unique()
    .where(sql.ref('status'), '=', 'producing')
    .execute();
}

/** Messages made before this migration, counted once (a chunk's rows share their created_at). */
async function countExistingMessages(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ account_id: number; campaign_id: number; created_at: number; messages: number; parts: number; credits: number }>`
    select account_id, campaign_id, created_at, count(*) as messages, sum(parts) as parts, sum(credits) as credits
    from messages group by account_id, campaign_id, created_at`.execute(db);
  const days = new Map<string, { account_id: number; campaign_id: number; day: number; messages: number; parts: number; credits: number }>();
  for (const r of rows) {
    const w = israelWallTime(Number(r.created_at));
    const day = fromIsraelWallTime(w.year, w.month, w.day);
    const key = `${r.account_id}:${r.campaign_id}:${day}`;
    const d = days.get(key) ?? { account_id: r.account_id, campaign_id: r.campaign_id, day, messages: 0, parts: 0, credits: 0 };
    d.messages += Number(r.messages);
    d.parts += Number(r.parts);
    d.credits += Number(r.credits);
    days.set(key, d);
  }
  const all = [...days.values()];
  for (let i = 0; i < all.length; i += 500) {
    await (db as Kysely<{ message_days: (typeof all)[number] }>).insertInto('message_days').values(all.slice(i, i + 500)).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('produced_reports').execute();
  await db.schema.dropTable('message_days').execute();
  for (const name of ['messages_campaign_time', 'messages_account_phone', 'messages_account_status', 'messages_account_time']) await db.schema.dropIndex(name).execute();
}
