/**
 * How far running file imports have come, for API processes that share a PostgreSQL database:
 * the process polled for progress may not be the one importing. (On SQLite there is one
 * process and the import holds the only connection, so progress stays in memory there.)
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('import_progress')
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('import_key', 'text', (c) => c.notNull())
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('percent', 'integer', (c) => c.notNull())
    .addColumn('rows_read', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('import_progress_pk', ['account_id', 'import_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('import_progress').execute();
}
