/**
 * Issue 21, "another account's ids": one of every kind of resource an operation names by id,
 * made for an account straight in the database (the attack needs the rows, not the way to them),
 * each with a look at its stored state, so the test can say a refused call left it unchanged.
 */
import { createHash, randomBytes } from 'node:crypto';
import { listNameKey } from '../../domain/contactFields';
import type { Db } from '../db/database';
import { insertUser } from '../test/testApp';
import { Group } from '../../domain/access';

/** The kinds of resource an operation names, as the id table (idFields.ts) maps fields to them. */
export const resourceKinds = [
  'user', 'subUser', 'contactList', 'contact', 'blacklistEntry', 'campaign', 'destinationFile', 'upload', 'voiceFile',
  'shortLink', 'template', 'pushUrl', 'invoice', 'notification', 'importProgress', 'whatsappNumber', 'whatsappTemplate',
  'whatsappPhone', 'whatsappMessage', 'whatsappMedia',
] as const;
export type ResourceKind = (typeof resourceKinds)[number];

export interface Resource {
  /** The value an operation names it by: a number id, a hash, a handle, a phone. */
  id: number | string;
  /** Its stored rows now, to compare before and after an attack. */
  state: () => Promise<unknown>;
}

export type AccountResources = Record<ResourceKind, Resource> & {
  /** A text in every name and content of the account's resources: an answer showing it shows them. */
  marker: string;
};

let serial = 0;
/** A hash as the product makes them: 64 hex digits. */
const hashOf = (text: string): string => createHash('sha256').update(text).digest('hex');
const unique = (): string => `${Date.now().toString(36)}${(serial += 1)}${randomBytes(3).toString('hex')}`;

