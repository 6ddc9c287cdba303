/**
 * The three operations whose meaning issue 18 left to us (see each handler's comment):
 * check-google-auth (no authenticator app in this product: a named refusal), create-token-on-php
 * (no previous system: a named refusal, 404 outside reach, audited), get-groups-history (read
 * from the audit log's group changes).
 */
import { CheckGoogleAuth, CreateTokenOnPhp } from '../../../contract/statusCodes';
import { Group } from '../../../domain/access';
import { recordAction } from '../../audit/auditLog';
import { createSession } from '../../http/session';
import { bearer, onEachDatabase } from '../../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../../test/testApp';
import { fromIsraelWallTime } from '../../../domain/israelTime';

onEachDatabase('check-google-auth, create-token-on-php, get-groups-history', (dbOptions) => {
  let t: TestApp;
  let superAdmin: string;
  let superAdminId: number;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
    superAdminId = await insertUser(t.db, { group: Group.superAdmin });
    superAdmin = await tokenOf(superAdminId);
  });
  afterAll(() => t.close());

  const tokenOf = async (userId: number) => (await createSession(t.db, { userId, lifetimeMs: 3_600_000, keepLoggedIn: false, now: t.clock.now() })).token;
  const post = (url: string, token: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: `/api/super-admin/${url}`, headers: bearer(token), payload });

  describe('check-google-auth', () => {
    test('no authenticator app exists in this product: every code, even a well-formed one, answers notSetUp, never valid', async () => {
      for (const code of ['123456', '000000']) {
        const res = await post('check-google-auth', superAdmin, { code });
        expect(res.statusCode).toBe(200);
        expect(res.json().data).toEqual({ status: CheckGoogleAuth.notSetUp });
      }
      const manager = await tokenOf(await insertUser(t.db, { group: Group.systemManager }));
      expect((await post('check-google-auth', manager, { code: '654321' })).json().data.status).toBe(CheckGoogleAuth.notSetUp);
    });

    test('a code that is not six digits is a bad request; an administrator or a customer is refused', async () => {
      expect((await post('check-google-auth', superAdmin, { code: '12ab56' })).json()).toMatchObject({ field: 'body.code' });
      expect((await post('check-google-auth', await tokenOf(await insertUser(t.db, { group: Group.administrator })), { code: '123456' })).statusCode).toBe(403);
      expect((await post('check-google-auth', await tokenOf(await insertUser(t.db)), { code: '123456' })).statusCode).toBe(403);
    });
  });

  describe('create-token-on-php', () => {
    test('there is no previous system: a customer answers noPreviousSystem with no token or link, and the attempt is audited', async () => {
      const customer = await insertUser(t.db);
      const res = await post('create-token-on-php', superAdmin, { userId: customer });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ status: CreateTokenOnPhp.noPreviousSystem });
      const audited = await t.db.selectFrom('audit_log').select(['actor_user_id', 'subject_user_id', 'summary']).where('operation', '=', 'createTokenOnPhp').execute();
      expect(audited).toHaveLength(1);
      expect(audited[0]).toMatchObject({ actor_user_id: superAdminId, subject_user_id: customer });
      expect(JSON.parse(audited[0]!.summary)).toMatchObject({ status: CreateTokenOnPhp.noPreviousSystem });
    });

    test('an id that does not exist is 404; an administrator (not a system group) is refused', async () => {
      expect((await post('create-token-on-php', superAdmin, { userId: 987654 })).statusCode).toBe(404);
      const administrator = await insertUser(t.db, { group: Group.administrator });
      const assigned = await insertUser(t.db);
      await t.db.updateTable('users').set({ administrator_id: administrator }).where('id', '=', assigned).execute();
      expect((await post('create-token-on-php', await tokenOf(administrator), { userId: assigned })).statusCode).toBe(403);
    });
  });

  describe('get-groups-history', () => {
    const may = (day: number) => fromIsraelWallTime(2026, 5, day, 12, 0);
    const change = (operation: string, body: Record<string, unknown>, status: number, at: number, subject: number | null = null) =>
      t.db.transaction().execute((tx) =>
        recordAction(tx, { actor: { userId: superAdminId, group: Group.superAdmin }, ip: '10.1.1.1', operation, subjectUserId: subject, account: subject, before: null, after: null, details: { request: { body }, status }, now: at }),
      );

    test("the audit log's group changes that were made, newest first, by group and by user; refusals and other actions are no history", async () => {
      const member = await insertUser(t.db);
      const other = await insertUser(t.db);
      await change('addVerifiedGroup', { name: 'Shared senders' }, 1, may(1));
      await change('addVerifiedGroup', { name: 'Shared senders' }, -2, may(1) + 1); // refused: name exists
      await change('addVerifiedGroupMember', { groupId: 7, userId: member }, 1, may(2), member);
      await change('addVerifiedGroupMember', { groupId: 8, userId: other }, 1, may(3), other);
      await change('removeVerifiedGroupMember', { groupId: 7, userId: member }, 1, may(4), member);
      await change('removeVerifiedGroup', { groupId: 8 }, 1, may(5));
      await change('killUser', { userId: member }, 1, may(4), member);

      const read = async (body: Record<string, unknown>) => {
        const res = await post('get-groups-history', superAdmin, { fromDate: '01/05/2026', toDate: '31/05/2026', ...body });
        expect(res.statusCode).toBe(200);
        return res.json().data as { change: string; groupId: number | null; groupName: string | null; userId: number | null; actorUserId: number; ip: string; at: number }[];
      };
      const all = await read({});
      expect(all.map((c) => [c.change, c.groupId])).toEqual([
        ['groupRemoved', 8],
        ['memberRemoved', 7],
        ['memberAdded', 8],
        ['memberAdded', 7],
        ['groupCreated', null],
      ]);
      expect(all[4]).toMatchObject({ groupName: 'Shared senders', actorUserId: superAdminId, ip: '10.1.1.1', at: may(1) });
      expect(all[1]).toMatchObject({ userId: member });
      expect((await read({ groupId: 7 })).map((c) => c.change)).toEqual(['memberRemoved', 'memberAdded']);
      expect((await read({ userId: other })).map((c) => c.change)).toEqual(['memberAdded']);
      expect((await read({ fromDate: '03/05/2026', toDate: '04/05/2026' })).map((c) => c.change)).toEqual(['memberRemoved', 'memberAdded']);
    });

    test('an unreadable date names its field; an administrator is refused', async () => {
      expect((await post('get-groups-history', superAdmin, { fromDate: 'yesterday' })).json()).toMatchObject({ field: 'body.fromDate' });
      expect((await post('get-groups-history', superAdmin, { toDate: '40/05/2026' })).json()).toMatchObject({ field: 'body.toDate' });
      expect((await post('get-groups-history', await tokenOf(await insertUser(t.db, { group: Group.administrator })), {})).statusCode).toBe(403);
    });
  });
});
