/**
 * Test helpers of the pipeline: a fresh database (SQLite in memory, or PostgreSQL) and a
 * campaign written the way acceptance writes one (recipients, one shipment, credits reserved),
 * without going through campaigns/send-campaign.
 */
import { creditsFor } from '../../domain/messageParts';
import { acceptCampaign, openCampaign } from '../campaigns/store';
import type { Db } from '../db/database';
import { migratedPostgres, migratedSqlite } from '../test/migratedDatabase';
import { insertUser } from '../test/testApp';
import { reserveCredits } from './credits';
import type { CampaignSettings } from '../campaigns/settings';

export async function testDatabase(options: { postgres?: boolean; file?: string } = {}): Promise<{ db: Db; url: string; close: () => Promise<void> }> {
  if (options.postgres) {
    const pg = await migratedPostgres();
    return { db: pg.db, url: pg.url, close: pg.drop };
  }
  const url = `sqlite:${options.file ?? ':memory:'}`;
  const db = await migratedSqlite(url);
  return { db, url, close: () => db.destroy() };
}

export async function testAccount(db: Db, credits: number): Promise<number> {
  const id = await insertUser(db);
  await db.insertInto('balances').values({ user_id: id, service: 'sms', amount: credits }).execute();
  return id;
}

export const phoneOf = (seq: number, prefix = '97250'): string => `${prefix}${String(seq).padStart(7, '0')}`;

export interface TestCampaignInput {
  accountId: number;
  recipients: number;
  content?: string;
  sender?: string;
  settings?: CampaignSettings;
  runAt?: number;
  phonePrefix?: string;
  fields?: (seq: number) => (string | null)[];
}

export async function insertCampaign(db: Db, input: TestCampaignInput): Promise<{ campaignId: number; shipmentId: number; reserved: number }> {
  const now = Date.now();
  const content = input.content ?? 'Hello [#1], your code is ready';
  const rows = Array.from({ length: input.recipients }, (_, i) => {
    const seq = i + 1;
    const f = input.fields?.(seq) ?? [`name${seq}`];
    return { seq, phone: phoneOf(seq, input.phonePrefix), field1: f[0] ?? null, field2: f[1] ?? null, field3: null, field4: null, field5: null, field6: null };
  });
  const reserved = rows.reduce((sum, r) => sum + creditsFor(content.replace('[#1]', r.field1 ?? '')), 0);
  return db.transaction().execute(async (tx) => {
    const reservation = await reserveCredits(tx, { account: input.accountId, service: 'sms', amount: reserved, reason: 'campaign.reserve', now });
    if (!reservation.ok) throw new Error('not enough credits for the test campaign');
    const campaign = { id: await openCampaign(tx, { account: input.accountId, userId: input.accountId, name: 'test', content, sender: input.sender ?? 'TestShop', now }) };
    for (let i = 0; i < rows.length; i += 1_000) {
      await tx
        .insertInto('campaign_recipients')
        .values(rows.slice(i, i + 1_000).map((r) => ({ ...r, campaign_id: campaign.id })))
        .execute();
    }
    await acceptCampaign(tx, campaign.id, {
      account: input.accountId,
      name: 'test',
      sender: input.sender ?? 'TestShop',
      status: 'waiting',
      parentId: null,
      schedule: { kind: 'now' },
      settings: input.settings ?? {},
      contentKey: `k${now}${Math.random()}`,
      recipients: rows.length,
      creditsReserved: reserved,
      shipments: [{ from: 1, to: rows.length, at: input.runAt ?? now }],
      now,
    });
    const shipment = await tx.selectFrom('shipments').select('id').where('campaign_id', '=', campaign.id).executeTakeFirstOrThrow();
    return { campaignId: campaign.id, shipmentId: shipment.id, reserved };
  });
}

export async function waitUntil(check: () => Promise<boolean> | boolean, timeoutMs = 20_000, what = 'condition'): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export async function countByStatus(db: Db, campaignId: number): Promise<Record<string, number>> {
  const rows = await db.selectFrom('messages').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).where('campaign_id', '=', campaignId).groupBy('status').execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}
