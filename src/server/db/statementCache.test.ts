import BetterSqlite3 from 'better-sqlite3';
import { withStatementCache } from './statementCache';

describe('the prepared statement cache', () => {
  let sqlite: BetterSqlite3.Database;
  beforeEach(() => {
    sqlite = new BetterSqlite3(':memory:');
    sqlite.exec('create table t (n integer)');
    sqlite.prepare('insert into t (n) values (1), (2), (3)').run();
  });
  afterEach(() => sqlite.close());

  test('the same SQL is prepared once and its statement used again', () => {
    const db = withStatementCache(sqlite);
    const first = db.prepare('select n from t where n > ?');
    expect(db.prepare('select n from t where n > ?')).toBe(first);
    expect(first.all([1])).toEqual([{ n: 2 }, { n: 3 }]);
    expect(db.prepare('select n from t where n > ?').all([2])).toEqual([{ n: 3 }]);
  });

  test('a statement still being iterated is not handed out again: the same SQL runs on a fresh one meanwhile', () => {
    const db = withStatementCache(sqlite);
    const streaming = db.prepare('select n from t where n >= ?');
    const rows = streaming.iterate([1]);
    expect(rows.next().value).toEqual({ n: 1 });
    const meanwhile = db.prepare('select n from t where n >= ?');
    expect(meanwhile).not.toBe(streaming);
    expect(meanwhile.all([3])).toEqual([{ n: 3 }]);
    expect([...rows]).toEqual([{ n: 2 }, { n: 3 }]);
    // Once the stream is read to its end, the kept statement serves again.
    expect(db.prepare('select n from t where n >= ?')).toBe(streaming);
  });

  test('only the most recently used are kept', () => {
    const db = withStatementCache(sqlite, 2);
    const a = db.prepare('select 1');
    db.prepare('select 2');
    db.prepare('select 1');
    db.prepare('select 3');
    expect(db.prepare('select 1')).toBe(a);
    const b = db.prepare('select 2');
    expect(db.prepare('select 2')).toBe(b);
  });
});
