/** Rows with known figures for the /bi tests: accounts, campaigns and their messages, ledger entries, purchases, sign-ins. */
import type { Db } from '../../../db/database';
import type { BalanceService, MessageStatus } from '../../../db/schema';
import { countMadeMessages } from '../../reports/messages/messageDays';
import { insertUser } from '../../../test/testApp';

export async function account(db: Db, fields: { company_name?: string; created_at?: number } = {}): Promise<number> {
  const id = await insertUser(db);
  if (Object.keys(fields).length) await db.updateTable('users').set(fields).where('id', '=', id).execute();
  return id;
}

export async function campaign(db: Db, accountId: number, kind: 'sms' | 'voice' = 'sms'): Promise<number> {
  const row = await db
    .insertInto('campaigns')
    .values({ account_id: accountId, user_id: accountId, kind, name: 'c', content: 'hi', sender: 'Shop', status: 'sent', schedule: '{}', settings: '{}', content_key: 'k', created_at: 0, updated_at: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface MadeMessage {
  status: MessageStatus;
  phone?: string;
  credits?: number;
}

let seq = 0;

/** Messages of a campaign made at one moment, counted in the daily counts as making.ts does. */
export async function made(db: Db, campaignId: number, at: number, messages: readonly MadeMessage[]): Promise<void> {
  const c = await db.selectFrom('campaigns').select('account_id').where('id', '=', campaignId).executeTakeFirstOrThrow();
  const shipment = await db.insertInto('shipments').values({ campaign_id: campaignId, account_id: c.account_id, seq_from: 1, seq_to: 1, run_at: at, status: 'done', created_at: at }).returning('id').executeTakeFirstOrThrow();
  const rows = messages.map((m) => ({
    shipment_id: shipment.id,
    campaign_id: campaignId,
    account_id: c.account_id,
    seq: ++seq,
    phone: m.phone ?? '972501234567',
    text: 'hi',
    parts: 1,
    credits: m.credits ?? 1,
    status: m.status,
    created_at: at,
  }));
  await db.insertInto('messages').values(rows).execute();
  await countMadeMessages(db, { account: c.account_id, campaign: campaignId, at, messages: rows.length, parts: rows.length, credits: rows.reduce((s, r) => s + r.credits, 0) });
}

export const ledger = (db: Db, userId: number, service: BalanceService, delta: number, reason: string, at: number) =>
  db.insertInto('balance_entries').values({ user_id: userId, service, delta, balance_after: 0, reason, created_at: at }).returning('id').executeTakeFirstOrThrow();

let invoiceNumber = 0;

/** A purchase's invoice (and its receipt, which must not count twice). */
export async function purchase(db: Db, accountId: number, p: { service?: BalanceService; credits: number; amount: number; at: number; reference?: string; byCard?: boolean }): Promise<number> {
  const entry = await ledger(db, accountId, p.service ?? 'sms', p.credits, 'purchase', p.at);
  let invoiceId = 0;
  for (const type of ['invoice', 'receipt'] as const) {
    const row = await db
      .insertInto('invoices')
      .values({
        account_id: accountId, user_id: accountId, type, number: ++invoiceNumber, balance_entry_id: entry.id, service: p.service ?? 'sms', credits: p.credits, amount: p.amount,
        vat_multiplier: 1.18, total: p.amount * 1.18, payment_reference: p.reference ?? '', status: 'paid', paid_at: p.at, file_name: `f${invoiceNumber}`, document: null, created_at: p.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (type === 'invoice') invoiceId = row.id;
  }
  if (p.byCard) {
    await db
      .insertInto('package_payments')
      .values({ token: `t${invoiceId}`, account_id: accountId, user_id: accountId, service: p.service ?? 'sms', credits: p.credits, amount: p.amount, total: p.amount * 1.18, state: 'paid', invoice_id: invoiceId, created_at: p.at - 60_000, completed_at: p.at })
      .execute();
  }
  return invoiceId;
}

export const signIn = (db: Db, userId: number, outcome: string, at: number) => db.insertInto('login_audit').values({ user_id: userId, username: `u${userId}`, outcome, ip: '10.0.0.1', created_at: at }).execute();
