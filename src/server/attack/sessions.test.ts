/**
 * Issue 21, "a revoked or logged-out token is dead everywhere at once": a token signed out, and
 * one revoked by a password change, are refused 401 by every operation of the contract that
 * needs a signed-in user (enumerated, so a new one is covered the day it lands), and the event
 * stream open with the token is closed at once. On PostgreSQL, with two app processes sharing
 * the database, signing out on one is refused at once on the other, whose stream closes at once
 * too (events/sessionsEnded.ts: a NOTIFY every process hears), not at its keep-alive round.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { openDatabase } from '../db/database';
import { openEventStream } from '../events/testEventStream';
import { contractOperations, loadContract, type ContractOperation } from '../http/contract';
import { createSession } from '../http/session';
import { bearer, onEachDatabase } from '../test/signIn';
import { insertUserWithPassword, signedInToken, startTestApp, type TestApp } from '../test/testApp';
import type { FastifyInstance } from 'fastify';
import { Group } from '../../domain/access';
import { Permission } from '../../domain/permissions';

jest.setTimeout(120_000);

const signedInOperations = contractOperations(loadContract()).filter((op) => op.access !== 'public' && !op.eventStream);

/** Every signed-in operation called with the token, in parallel batches: those that did not answer 401. */
async function notRefused(app: FastifyInstance, token: string, ops: ContractOperation[] = signedInOperations): Promise<string[]> {
  const wrong: string[] = [];
  for (let start = 0; start < ops.length; start += 25) {
    await Promise.all(ops.slice(start, start + 25).map(async (op) => {
      const url = op.url.replace(/:(\w+)/g, (_, name: string) => (name === 'token' ? token : '1'));
      const answer = await app.inject({ method: op.method, url, headers: bearer(token), ...(op.bodyKind === 'none' ? {} : { payload: {} }) });
      if (answer.statusCode !== 401) wrong.push(`${op.operationId}: ${answer.statusCode}`);
    }));
  }
  return wrong;
}

const baseOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;

/** Whether the server ended the stream within `ms` (false when it is still open then). */
const endedWithin = (stream: { ended(): Promise<boolean> }, ms: number): Promise<boolean> =>
  Promise.race([stream.ended(), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms).unref())]);

onEachDatabase('a dead token', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const signedIn = async () => {
    const user = await insertUserWithPassword(t.db, { permissions: Object.values(Permission) as number[] });
    const { token } = await createSession(t.db, { userId: user.id, lifetimeMs: 3_600_000, keepLoggedIn: false, now: Date.now() });
    return { ...user, token };
  };

  test('signed out: every signed-in operation answers 401 at once, and its open event stream is closed', async () => {
    const a = await signedIn();
    const stream = await openEventStream(`${baseOf(t.app)}/sockets/${a.token}/main`);
    expect(stream.status).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(a.token) })).statusCode).toBe(200);
    // No keep-alive round: signing out closes the session's streams in this process itself.
    expect(await endedWithin(stream, 3_000)).toBe(true);
    expect(await notRefused(t.app, a.token)).toEqual([]);
  });

  test('revoked by a password change in another session: every signed-in operation answers 401', async () => {
    const a = await signedIn();
    const other = (await createSession(t.db, { userId: a.id, lifetimeMs: 3_600_000, keepLoggedIn: false, now: Date.now() })).token;
    const stream = await openEventStream(`${baseOf(t.app)}/sockets/${other}/main`);
    expect(stream.status).toBe(200);
    const fresh = 'Fresh-pass-2026!q';
    const changed = await t.app.inject({ method: 'POST', url: '/api/users/update-user-password', headers: bearer(a.token), payload: { currentPassword: a.password, newPassword: fresh, confirmPassword: fresh } });
    expect(changed.json()).toMatchObject({ data: { status: 0 } });
    expect(await notRefused(t.app, other)).toEqual([]);
    expect(await notRefused(t.app, a.token)).toEqual([]);
    // The other session's window stops streaming with it, without waiting for a keep-alive round.
    expect(await endedWithin(stream, 3_000)).toBe(true);
  });

  test('blocked by a super-administrator (an audited call: its handler runs in the audit\'s transaction): the open stream closes at once, once the block is committed', async () => {
    const a = await signedIn();
    const stream = await openEventStream(`${baseOf(t.app)}/sockets/${a.token}/main`);
    expect(stream.status).toBe(200);
    const superAdmin = await signedInToken(t.db, { group: Group.superAdmin });
    const blocked = await t.app.inject({ method: 'POST', url: '/api/super-admin/assigning-block', headers: bearer(superAdmin), payload: { userIds: [a.id], blocked: true } });
    expect(blocked.json()).toEqual({ data: { status: 1 } });
    // Announced inside the audit's transaction: the stream's first check may still find the
    // session; the check the commit brings (events/sessionsEnded.ts) closes it, not a keep-alive round.
    expect(await endedWithin(stream, 3_000)).toBe(true);
    expect(await notRefused(t.app, a.token, signedInOperations.filter((op) => op.operationId === 'getTemplates'))).toEqual([]);
  });

  if (!dbOptions.postgres) return;
  test('signed out on one process: refused 401 at once by every signed-in operation of another sharing the database, whose stream closes at once too', async () => {
    // The second process: its own pool on the same database, as another API process has.
    const otherDb = openDatabase(t.config.databaseUrl);
    const two = await buildApp({ config: testConfig({ databaseUrl: t.config.databaseUrl }), db: otherDb });
    try {
      await two.listen({ port: 0, host: '127.0.0.1' });
      const a = await signedIn();
      const stream = await openEventStream(`${baseOf(two)}/sockets/${a.token}/main`);
      expect(stream.status).toBe(200);
      // Alive there first.
      expect(await notRefused(two, a.token, signedInOperations.filter((op) => op.operationId === 'getTemplates'))).toEqual(['getTemplates: 200']);

      expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(a.token) })).statusCode).toBe(200);
      expect(await notRefused(two, a.token)).toEqual([]);
      // No keep-alive round (25 s): the other process heard the sign-out.
      expect(await endedWithin(stream, 3_000)).toBe(true);
    } finally {
      await two.close();
      await otherDb.destroy();
    }
  });
});
