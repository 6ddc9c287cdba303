/**
 * Two processes on one SQLite file, as the server and its pipeline process are (issue 13,
 * section 3): a transaction that reads first and writes later must not fail because the
 * other process wrote in between. With SQLite's default (deferred) BEGIN it failed at once
 * with SQLITE_BUSY ("database is locked"): the send of a campaign answered -1 while another
 * campaign was being sent.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Db } from './database';
import { migrateToLatest } from './migrate';

let dir: string;
let db: Db;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shared-file-'));
  db = openDatabase(`sqlite:${join(dir, 'app.sqlite')}`);
  await migrateToLatest(db);
});
afterEach(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

/** Another process that opens the file as openDatabase does and writes one row, once told to. */
function otherProcess(file: string) {
  const script = `
    const Database = require('better-sqlite3');
    const db = new Database(${JSON.stringify(file)});
    db.pragma('journal_mode = WAL');
    db.pragma('busy_timeout = 5000');
    process.stdin.once('data', () => {
      db.prepare("insert into outbox (channel, recipient, body, created_at) values ('sms', 'other', 'written by the other process', 1)").run();
      process.stdout.write('written');
      process.exit(0);
    });
    process.stdout.write('ready');`;
  const child = spawn(process.execPath, ['-e', script], { cwd: join(__dirname, '..', '..', '..'), stdio: ['pipe', 'pipe', 'inherit'] });
  const said = (word: string) => new Promise<void>((resolve) => child.stdout.on('data', (chunk: Buffer) => String(chunk).includes(word) && resolve()));
  const ready = said('ready');
  return {
    ready,
    write: () => {
      const written = said('written');
      child.stdin.write('go\n');
      return written;
    },
    exited: new Promise<number | null>((resolve) => child.once('exit', resolve)),
  };
}

test('a transaction that reads, then writes after the other process wrote, commits; so does the other', async () => {
  const other = otherProcess(join(dir, 'app.sqlite'));
  await other.ready;
  await db.transaction().execute(async (tx) => {
    await tx.selectFrom('outbox').select('id').execute();
    // The other process writes now: it waits for this transaction (or, with a deferred BEGIN,
    // commits first and leaves this one's snapshot stale).
    void other.write();
    await new Promise((r) => setTimeout(r, 300));
    await tx.insertInto('outbox').values({ channel: 'sms', recipient: 'this', body: 'written by this process', created_at: 1 }).execute();
  });
  expect(await other.exited).toBe(0);
  const rows = await db.selectFrom('outbox').select('recipient').orderBy('id').execute();
  expect(rows.map((r) => r.recipient)).toEqual(['this', 'other']);
});
