import { sql } from 'kysely';
import { dialectOf } from '../../db/database';
import type { Handler } from '../../http/handler';

/** Health check for load balancers and CI: answers only when the database answers. */
export const getHealth: Handler<void> = async (_arg, { db }) => {
  await sql`select 1`.execute(db);
  return { data: { status: 'ok', database: dialectOf(db) } };
};
