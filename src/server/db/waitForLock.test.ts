/**
 * Another connection holds the file's write lock (the pipeline process, here a second
 * connection of this process, which SQLite locks out just the same): a write waits for it
 * without stopping the event loop, goes in once the lock is free, and fails with SQLITE_BUSY
 * only after the patience. With SQLite's own busy timeout the wait stopped the loop: the timer
 * that frees the lock below could not even run.
 */
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Db } from './database';
import { GuardedSqliteDialect } from './transactionGuard';

let dir: string;
let file: string;
let other: BetterSqlite3.Database;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'lock-wait-'));
  file = join(dir, 'app.sqlite');
  other = new BetterSqlite3(file);
  other.pragma('journal_mode = WAL');
  other.exec('create table notes (body text not null)');
});
afterEach(() => {
  other.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Ticks of a 5 ms timer while `work` runs: a blocked loop gives none. */
async function ticksDuring<T>(work: Promise<T>): Promise<{ value: T; ticks: number }> {
  let ticks = 0;
  const timer = setInterval(() => (ticks += 1), 5);
  try {
    return { value: await work, ticks };
  } finally {
    clearInterval(timer);
  }
}

const rows = () => other.prepare('select body from notes order by rowid').pluck().all();

test('a write and a transaction wait for the lock with the loop running, then go in', async () => {
  const db: Db = openDatabase(`sqlite:${file}`);
  try {
    other.exec('begin immediate');
    setTimeout(() => other.exec('commit'), 300);
    const started = performance.now();
    const { ticks } = await ticksDuring(
      Promise.all([
        sql`insert into notes (body) values ('outside a transaction')`.execute(db),
        db.transaction().execute((tx) => sql`insert into notes (body) values ('in a transaction')`.execute(tx)),
      ]),
    );
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    // About 60 in 300 ms on an idle machine, 14 on CI's busy one; a blocked loop would show none.
    expect(ticks).toBeGreaterThan(5);
    expect(rows()).toEqual(['outside a transaction', 'in a transaction']);
  } finally {
    await db.destroy();
  }
});

test('held past the patience, the write fails with SQLITE_BUSY and writes nothing', async () => {
  const raw = new BetterSqlite3(file);
  raw.pragma('busy_timeout = 0');
  const db = new Kysely<{ notes: { body: string } }>({ dialect: new GuardedSqliteDialect({ database: raw }, () => raw.inTransaction, 200) });
  try {
    other.exec('begin immediate');
    const { value: failure, ticks } = await ticksDuring(db.insertInto('notes').values({ body: 'never' }).execute().then(() => null, (error: unknown) => error));
    expect(failure).toMatchObject({ code: 'SQLITE_BUSY' });
    expect(ticks).toBeGreaterThan(3);
    other.exec('commit');
    expect(rows()).toEqual([]);
  } finally {
    await db.destroy();
  }
});
