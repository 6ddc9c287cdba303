import { sql } from 'kysely';
import packageJson from '../../../../package.json';
import type { Handler } from '../../http/handler';

const { version } = packageJson;
const startedAt = Date.now();

/** Health check for load balancers and CI: 503 when the database does not answer. */
export const getHealth: Handler<void> = async (_arg, { db, reply, now }) => {
  const began = now();
  const up = await sql`select 1`
    .execute(db)
    .then(() => true)
    .catch(() => false);
  const data = {
    status: up ? 'ok' : 'degraded',
    db: up ? 'up' : 'down',
    dbLatencyMs: now() - began,
    version,
    uptimeSeconds: Math.floor((now() - startedAt) / 1000),
  };
  if (!up) reply.code(503);
  return { data };
};
