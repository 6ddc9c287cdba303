/**
 * A campaign repeating every N days, weeks, months or years is "reusable" on both sides
 * (issue 14: one vocabulary); its stored schedule said "interval". Rows keep their meaning.
 */
import { type Kysely, sql } from 'kysely';

const rename = (from: string, to: string) => sql`
  update campaigns set schedule = replace(schedule, ${`"kind":"${from}"`}, ${`"kind":"${to}"`})
  where schedule like ${`%"kind":"${from}"%`}`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await rename('interval', 'reusable').execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rename('reusable', 'interval').execute(db);
}
