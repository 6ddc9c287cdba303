/** Test helpers for signing in: the login form, the codes in the outbox, both databases. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { describePostgres } from './postgres';
import type { TestAppOptions } from './testApp';

/** Runs the same tests on SQLite and, when TEST_DATABASE_URL is set, on PostgreSQL. */
export function onEachDatabase(name: string, body: (options: Pick<TestAppOptions, 'postgres'>) => void): void {
  describe(`${name} (SQLite)`, () => body({}));
  describePostgres(`${name} (PostgreSQL)`, () => body({ postgres: true }));
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export type LoginFields = Record<string, string | boolean | undefined>;

/** Posts the login form the way the browser does (urlencoded). */
export function postLogin(app: FastifyInstance, fields: LoginFields, headers: Record<string, string> = {}) {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.set(key, String(value));
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: form.toString(),
  });
}

/** The text messages "sent" to a phone, oldest first. */
export async function smsTo(db: Db, phone: string): Promise<string[]> {
  const rows = await db.selectFrom('outbox').select('body').where('channel', '=', 'sms').where('recipient', '=', phone).orderBy('id').execute();
  return rows.map((r) => r.body);
}

/** The code in the latest text message to a phone. */
export async function lastCodeTo(db: Db, phone: string): Promise<string> {
  const messages = await smsTo(db, phone);
  const code = messages.at(-1)?.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code was sent to ${phone}`);
  return code;
}

/** A six-digit code that is not the right one. */
export const otherCode = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
