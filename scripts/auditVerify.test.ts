import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { dropAppendOnlyTriggers, writeRows } from '../src/server/audit/auditTesting';
import { openDatabase, type Db } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { freshPostgres } from '../src/server/test/postgres';
import { onEachDatabase } from '../src/server/test/signIn';

const run = promisify(execFile);

/** `npm run audit:verify` on a database: what it prints and how it exits. */
async function auditVerify(databaseUrl: string): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run(process.execPath, ['-r', 'esbuild-register', join(__dirname, 'audit-verify.ts')], { env: { ...process.env, DATABASE_URL: databaseUrl } });
    return { code: 0, out: stdout.trim() };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: `${failed.stdout}${failed.stderr}`.trim() };
  }
}

onEachDatabase('npm run audit:verify', ({ postgres }) => {
  let db: Db;
  let url: string;
  let done: () => Promise<void>;
  beforeEach(async () => {
    if (postgres) {
      const pg = await freshPostgres();
      ({ db, url } = pg);
      done = pg.drop;
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'audit-verify-'));
      url = `sqlite:${join(dir, 'app.sqlite')}`;
      db = openDatabase(url);
      done = async () => {
        await db.destroy();
        rmSync(dir, { recursive: true, force: true });
      };
    }
    await migrateToLatest(db);
    await writeRows(db, 5);
  }, 30_000);
  afterEach(() => done());

  test('a sound chain: "audit chain ok: N rows", exit 0', async () => {
    const { code, out } = await auditVerify(url);
    expect(code).toBe(0);
    expect(out).toMatch(/^audit chain ok: 5 rows \(last hash [0-9a-f]{64}\)$/);
  }, 30_000);

  test('an edited row is named and exits 1', async () => {
    await dropAppendOnlyTriggers(db);
    await db.updateTable('audit_log').set({ ip: '10.9.9.9' }).where('id', '=', 2).execute();
    const { code, out } = await auditVerify(url);
    expect(code).toBe(1);
    expect(out).toMatch(/^audit chain broken at row 2: /);
  }, 30_000);

  test('a deleted middle row is found at the row after it, exit 1', async () => {
    await dropAppendOnlyTriggers(db);
    await db.deleteFrom('audit_log').where('id', '=', 3).execute();
    const { code, out } = await auditVerify(url);
    expect(code).toBe(1);
    expect(out).toMatch(/^audit chain broken at row 4: row 3 is missing/);
  }, 30_000);
});
