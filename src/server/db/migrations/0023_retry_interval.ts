/**
 * A campaign's retry interval has one name in its settings, `retryInterval` (minutes), as the
 * composer's request names it: rows accepted before kept it as `retryIntervalMinutes`.
 */
import { sql, type Kysely } from 'kysely';

const renamed = (json: string, from: string, to: string): string | null => {
  const settings = JSON.parse(json) as Record<string, unknown>;
  if (!(from in settings)) return null;
  const { [from]: value, ...rest } = settings;
  return JSON.stringify({ ...rest, [to]: rest[to] ?? value });
};

async function rename(db: Kysely<unknown>, from: string, to: string): Promise<void> {
  const rows = await sql<{ id: number; settings: string }>`select id, settings from campaigns where settings like ${`%"${from}"%`}`.execute(db);
  for (const row of rows.rows) {
    const settings = renamed(row.settings, from, to);
    if (settings !== null) await sql`update campaigns set settings = ${settings} where id = ${row.id}`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rename(db, 'retryIntervalMinutes', 'retryInterval');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rename(db, 'retryInterval', 'retryIntervalMinutes');
}
