import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sql } from 'kysely';
import { onEachDatabase } from '../test/signIn';
import { startTestApp, type TestApp } from '../test/testApp';
import { dialectOf } from '../db/database';
import { genesisHash, recordAction } from './auditLog';
import { auditRows, dropAppendOnlyTriggers, writeRows } from './auditTesting';
import { verifyChain } from './chain';

onEachDatabase('the audit log: append-only, chained, written in the action\'s transaction', (dbOptions) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterEach(() => t.close());

  const action = (i: number) => ({ actor: { userId: 7, group: 3 }, ip: '10.0.0.9', operation: 'startOrStopCampaign', subjectUserId: 40 + i, account: 40, before: { blocked: 0 }, after: { blocked: 1 }, now: 1_700_000_000_000 + i });

  test('rows chain: the first from the genesis hash, each next from the one before; the chain verifies', async () => {
    await writeRows(t.db, 3);
    const rows = await auditRows(t.db);
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3]);
    expect(rows[0]!.prev_hash).toBe(genesisHash);
    expect(rows[1]!.prev_hash).toBe(rows[0]!.hash);
    expect(rows[2]!.prev_hash).toBe(rows[1]!.hash);
    expect(await verifyChain(t.db)).toEqual({ ok: true, rows: 3, lastHash: rows[2]!.hash });
  });

  test('no update or delete gets past the triggers', async () => {
    await writeRows(t.db, 2);
    expect((await auditRows(t.db)).length).toBe(2);
    // Every row, whatever its id: a trigger refuses the statement as soon as it touches one.
    await expect(t.db.updateTable('audit_log').set({ summary: '{}' }).execute()).rejects.toThrow(/append-only/);
    await expect(t.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    if (dialectOf(t.db) === 'postgres') await expect(sql`truncate audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
    expect((await auditRows(t.db)).length).toBe(2);
    expect((await verifyChain(t.db)).ok).toBe(true);
  });

  test('an action that rolls back leaves no row, and the next row chains off the last committed one', async () => {
    await writeRows(t.db, 1);
    await expect(
      t.db.transaction().execute(async (tx) => {
        await recordAction(tx, action(1));
        throw new Error('the action failed after its row was written');
      }),
    ).rejects.toThrow('the action failed');
    expect((await auditRows(t.db)).length).toBe(1);
    await writeRows(t.db, 1);
    expect(await verifyChain(t.db)).toMatchObject({ ok: true, rows: 2 });
  });

  test('recordAction refuses to write outside a transaction', async () => {
    await expect(recordAction(t.db, action(0))).rejects.toThrow(/transaction/);
  });

  test('an edited row breaks the chain at that row', async () => {
    await writeRows(t.db, 4);
    await dropAppendOnlyTriggers(t.db);
    await t.db.updateTable('audit_log').set({ summary: JSON.stringify({ before: null, after: null }) }).where('id', '=', 3).execute();
    expect(await verifyChain(t.db)).toMatchObject({ ok: false, brokenRowId: 3, rows: 2 });
  });

  test('an edited row whose hash was recomputed still breaks the chain at the row after it', async () => {
    await writeRows(t.db, 4);
    await dropAppendOnlyTriggers(t.db);
    const { chainHash } = await import('./auditLog');
    const row = (await auditRows(t.db))[1]!;
    const summary = JSON.stringify({ before: null, after: null });
    await t.db.updateTable('audit_log').set({ summary, hash: chainHash(row.prev_hash, { ...row, summary }) }).where('id', '=', 2).execute();
    expect(await verifyChain(t.db)).toMatchObject({ ok: false, brokenRowId: 3 });
  });

  test('a deleted middle row is found: the row after it names a previous hash nothing has', async () => {
    await writeRows(t.db, 5);
    await dropAppendOnlyTriggers(t.db);
    await t.db.deleteFrom('audit_log').where('id', '=', 3).execute();
    expect(await verifyChain(t.db)).toMatchObject({ ok: false, brokenRowId: 4, rows: 2 });
  });

  test('20 actions committing at once still make one chain', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.db.transaction().execute(async (tx) => {
          await recordAction(tx, action(i));
        }),
      ),
    );
    expect(await verifyChain(t.db)).toMatchObject({ ok: true, rows: 20 });
  });
});

describe('no product code writes the audit log but recordAction', () => {
  const server = join(__dirname, '..');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : /\.ts$/.test(e.name) && !/\.test\.ts$|Testing\.ts$/.test(e.name) ? [join(dir, e.name)] : []));

  test("updateTable, deleteFrom and insertInto of 'audit_log' appear only where they may", () => {
    const writes = files(server).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return [...text.matchAll(/(updateTable|deleteFrom|insertInto)\(\s*['"]audit_log['"]/g)].map((m) => `${relative(server, file)}: ${m[1]}`);
    });
    expect(writes).toEqual(['audit/auditLog.ts: insertInto']);
  });
});
