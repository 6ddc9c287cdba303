/**
 * The server's errors (issue 18, the /errors page): every request that ended in an unexpected
 * 500, one row each, written by the fastify error handler outside the failed request's
 * transaction (src/server/errorLog). Read only by the users the ERRORS_PAGE_USER_IDS setting
 * names; never shown to customers.
 *
 * No foreign key to users: a row outlives the user it names, and an error must be recordable
 * whatever state the users table is in. Bounded by errorLog/retention.ts (30 days, 100,000 rows).
 */
import type { Kysely } from 'kysely';
import { dialectOf } from '../database';
import { idColumn } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('server_errors')
    .$call(idColumn(dialectOf(db)))
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('operation', 'text')
    .addColumn('user_id', 'integer')
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('stack', 'text', (c) => c.notNull())
    .execute();
  // The page reads a period newest first, alone or for one operation or one user; retention deletes by age.
  await db.schema.createIndex('server_errors_at').on('server_errors').columns(['at', 'id']).execute();
  await db.schema.createIndex('server_errors_operation').on('server_errors').columns(['operation', 'at']).execute();
  await db.schema.createIndex('server_errors_user').on('server_errors').columns(['user_id', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('server_errors').execute();
}
