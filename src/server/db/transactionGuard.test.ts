import { sql } from 'kysely';
import { openDatabase, type Db } from './database';
import { describePostgres, freshPostgres } from '../test/postgres';
import { OuterDbInTransactionError } from './transactionGuard';

const one = (db: Db) => sql<{ n: number }>`select 1 as n`.execute(db).then((r) => r.rows[0]?.n);

describe('SQLite: the outer db used inside a transaction', () => {
  let db: Db;
  beforeEach(() => {
    db = openDatabase('sqlite::memory:');
  });
  afterEach(() => db.destroy());

  it('throws "outer db used inside a transaction" instead of waiting forever, and the transaction rolls back', async () => {
    await sql`create table t (v integer)`.execute(db);
    const attempt = db.transaction().execute(async (tx) => {
      await sql`insert into t values (1)`.execute(tx);
      // What Dispatcher.record() did when its campaign cache expired: a nested call reaching the outer db.
      const reload = async () => one(db);
      await reload();
    });
    await expect(attempt).rejects.toThrow(OuterDbInTransactionError);
    await expect(attempt).rejects.toThrow(/outer db used inside a transaction/);
    // The connection was released and the insert undone.
    expect((await sql<{ n: number }>`select count(*) as n from t`.execute(db)).rows[0]?.n).toBe(0);
  });

  it('lets another request wait for the connection while a transaction runs (no false alarm)', async () => {
    let inside!: () => void;
    const entered = new Promise<void>((resolve) => (inside = resolve));
    let release!: () => void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction().execute(async (tx) => {
      inside();
      await hold;
      return one(tx);
    });
    await entered;
    const other = one(db);
    release();
    await expect(transaction).resolves.toBe(1);
    await expect(other).resolves.toBe(1);
  });

  it('lets the code after the transaction, and work it started that outlives it, use the db', async () => {
    let later: Promise<number | undefined> = Promise.resolve(undefined);
    await db.transaction().execute(async (tx) => {
      later = new Promise((resolve) => setTimeout(() => resolve(one(db)), 20));
      await one(tx);
    });
    expect(await one(db)).toBe(1);
    expect(await later).toBe(1);
    // Two transactions in a row from the same function, and one after a failed one.
    await db.transaction().execute((tx) => one(tx));
    await expect(db.transaction().execute(() => one(db))).rejects.toThrow(OuterDbInTransactionError);
    await expect(db.transaction().execute((tx) => one(tx))).resolves.toBe(1);
  });
});

describePostgres('PostgreSQL outside production: the outer db used inside a transaction', () => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeEach(async () => {
    ({ db, drop } = await freshPostgres());
  });
  afterEach(() => drop());

  it('throws instead of reading around the transaction (or hanging once the pool is used up)', async () => {
    await expect(db.transaction().execute(async () => one(db))).rejects.toThrow(OuterDbInTransactionError);
    await expect(db.transaction().execute((tx) => one(tx))).resolves.toBe(1);
    const [a, b] = await Promise.all([db.transaction().execute((tx) => one(tx)), one(db)]);
    expect([a, b]).toEqual([1, 1]);
  });
});
