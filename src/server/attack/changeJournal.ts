/**
 * Issue 21, "zero partial writes": a journal of the tables a call wrote, kept by triggers on
 * every table of the test database (tests only), so the fuzz can say a refused call changed
 * nothing, and which table it did change.
 */
import { sql } from 'kysely';
import { dialectOf, type Db } from '../db/database';

const journal = 'attack_change_journal';

export interface ChangeJournal {
  /** Forgets what was written so far. */
  clear(): Promise<void>;
  /** The tables whose rows changed since the last clear (netlyWritten), sorted. */
  written(): Promise<string[]>;
}

/** A row a call touched: its table, what was done, and the row (null where the table has no row id). */
interface Touch {
  tbl: string;
  op: string;
  rid: string | null;
}

/**
 * The tables whose rows changed, net: a row inserted and deleted again by the same call (a new
 * number Meta refused, taken back) changed nothing; an update, or an insert or delete alone, did.
 */
export function netlyWritten(touches: Touch[]): string[] {
  const byRow = new Map<string, Set<string>>();
  const tables = new Set<string>();
  for (const [i, touch] of touches.entries()) {
    const key = `${touch.tbl}:${touch.rid ?? `unknown ${i}`}`;
    byRow.set(key, (byRow.get(key) ?? new Set()).add(touch.op.toLowerCase()));
  }
  for (const [key, ops] of byRow) {
    const insertedAndDeleted = ops.has('insert') && ops.has('delete') && !ops.has('update');
    if (!insertedAndDeleted) tables.add(key.slice(0, key.indexOf(':')));
  }
  return [...tables].sort();
}

/** Puts a trigger on every table (after the migrations: a table made later is not watched). */
export async function startChangeJournal(db: Db): Promise<ChangeJournal> {
  await sql.raw(`create table ${journal} (tbl text not null, op text not null, rid text)`).execute(db);
  if (dialectOf(db) === 'postgres') {
    await sql
      .raw(
        `create function ${journal}_note() returns trigger language plpgsql as $$ begin ` +
          `insert into ${journal} values (TG_TABLE_NAME, TG_OP, case when TG_OP = 'DELETE' then to_jsonb(OLD)->>'id' else to_jsonb(NEW)->>'id' end); return null; end $$`,
      )
      .execute(db);
    const tables = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema() and tablename <> ${journal}`.execute(db);
    for (const { name } of tables.rows) {
      await sql.raw(`create trigger ${journal}_${name} after insert or update or delete on "${name}" for each row execute function ${journal}_note()`).execute(db);
    }
  } else {
    const tables = await sql<{ name: string; ddl: string }>`select name, sql as ddl from sqlite_master where type = 'table' and name not like 'sqlite_%' and name <> ${journal}`.execute(db);
    for (const { name, ddl } of tables.rows) {
      const rowid = /without\s+rowid/i.test(ddl) ? null : 'rowid';
      for (const event of ['insert', 'update', 'delete']) {
        const row = rowid ? `${event === 'delete' ? 'OLD' : 'NEW'}.${rowid}` : 'null';
        await sql.raw(`create trigger ${journal}_${name}_${event} after ${event} on "${name}" begin insert into ${journal} values ('${name}', '${event}', ${row}); end`).execute(db);
      }
    }
  }
  return {
    clear: async () => {
      await sql.raw(`delete from ${journal}`).execute(db);
    },
    written: async () => netlyWritten((await sql<Touch>`select tbl, op, cast(rid as text) as rid from ${sql.table(journal)}`.execute(db)).rows),
  };
}
