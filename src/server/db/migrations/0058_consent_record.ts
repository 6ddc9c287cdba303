/**
 * The consent record (issue 21): the account's blacklist is already the one place an opt-out is
 * kept per account and number (unique account_id + phone, the number in the one stored form,
 * added_by and created_at saying who and when), and every channel's sending already leaves its
 * numbers out. So the record is that table with the evidence it lacked — the channel, how it was
 * asked, the text received, the campaign answered — and the history keeps the same evidence for
 * every addition and removal, so a number removed and added again keeps both stories.
 *
 * The opt-outs written before are kept as they were and marked `beforeConsentRecord`; their
 * channel is read from the source they were stored with.
 */
import { type Kysely, sql } from 'kysely';

const channelOfSource = sql`case source when 'reply' then 'sms' when 'chat' then 'sms' when 'upload' then 'import' when 'admin' then 'support' else 'web' end`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['blacklist', 'blacklist_history']) {
    await db.schema.alterTable(table).addColumn('channel', 'text', (c) => c.notNull().defaultTo('web')).execute();
    await db.schema.alterTable(table).addColumn('how', 'text', (c) => c.notNull().defaultTo('beforeConsentRecord')).execute();
    await db.schema.alterTable(table).addColumn('evidence_text', 'text').execute();
    await db.schema.alterTable(table).addColumn('campaign_id', 'integer').execute();
    await sql`update ${sql.table(table)} set channel = ${channelOfSource}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['blacklist_history', 'blacklist']) {
    for (const column of ['campaign_id', 'evidence_text', 'how', 'channel']) await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