/** One resource of every kind for the account of `userId` (a primary customer). */
export async function resourcesOf(db: Db, userId: number): Promise<AccountResources> {
  const now = Date.now();
  const tag = unique();
  const rowsOf = (table: Parameters<Db['selectFrom']>[0] & string, column: string, value: number | string) => () =>
    // The tables differ; the look is the same: every stored column of the rows the id names.
    (db as unknown as Db).selectFrom(table as 'users').selectAll().where(column as 'id', '=', value as number).execute();

  const subUser = await insertUser(db, { group: Group.subUser, adminId: userId });
  await db.updateTable('users').set({ parent_id: userId }).where('id', '=', subUser).execute();

  const listName = `list ${tag}`;
  const list = await db.insertInto('contact_lists').values({ account_id: userId, created_by: userId, name: listName, name_key: listNameKey(listName), headers: JSON.stringify(['שם']), contacts_count: 1, created_at: now, deleted_at: null }).returning('id').executeTakeFirstOrThrow();
  const contact = await db.insertInto('contacts').values({ list_id: list.id, phone: '0501234567', field1: 'דנה', created_at: now, source: 'test' }).returning('id').executeTakeFirstOrThrow();
  const blocked = await db.insertInto('blacklist').values({ account_id: userId, phone: '0507654321', source: 'test', added_by: userId, created_at: now }).returning('id').executeTakeFirstOrThrow();

  const campaign = await db
    .insertInto('campaigns')
    .values({ account_id: userId, user_id: userId, name: `campaign ${tag}`, content: 'שלום', sender: 'Shop', status: 'sent', schedule: '{}', settings: '{}', content_key: tag, created_at: now, updated_at: now, parent_id: null, next_run_at: null, sent_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const shipment = await db.insertInto('shipments').values({ campaign_id: campaign.id, account_id: userId, seq_from: 1, seq_to: 1, run_at: now, status: 'done', created_at: now }).returning('id').executeTakeFirstOrThrow();

  const fileHash = hashOf(`file ${tag}`);
  const file = await db
    .insertInto('destination_files')
    .values({ account_id: userId, user_id: userId, hash: fileHash, name: 'numbers.csv', kind: 'file', status: 'checked', headers: '[]', total_rows: 1, saved: 1, duplicates: 0, failed: 0, size: 10, campaign_id: null, mapping: null, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('destination_file_rows').values({ file_id: file.id, phone: '0501112222' }).execute();

  const voiceHash = hashOf(`voice ${tag}`);
  await db.insertInto('voice_files').values({ hash: voiceHash, account_id: userId, user_id: userId, source: 'upload', original_name: 'hello.mp3', tts_text: null, language: null, duration_ms: 1000, path: `/nowhere/${voiceHash}.mp3`, created_at: now, deleted_at: null }).execute();

  const handle = hashOf(`link ${tag}`).slice(0, 32);
  await db
    .insertInto('short_links')
    .values({ account_id: userId, code: `c${tag}`.slice(0, 20), kind: 'general', url: 'https://example.com/', short_url: `https://s.example/${tag}`, handle, secret: '', campaign_id: null, created_at: now, expires_at: now + 86_400_000, sent_at: null })
    .execute();

  const template = await db.insertInto('templates').values({ account_id: userId, created_by: userId, name: `template ${tag}`, name_key: `template ${tag}`, content: 'שלום', created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
  const push = await db.insertInto('push_urls').values({ account_id: userId, created_by: userId, url: `https://example.com/push/${tag}`, type: 'delivery', service: 'sms', secret: 'secret', failing_since: null, retry_at: null, last_error: null, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();

  const entry = await db.insertInto('balance_entries').values({ user_id: userId, service: 'sms', delta: 100, balance_after: 100, reason: 'purchase', created_at: now }).returning('id').executeTakeFirstOrThrow();
  const invoice = await db
    .insertInto('invoices')
    .values({ account_id: userId, user_id: userId, type: 'invoice', number: 900_000 + serial, balance_entry_id: entry.id, service: 'sms', credits: 100, amount: 10, vat_multiplier: 1.18, total: 11.8, payment_reference: '', status: 'paid', paid_at: now, file_name: `invoice-${tag}.pdf`, document: null, file_deleted_at: null, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();

  const notification = await db.insertInto('notifications').values({ user_id: userId, type: 3, message: 'hello', link: null, whatsapp: null, created_at: now, received_at: null }).returning('id').executeTakeFirstOrThrow();
  const importKey = `import-${tag}`;
  await db.insertInto('import_progress').values({ account_id: userId, import_key: importKey, stage: 'reading', percent: 10, rows_read: 1, updated_at: now }).execute();

  const phone = `97250${String(1_000_000 + serial * 7 + (userId % 1000)).slice(-7)}`;
  const number = await db
    .insertInto('wa_numbers')
    .values({ account_id: userId, user_id: userId, phone, state: 'active', waba_id: `waba${tag}`, phone_number_id: `pn${tag}`, templates_synced_at: null, created_at: now, updated_at: now, deleted_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const waTemplate = await db
    .insertInto('wa_templates')
    .values({ account_id: userId, number_id: number.id, provider_id: `pt${tag}`, name: `order_${tag}`, language: 'he', category: 'UTILITY', content: JSON.stringify({ name: `order_${tag}`, language: 'he', header: 'none', body: 'שלום {{1}}' }), provider_status: 'APPROVED', rejection_reason: null, paused_until: null, created_at: now, updated_at: now, deleted_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const conversation = await db.insertInto('wa_conversations').values({ account_id: userId, number_id: number.id, peer: '972501239999', last_inbound_at: now, last_message_at: now }).returning('id').executeTakeFirstOrThrow();
  const message = await db
    .insertInto('wa_messages')
    .values({ account_id: userId, number_id: number.id, conversation_id: conversation.id, direction: 'in', wamid: `wamid.${tag}`, type: 'text', body: 'שלום', caption: null, media_hash: null, media_mime: null, template_id: null, context_wamid: null, message_id: null, campaign_id: null, status: 'received', error_code: null, rejection_reason: null, pricing_category: null, billed_at: null, created_at: now, status_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const mediaHash = hashOf(`media ${tag}`);
  await db.insertInto('wa_media').values({ account_id: userId, hash: mediaHash, user_id: userId, dir: 'chat', original_name: 'a.png', mime_type: 'image/png', size: 4, width: 1, height: 1, data: Buffer.from([137, 80, 78, 71]), created_at: now }).execute();

  const fileState = async () => [await rowsOf('destination_files', 'id', file.id)(), await rowsOf('destination_file_rows', 'file_id', file.id)()];
  return {
    marker: tag,
    user: { id: userId, state: rowsOf('users', 'id', userId) },
    subUser: { id: subUser, state: rowsOf('users', 'id', subUser) },
    contactList: { id: list.id, state: async () => [await rowsOf('contact_lists', 'id', list.id)(), await rowsOf('contacts', 'list_id', list.id)()] },
    contact: { id: contact.id, state: rowsOf('contacts', 'id', contact.id) },
    blacklistEntry: { id: blocked.id, state: rowsOf('blacklist', 'id', blocked.id) },
    campaign: { id: campaign.id, state: async () => [await rowsOf('campaigns', 'id', campaign.id)(), await rowsOf('shipments', 'id', shipment.id)()] },
    destinationFile: { id: fileHash, state: fileState },
    upload: { id: file.id, state: fileState },
    voiceFile: { id: voiceHash, state: rowsOf('voice_files', 'hash', voiceHash) },
    shortLink: { id: handle, state: rowsOf('short_links', 'handle', handle) },
    template: { id: template.id, state: rowsOf('templates', 'id', template.id) },
    pushUrl: { id: push.id, state: rowsOf('push_urls', 'id', push.id) },
    invoice: { id: invoice.id, state: rowsOf('invoices', 'id', invoice.id) },
    notification: { id: notification.id, state: rowsOf('notifications', 'id', notification.id) },
    importProgress: { id: importKey, state: rowsOf('import_progress', 'import_key', importKey) },
    whatsappNumber: { id: number.id, state: rowsOf('wa_numbers', 'id', number.id) },
    whatsappPhone: { id: phone, state: rowsOf('wa_numbers', 'id', number.id) },
    whatsappTemplate: { id: waTemplate.id, state: rowsOf('wa_templates', 'id', waTemplate.id) },
    whatsappMessage: { id: message.id, state: rowsOf('wa_messages', 'id', message.id) },
    whatsappMedia: { id: mediaHash, state: rowsOf('wa_media', 'hash', mediaHash) },
  };
}
