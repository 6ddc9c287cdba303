/**
 * applyReceipts finds its rows by primary key (issue 13, section 3): with `status IN (...)`
 * beside `id IN (...)`, SQLite walked messages_due(status) — every delivered message ever —
 * for each batch of 500 receipts (8.6 ms against 0.27 ms per update at 100k rows). The test
 * runs the very statements applyReceipts sends, under EXPLAIN.
 */
import { type CompiledQuery, type KyselyPlugin, type QueryResult, type RootOperationNode, type UnknownRow, sql } from 'kysely';
import type { Db } from '../db/database';
import { onEachDatabase } from '../test/signIn';
import { DeliveryStatus } from './provider';
import { applyReceipts } from './receipts';
import { insertCampaign, testAccount, testDatabase } from './testCampaigns';

/** Keeps every statement run through it, compiled, so the test can ask for its plan. */
function recorder(db: Db): { db: Db; statements: CompiledQuery[] } {
  const statements: CompiledQuery[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      statements.push(db.getExecutor().compileQuery(node as RootOperationNode, queryId));
      return node;
    },
    transformResult: async ({ result }): Promise<QueryResult<UnknownRow>> => result,
  };
  return { db: db.withPlugin(plugin), statements };
}

onEachDatabase('applyReceipts uses the primary key', (options) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeEach(async () => {
    ({ db, close } = await testDatabase(options));
  });
  afterEach(() => close());

  test('every update of a 500-receipt batch searches messages by id, never by a status index', async () => {
    const account = await testAccount(db, 10_000);
    const { campaignId, shipmentId } = await insertCampaign(db, { accountId: account, recipients: 2_000 });
    const now = Date.now();
    // History: most messages delivered long ago, the newest 600 waiting for their receipts.
    const rows = Array.from({ length: 2_000 }, (_, i) => ({
      shipment_id: shipmentId, campaign_id: campaignId, account_id: account, seq: i + 1, phone: `97250${i}`, text: 'x', parts: 1, credits: 1,
      status: i < 1_400 ? 'delivered' : 'submitted', delivery_status: i < 1_400 ? DeliveryStatus.delivered : null, created_at: now,
    }) as const);
    for (let i = 0; i < rows.length; i += 500) await db.insertInto('messages').values(rows.slice(i, i + 500)).execute();
    const waiting = await db.selectFrom('messages').select('id').where('status', '=', 'submitted').orderBy('id').execute();
    const byMessage = new Map(waiting.map((m, i) => [m.id, i % 5 === 0 ? DeliveryStatus.notDelivered : DeliveryStatus.delivered]));

    const { db: recorded, statements } = recorder(db);
    await applyReceipts(recorded, byMessage, now);
    const updates = statements.filter((s) => /^update "messages"/i.test(s.sql));
    expect(updates.length).toBeGreaterThanOrEqual(2);

    for (const update of updates) {
      const plan = await explain(db, options.postgres === true, update);
      expect(plan).not.toMatch(/messages_(due|work|campaign|account)/);
      expect(plan).toMatch(options.postgres ? /messages_pkey/ : /USING INTEGER PRIMARY KEY/);
    }
    // And the receipts were applied: nothing left waiting.
    expect(await db.selectFrom('messages').select('id').where('status', '=', 'submitted').execute()).toEqual([]);
  });
});

async function explain(db: Db, postgres: boolean, statement: CompiledQuery): Promise<string> {
  if (!postgres) {
    const result = await db.executeQuery<{ detail: string }>({ ...statement, sql: `explain query plan ${statement.sql}` });
    return result.rows.map((r) => r.detail).join('\n');
  }
  // A fresh table has no statistics: a sequential scan would be as good as any; forbid it so
  // the planner must name the index it would take.
  return db.transaction().execute(async (tx) => {
    await sql`set local enable_seqscan = off`.execute(tx);
    const result = await tx.executeQuery<{ 'QUERY PLAN': string }>({ ...statement, sql: `explain ${statement.sql}` });
    return result.rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}
