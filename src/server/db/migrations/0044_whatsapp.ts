/**
 * WhatsApp (issue 19): the business numbers of an account and their onboarding, the templates
 * of each number, every WhatsApp message in or out (chat and campaigns), the conversations with
 * their 24-hour window, and each customer's WhatsApp rate per country.
 *
 * Campaign sends also have their row in `messages` (the pipeline's exactly-once claim and the
 * ledger work on it as for SMS and voice); `wa_messages.message_id` joins the two. The provider's
 * own ids (WABA, phone-number id, template id, wamid) are kept as text: Meta's are numeric strings.
 */
import type { Kysely } from 'kysely';
import { dialectOf } from '../database';
import { idColumn } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  const id = idColumn(dialect);
  await db.schema
    .createTable('wa_numbers')
    .$call(id)
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    // Digits, international form (9725XXXXXXXX).
    .addColumn('phone', 'text', (c) => c.notNull())
    // WhatsAppNumberState of the contract (src/domain/whatsapp.ts).
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('is_pool_number', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('waba_id', 'text')
    .addColumn('phone_number_id', 'text')
    .addColumn('display_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('company_name', 'text', (c) => c.notNull().defaultTo(''))
    // The business profile customers see in WhatsApp (set-chat-profile), JSON.
    .addColumn('profile', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('logo_hash', 'text')
    .addColumn('daily_limit', 'integer', (c) => c.notNull().defaultTo(250))
    .addColumn('is_verified_business', 'integer', (c) => c.notNull().defaultTo(0))
    // Meta's messaging tier and quality, as the last phone_number_quality_update said.
    .addColumn('messaging_tier', 'text', (c) => c.notNull().defaultTo('TIER_250'))
    .addColumn('is_blocked_by_meta', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('send_read_status', 'integer', (c) => c.notNull().defaultTo(1))
    // When the number's templates were last read back from Meta (get-phone-templates syncs after 15 minutes).
    .addColumn('templates_synced_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();
  // A number belongs to one account at a time; a deleted one may be taken again.
  await db.schema.createIndex('wa_numbers_phone').on('wa_numbers').columns(['phone', 'deleted_at']).execute();
  await db.schema.createIndex('wa_numbers_account').on('wa_numbers').columns(['account_id']).execute();
  await db.schema.createIndex('wa_numbers_provider').on('wa_numbers').columns(['phone_number_id']).execute();

  await db.schema
    .createTable('wa_onboarding_requests')
    .$call(id)
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('number_id', 'integer', (c) => c.notNull())
    // The form's fields, JSON; the documents as uploaded files' hashes, JSON.
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('files', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .execute();
  await db.schema.createIndex('wa_onboarding_account').on('wa_onboarding_requests').columns(['account_id', 'status']).execute();

  await db.schema
    .createTable('wa_templates')
    .$call(id)
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('number_id', 'integer', (c) => c.notNull())
    .addColumn('provider_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    // The template as built (WhatsAppTemplate of the contract), JSON.
    .addColumn('content', 'text', (c) => c.notNull())
    // Meta's status: PENDING, APPROVED, REJECTED, PAUSED, DISABLED (and the rest it may send).
    .addColumn('provider_status', 'text', (c) => c.notNull())
    .addColumn('rejection_reason', 'text')
    .addColumn('paused_until', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();
  await db.schema.createIndex('wa_templates_number').on('wa_templates').columns(['number_id', 'deleted_at']).execute();
  await db.schema.createIndex('wa_templates_provider').on('wa_templates').columns(['provider_id']).execute();

  await db.schema
    .createTable('wa_conversations')
    .$call(id)
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('number_id', 'integer', (c) => c.notNull())
    // The customer's WhatsApp id (wa_id: digits).
    .addColumn('peer', 'text', (c) => c.notNull())
    .addColumn('peer_name', 'text', (c) => c.notNull().defaultTo(''))
    // The 24-hour window runs from here (the customer's latest message); null: never wrote.
    .addColumn('last_inbound_at', 'bigint')
    .addColumn('last_message_at', 'bigint', (c) => c.notNull())
    .addColumn('unread', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('wa_conversations_peer').on('wa_conversations').columns(['number_id', 'peer']).unique().execute();
  await db.schema.createIndex('wa_conversations_recent').on('wa_conversations').columns(['account_id', 'last_message_at']).execute();

  await db.schema
    .createTable('wa_messages')
    .$call(id)
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('number_id', 'integer', (c) => c.notNull())
    .addColumn('conversation_id', 'integer', (c) => c.notNull())
    // in | out
    .addColumn('direction', 'text', (c) => c.notNull())
    // Meta's wamid; null until the send was accepted. Unique: a duplicated webhook changes nothing.
    .addColumn('wamid', 'text')
    // text, template, image, document, audio, video, sticker, reaction, button, interactive, location, contacts, system, unsupported
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('caption', 'text')
    .addColumn('media_hash', 'text')
    .addColumn('media_mime', 'text')
    .addColumn('template_id', 'integer')
    // The wamid a reaction or a reply is about.
    .addColumn('context_wamid', 'text')
    // The pipeline's row of a campaign send; null for the chat.
    .addColumn('message_id', 'integer')
    .addColumn('campaign_id', 'integer')
    // accepted | sent | delivered | read | failed (out); received | read (in)
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error_code', 'integer')
    // WhatsAppRejectionReason 1 to 9 (src/domain/whatsapp.ts) when failed.
    .addColumn('rejection_reason', 'integer')
    // The pricing object's category once billed; billing happens once, on the first that carries it.
    .addColumn('pricing_category', 'text')
    .addColumn('billed_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('status_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wa_messages_wamid').on('wa_messages').column('wamid').unique().execute();
  await db.schema.createIndex('wa_messages_conversation').on('wa_messages').columns(['conversation_id', 'created_at']).execute();
  await db.schema.createIndex('wa_messages_account').on('wa_messages').columns(['account_id', 'created_at']).execute();
  await db.schema.createIndex('wa_messages_message').on('wa_messages').column('message_id').execute();

  // A WhatsApp notification (a customer wrote) carries the contract's WhatsAppNotification for
  // the browser's desktop notice and sound; JSON, null for every other notification.
  await db.schema.alterTable('notifications').addColumn('whatsapp', 'text').execute();

  // Files uploaded for WhatsApp (upload-whatsapp-file): template headers, campaign and chat media,
  // profile pictures. Named by their sha-256 per account, as destination files are; the bytes are
  // kept here so every API process reads them.
  await db.schema
    .createTable('wa_media')
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    // templates | campaigns | chat | profile, or onboarding (create-user's documents)
    .addColumn('dir', 'text', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    // Sniffed from the content, never from the name.
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    // bytea has no "blob" alias in PostgreSQL.
    .addColumn('data', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('wa_media_pk', ['account_id', 'hash'])
    .execute();

  await db.schema
    .createTable('wa_rates')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('rate', 'real', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('wa_rates_pk', ['user_id', 'country_code'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notifications').dropColumn('whatsapp').execute();
  for (const table of ['wa_rates', 'wa_media', 'wa_messages', 'wa_conversations', 'wa_templates', 'wa_onboarding_requests', 'wa_numbers']) await db.schema.dropTable(table).execute();
}
