/**
 * The server's commits never checkpoint the WAL (issue 13): the pages they write stay in the
 * WAL until the checkpointing thread copies them into the database file, off every event loop.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from './database';
import { startWalCheckpointer } from './walCheckpoints';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'wal-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Writes about 8 MB (2,000 pages) in 40 commits, as a sending pipeline would. */
async function writeMuch(file: string, checkpoints: 'automatic' | 'elsewhere'): Promise<void> {
  const db = openDatabase(`sqlite:${file}`, { checkpoints });
  await sql`create table if not exists t (id integer primary key, body text)`.execute(db);
  for (let i = 0; i < 40; i += 1) {
    await db.transaction().execute(async (tx) => {
      for (let j = 0; j < 50; j += 1) await sql`insert into t (body) values (${'x'.repeat(4000)})`.execute(tx);
    });
  }
  await db.destroy();
}

const size = (file: string) => statSync(file).size;

test('while a connection is open without checkpoints, the file stays small until the thread copies the WAL into it', async () => {
  const file = join(dir, 'app.sqlite');
  const keeper = openDatabase(`sqlite:${file}`, { checkpoints: 'elsewhere' });
  await sql`create table t (id integer primary key, body text)`.execute(keeper);
  await writeMuch(file, 'elsewhere');
  // The keeper's connection is still open, so closing the writer did not checkpoint.
  expect(size(file)).toBeLessThan(1_000_000);
  expect(size(`${file}-wal`)).toBeGreaterThan(8_000_000);

  const checkpointer = startWalCheckpointer(file, { everyMs: 50 });
  const deadline = Date.now() + 10_000;
  while (checkpointer.checkpointed() < 2000 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  await checkpointer.stop();
  expect(checkpointer.checkpointed()).toBeGreaterThanOrEqual(2000);
  expect(size(file)).toBeGreaterThan(8_000_000);
  await keeper.destroy();
});

test('with automatic checkpoints the commits copy the WAL themselves (what the server no longer does)', async () => {
  const file = join(dir, 'app.sqlite');
  const keeper = openDatabase(`sqlite:${file}`, { checkpoints: 'elsewhere' });
  await sql`create table t (id integer primary key, body text)`.execute(keeper);
  await writeMuch(file, 'automatic');
  expect(size(file)).toBeGreaterThan(4_000_000);
  await keeper.destroy();
});

test('a process that destroys its database ends: the checkpointing thread goes with it', async () => {
  const script = `
    const { sql } = require('kysely');
    const { openDatabase } = require('./src/server/db/database');
    const db = openDatabase(${JSON.stringify(`sqlite:${join(dir, 'app.sqlite')}`)}, { checkpoints: 'background' });
    sql\`create table t (id integer primary key)\`.execute(db).then(() => db.destroy()).then(() => process.stdout.write('destroyed'));`;
  const child = spawn(process.execPath, ['-r', 'esbuild-register', '-e', script], { cwd: join(__dirname, '..', '..', '..'), stdio: ['ignore', 'pipe', 'inherit'] });
  let said = '';
  child.stdout.on('data', (chunk: Buffer) => (said += String(chunk)));
  const ended = await Promise.race([
    new Promise<number | null>((resolve) => child.once('exit', resolve)),
    new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 15_000)),
  ]);
  child.kill('SIGKILL');
  expect([said, ended]).toEqual(['destroyed', 0]);
});
