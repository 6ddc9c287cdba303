/**
 * Sender-name requests' declarations and documents (issue 20). A request is the sender_identities
 * row of kind 'name' the customer asked for (campaigns/insert-source-name); it gains the declaration
 * text the customer signed, the deciding manager's comment and when it was decided.
 * sender_name_documents: the documents of a request. The bytes are never in the database and never
 * plain on disk: each is kept AES-256-GCM encrypted under a stored name of random letters (the
 * customer's file name is only shown), once in the local folder it arrived in and once in the
 * secure store (DATA_DIR/secure-server/<account>/). No document was kept before this migration, so
 * there are no plain rows to convert.
 */
import type { Kysely } from 'kysely';
import { dialectOf } from '../database';
import { idColumn } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(dialectOf(db));
  await db.schema.alterTable('sender_identities').addColumn('declaration', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('sender_identities').addColumn('decision_comment', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('sender_identities').addColumn('decided_at', 'bigint').execute();
  await id(db.schema.createTable('sender_name_documents'))
    .addColumn('identity_id', 'integer', (c) => c.notNull().references('sender_identities.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('stored_name', 'text', (c) => c.notNull().unique())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('is_local', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_secure', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('uploaded_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sender_name_documents_identity').on('sender_name_documents').column('identity_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sender_name_documents').execute();
  await db.schema.alterTable('sender_identities').dropColumn('decided_at').execute();
  await db.schema.alterTable('sender_identities').dropColumn('decision_comment').execute();
  await db.schema.alterTable('sender_identities').dropColumn('declaration').execute();
}
