/**
 * Approval requests (issue 6, /security/:hash): one row per thing waiting for a system
 * manager's decision — a campaign held because its sender may not send without permission, a
 * report whose delivery needs approval, a sender-name (source number text) request. The link's
 * token is stored only as its SHA-256 (link_hash), so a database reader cannot open a link.
 * details keeps what the approver is shown (JSON) as it was asked, so a decided request can
 * still be read after its subject changed or was withdrawn.
 */
import type { Kysely } from 'kysely';
import { dialectOf } from '../database';
import { idColumn } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(dialectOf(db));
  await id(db.schema.createTable('approval_requests'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('link_hash', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('reason', 'text')
    .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('decided_by', 'integer')
    .addColumn('decision_reason', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .execute();
  await db.schema.createIndex('approval_requests_subject').on('approval_requests').columns(['kind', 'subject_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('approval_requests').execute();
}
