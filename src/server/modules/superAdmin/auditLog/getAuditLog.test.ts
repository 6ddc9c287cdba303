import { sql } from 'kysely';
import type { AuditLogEntry } from '../../../../contract/superAdmin';
import { GetAuditLog } from '../../../../contract/statusCodes';
import { Group } from '../../../../domain/access';
import { fromIsraelWallTime } from '../../../../domain/israelTime';
import { recordAction } from '../../../audit/auditLog';
import { dropAppendOnlyTriggers } from '../../../audit/auditTesting';
import { createSession } from '../../../http/session';
import { bearer, onEachDatabase } from '../../../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../../../test/testApp';

onEachDatabase('the audit log page: super-admin/get-audit-log', (dbOptions) => {
  let t: TestApp;
  let superAdmin: number;
  let token: string;
  let administrator: number;
  let customer: number;
  let other: number;
  const tokenOf = async (userId: number) => (await createSession(t.db, { userId, lifetimeMs: 3_600_000, keepLoggedIn: false, now: t.clock.now() })).token;
  const read = (tok: string, body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/super-admin/get-audit-log', headers: bearer(tok), payload: body });
  const rowsOf = async (body: Record<string, unknown>) => {
    const res = await read(token, body);
    expect(res.statusCode).toBe(200);
    return res.json().data as { status: number; total: number; chainOk: boolean; rows: AuditLogEntry[] };
  };
  const write = (at: number, actor: number, operation: string, subject: number | null, before: unknown, after: unknown, details?: Record<string, unknown>) =>
    t.db.transaction().execute((tx) => recordAction(tx, { actor: { userId: actor, group: Group.administrator }, ip: '10.1.2.3', operation, subjectUserId: subject, account: subject, before, after, details, now: at }));

  // 10 and 11 May 2026, Israel time: the 10th's last minute and the 11th's first belong to different days.
  const may10 = fromIsraelWallTime(2026, 5, 10, 9, 30);
  const may10Late = fromIsraelWallTime(2026, 5, 10, 23, 59);
  const may11 = fromIsraelWallTime(2026, 5, 11, 0, 1);

  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
    superAdmin = await insertUser(t.db, { group: Group.superAdmin, username: 'audit-reader' });
    token = await tokenOf(superAdmin);
    administrator = await insertUser(t.db, { group: Group.administrator, username: 'audit-admin' });
    customer = await insertUser(t.db, { username: 'audited-customer' });
    other = await insertUser(t.db, { username: 'other-customer' });
    await write(may10, administrator, 'enforcementUser', customer, { blocked: false }, { blocked: true }, { request: { userId: customer }, status: 1 });
    await write(may10 + 1, administrator, 'updatePasswordValidity', other, { days: 90 }, { days: 30 });
    await write(may10Late, superAdmin, 'enforcementUser', customer, { blocked: true }, { blocked: false });
    await write(may11, superAdmin, 'addProhibitedWord', null, null, { word: 'casino' });
  });
  afterAll(() => t.close());

  test('a period of Israel days, newest first, with usernames, ISO times and the summary as written; the chain holds', async () => {
    const data = await rowsOf({ fromDate: '10/05/2026', toDate: '10/05/2026' });
    expect(data).toMatchObject({ status: GetAuditLog.found, total: 3, chainOk: true });
    expect(data.rows.map((r) => r.at)).toEqual([may10Late, may10 + 1, may10].map((at) => new Date(at).toISOString()));
    expect(data.rows[2]).toEqual({
      id: expect.any(Number),
      at: new Date(may10).toISOString(),
      operation: 'enforcementUser',
      actorUserId: administrator,
      actorUsername: 'audit-admin',
      actorGroup: Group.administrator,
      ip: '10.1.2.3',
      subjectUserId: customer,
      subjectUsername: 'audited-customer',
      account: customer,
      summary: { before: { blocked: false }, after: { blocked: true }, details: { request: { userId: customer }, status: 1 } },
    });
    expect((await rowsOf({ fromDate: '11/05/2026', toDate: '11/05/2026' })).rows).toEqual([
      expect.objectContaining({ operation: 'addProhibitedWord', subjectUserId: null, subjectUsername: null, summary: { before: null, after: { word: 'casino' }, details: {} } }),
    ]);
  });

  test('filters by subject, actor and operation, each alone and together', async () => {
    const period = { fromDate: '01/05/2026', toDate: '31/05/2026' };
    expect((await rowsOf({ ...period, subjectUserId: customer })).rows.map((r) => r.at)).toEqual([may10Late, may10].map((at) => new Date(at).toISOString()));
    expect((await rowsOf({ ...period, actorUserId: administrator })).rows.map((r) => r.operation)).toEqual(['updatePasswordValidity', 'enforcementUser']);
    expect((await rowsOf({ ...period, operation: 'enforcementUser' })).total).toBe(2);
    const together = await rowsOf({ ...period, operation: 'enforcementUser', actorUserId: superAdmin, subjectUserId: customer });
    expect(together.total).toBe(1);
    expect(together.rows[0]).toMatchObject({ actorUserId: superAdmin, at: new Date(may10Late).toISOString() });
    expect((await rowsOf({ ...period, subjectUserId: other, actorUserId: superAdmin })).total).toBe(0);
  });

  test('pages without loss or repeat, with the total of every page', async () => {
    const period = { fromDate: '01/05/2026', toDate: '31/05/2026' };
    const pages = [await rowsOf({ ...period, page: 1, pageSize: 3 }), await rowsOf({ ...period, page: 2, pageSize: 3 })];
    expect(pages.map((p) => p.total)).toEqual([4, 4]);
    expect(pages.map((p) => p.rows.length)).toEqual([3, 1]);
    // The whole chain is checked for the first page only.
    expect(pages.map((p) => p.chainOk)).toEqual([true, undefined]);
    const all = (await rowsOf({ ...period, pageSize: 5000 })).rows.map((r) => r.id);
    expect(pages.flatMap((p) => p.rows.map((r) => r.id))).toEqual(all);
    expect(new Set(all).size).toBe(4);
    // The export's page size; past it the contract refuses.
    expect((await read(token, { ...period, pageSize: 5001 })).statusCode).toBe(400);
  });

  test('a date that cannot be read is invalidPeriod; a period longer than a year is answered, not refused', async () => {
    expect(await rowsOf({ fromDate: '31/02/2026x', toDate: 'tomorrow' })).toMatchObject({ status: GetAuditLog.invalidPeriod, total: 0, rows: [] });
    expect(await rowsOf({ fromDate: '01/01/2024', toDate: '31/12/2026' })).toMatchObject({ status: GetAuditLog.found, total: 4 });
  });

  test('a customer and an administrator are refused (403), and the read itself writes no audit row', async () => {
    const before = await t.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect((await read(await tokenOf(customer), {})).statusCode).toBe(403);
    expect((await read(await tokenOf(administrator), {})).statusCode).toBe(403);
    expect((await read(token, {})).statusCode).toBe(200);
    const after = await t.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  // Last: it breaks the chain for good.
  test('chainOk is false once a row was edited behind the application', async () => {
    await dropAppendOnlyTriggers(t.db);
    await sql`update audit_log set ip = '6.6.6.6' where operation = 'updatePasswordValidity'`.execute(t.db);
    expect((await rowsOf({ fromDate: '10/05/2026', toDate: '10/05/2026' })).chainOk).toBe(false);
  });
});
