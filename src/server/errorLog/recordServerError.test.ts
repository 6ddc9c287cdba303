import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { openDatabase, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import type { HandlerMap } from '../http/handler';
import { handlers as allHandlers } from '../modules';
import { withAudit } from '../modules/auditedOperations';
import { bearer } from '../test/signIn';
import { insertUser, signedInToken } from '../test/testApp';
import { createSession } from '../http/session';
import { Group } from '../../domain/access';
import { recordServerError } from './recordServerError';
import { maxServerErrorRows, pruneEvery, pruneServerErrors, retentionDays } from './retention';

const dayMs = 86_400_000;

describe('server errors are recorded where the 500 is produced (SQLite)', () => {
  let app: FastifyInstance;
  let db: Db;

  // Handlers that fail the ways real ones do: a bug after a write in an audited action's
  // transaction, a throw of something that is not an Error, a bug on a route with an id.
  const failing: HandlerMap = {
    killUser: async (arg, ctx) => {
      const { body } = arg as { body: { userId: number } };
      await ctx.db.updateTable('users').set({ blocked: 1 }).where('id', '=', body.userId).execute();
      throw new TypeError("Cannot read properties of undefined (reading 'sessions')");
    },
    getUserProfile: async () => {
      throw 'a string, not an Error';
    },
    getCustomerHistory: async () => {
      throw new RangeError('history cursor out of range');
    },
  };

  beforeAll(async () => {
    const config = testConfig();
    db = openDatabase(config.databaseUrl);
    await migrateToLatest(db);
    app = await buildApp({ config, db, handlers: withAudit({ ...allHandlers, ...failing }) });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.destroy();
  });

  const tokenOf = async (userId: number) => (await createSession(db, { userId, lifetimeMs: 3_600_000, keepLoggedIn: false, now: Date.now() })).token;
  const lastError = () => db.selectFrom('server_errors').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

  test("a handler that throws inside an audited action's transaction: the action and its audit row roll back, the error record survives; the caller sees only the translated generic error and the request id", async () => {
    const superAdmin = await insertUser(db, { group: Group.superAdmin });
    const customer = await insertUser(db);
    const res = await app.inject({ method: 'POST', url: '/api/super-admin/kill-user', headers: bearer(await tokenOf(superAdmin)), payload: { userId: customer } });

    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ data: null, message: 'errors.generic.serverError' });
    expect(res.body).not.toContain('sessions');
    expect(res.body).not.toContain('TypeError');
    // The request's transaction rolled back: the write and the audit row are gone.
    expect((await db.selectFrom('users').select('blocked').where('id', '=', customer).executeTakeFirstOrThrow()).blocked).toBe(0);
    expect(await db.selectFrom('audit_log').select('id').where('operation', '=', 'killUser').execute()).toEqual([]);
    // The record was written after it, and names the request the caller was told of.
    const recorded = await lastError();
    expect(recorded).toMatchObject({
      request_id: res.headers['x-request-id'],
      operation: 'killUser',
      user_id: superAdmin,
      method: 'POST',
      path: '/api/super-admin/kill-user',
      message: "Cannot read properties of undefined (reading 'sessions')",
    });
    expect(recorded.request_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(recorded.stack).toContain('TypeError');
    expect(recorded.stack).toContain('recordServerError.test.ts');
  });

  test('something thrown that is not an Error is recorded by its text; the route pattern is kept, never the URL with its ids and query', async () => {
    const token = await signedInToken(db);
    expect((await app.inject({ method: 'GET', url: '/api/main/user-profile', headers: bearer(token) })).statusCode).toBe(500);
    expect(await lastError()).toMatchObject({ operation: 'getUserProfile', message: 'a string, not an Error', stack: '' });

    const admin = await insertUser(db, { group: Group.superAdmin });
    const res = await app.inject({ method: 'GET', url: '/api/super-admin/customer-history/12345?limit=5&before=secret', headers: bearer(await tokenOf(admin)) });
    expect(res.statusCode).toBe(500);
    const recorded = await lastError();
    expect(recorded.path).toBe('/api/super-admin/customer-history/:id');
    expect(JSON.stringify(recorded)).not.toContain('secret');
  });

  test('refusals and bad requests (4xx) are not server errors and are not recorded', async () => {
    const before = (await db.selectFrom('server_errors').select('id').execute()).length;
    const token = await signedInToken(db);
    expect((await app.inject({ method: 'POST', url: '/api/super-admin/kill-user', headers: bearer(token), payload: { userId: 1 } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/super-admin/get-logs-file', headers: bearer(token), payload: {} })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/no-such-route' })).statusCode).toBe(404);
    expect((await db.selectFrom('server_errors').select('id').execute()).length).toBe(before);
  });

  test(`retention: a record older than ${retentionDays} days goes with the next error, however few errors come`, async () => {
    await db.deleteFrom('server_errors').execute();
    const now = Date.now();
    const old = (days: number) => ({ at: now - days * dayMs, request_id: 'old', operation: null, user_id: null, method: 'GET', path: '/api/x', message: `${days} days old`, stack: '' });
    await db.insertInto('server_errors').values([old(retentionDays + 1), old(retentionDays - 1)]).execute();
    await recordServerError(db, { requestId: 'new', operation: null, userId: null, method: 'GET', path: '/api/x', error: new Error('new'), at: now });
    const left = await db.selectFrom('server_errors').select('message').orderBy('id').execute();
    expect(left.map((r) => r.message)).toEqual([`${retentionDays - 1} days old`, 'new']);
  });

  test(`retention: never more than ${maxServerErrorRows} rows; the cap is applied every ${pruneEvery}th record and keeps the newest`, async () => {
    await db.deleteFrom('server_errors').execute();
    const now = Date.now();
    // An error on every request for a while: the cap plus 150 recent rows, written straight.
    await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${maxServerErrorRows + 150})
      insert into server_errors (at, request_id, method, path, message, stack) select ${now - 1000} + i, 'flood', 'GET', '/api/x', 'flood ' || i, '' from n`.execute(db);
    const write = () => recordServerError(db, { requestId: 'r', operation: null, userId: null, method: 'GET', path: '/api/x', error: new Error('latest'), at: now });
    const count = async () => Number((await db.selectFrom('server_errors').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    // Until a record's id is a multiple of pruneEvery, the table may run over by less than pruneEvery.
    do await write();
    while ((await db.selectFrom('server_errors').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow()).id! % pruneEvery !== 0);
    expect(await count()).toBe(maxServerErrorRows);
    // The oldest went, the latest stayed.
    expect(await db.selectFrom('server_errors').select('id').where('message', '=', 'flood 1').executeTakeFirst()).toBeUndefined();
    expect((await db.selectFrom('server_errors').select('message').orderBy('id', 'desc').executeTakeFirstOrThrow()).message).toBe('latest');
    // By hand, with a smaller cap: exactly the newest rows stay.
    expect(await pruneServerErrors(db, now, 3)).toBe(maxServerErrorRows - 3);
    expect(await count()).toBe(3);
  });

  test('a message or stack that runs away is cut', async () => {
    const error = new Error('x'.repeat(10_000));
    error.stack = 'y'.repeat(100_000);
    await recordServerError(db, { requestId: 'r', operation: null, userId: null, method: 'GET', path: '/api/x', error, at: Date.now() });
    const recorded = await lastError();
    expect(recorded.message.length).toBeLessThanOrEqual(2_001);
    expect(recorded.stack.length).toBeLessThanOrEqual(16_001);
  });
});
