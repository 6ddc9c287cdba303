import type { GetErrorsLogsApiResponse } from '../../../../contract/superAdmin';
import { GetErrorsLogs } from '../../../../contract/statusCodes';
import { Group } from '../../../../domain/access';
import { fromIsraelWallTime } from '../../../../domain/israelTime';
import { recordServerError } from '../../../errorLog/recordServerError';
import { createSession } from '../../../http/session';
import { bearer, onEachDatabase } from '../../../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../../../test/testApp';

type Rows = NonNullable<GetErrorsLogsApiResponse['data']>['rows'];

onEachDatabase('the errors page: super-admin/get-errors-logs and get-logs-file', (dbOptions) => {
  let t: TestApp;
  let reader: number;
  let readerToken: string;
  let customer: number;
  const tokenOf = async (userId: number) => (await createSession(t.db, { userId, lifetimeMs: 3_600_000, keepLoggedIn: false, now: t.clock.now() })).token;
  const logs = (token: string, body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/super-admin/get-errors-logs', headers: bearer(token), payload: body });
  const dayFile = (token: string, date: string) => t.app.inject({ method: 'POST', url: '/api/super-admin/get-logs-file', headers: bearer(token), payload: { date } });
  const record = (at: number, operation: string | null, userId: number | null, message: string) =>
    recordServerError(t.db, { requestId: `req-${at}-${message}`, operation, userId, method: 'POST', path: `/api/${operation ?? 'unknown'}`, error: Object.assign(new Error(message), { stack: `Error: ${message}\n    at handler (${operation}.ts:1:1)` }), at });

  // 10 and 11 May 2026, Israel time.
  const may10 = fromIsraelWallTime(2026, 5, 10, 9, 30);
  const may10Late = fromIsraelWallTime(2026, 5, 10, 23, 59);
  const may11 = fromIsraelWallTime(2026, 5, 11, 0, 1);

  beforeAll(async () => {
    t = await startTestApp({ errorsPageUserIds: [] }, dbOptions);
    reader = await insertUser(t.db, { group: Group.superAdmin, username: 'errors-reader' });
    // The setting names the reader (ERRORS_PAGE_USER_IDS, 18 by default); ids are known only once inserted.
    t.config.errorsPageUserIds.push(reader);
    readerToken = await tokenOf(reader);
    customer = await insertUser(t.db, { username: 'failing-customer' });
    await record(may10, 'sendCampaign', customer, 'SMSC connection reset');
    await record(may10 + 1, 'getReportPage', customer, 'division by zero in report');
    await record(may10Late, 'sendCampaign', null, 'campaign 42 has no run');
    await record(may11, 'login', null, 'argon2 worker crashed');
  });
  afterAll(() => t.close());

  test('only the users the setting names read the errors: a super-administrator not named is refused (403), a customer too, even named', async () => {
    const otherSuperAdmin = await tokenOf(await insertUser(t.db, { group: Group.superAdmin }));
    expect((await logs(otherSuperAdmin, {})).statusCode).toBe(403);
    expect((await dayFile(otherSuperAdmin, '10/05/2026')).statusCode).toBe(403);
    const customerToken = await tokenOf(customer);
    expect((await logs(customerToken, {})).statusCode).toBe(403);
    expect((await dayFile(customerToken, '10/05/2026')).statusCode).toBe(403);
    // The route's rule is the system groups and the list: a named customer is still no system user.
    t.config.errorsPageUserIds.push(customer);
    try {
      expect((await logs(customerToken, {})).statusCode).toBe(403);
    } finally {
      t.config.errorsPageUserIds.splice(t.config.errorsPageUserIds.indexOf(customer), 1);
    }
    // A named system manager (group 2) reads them, as the /errors route lets it in.
    const manager = await insertUser(t.db, { group: Group.systemManager });
    t.config.errorsPageUserIds.push(manager);
    expect((await logs(await tokenOf(manager), { fromDate: '01/05/2026', toDate: '31/05/2026' })).statusCode).toBe(200);
  });

  test('a period, newest first, paged, with the caller named; searchable by text, operation and user', async () => {
    const all = await logs(readerToken, { fromDate: '01/05/2026', toDate: '31/05/2026' });
    expect(all.statusCode).toBe(200);
    const data = all.json().data as { status: number; rows: Rows; pageInfo: { total: number } };
    expect(data.status).toBe(GetErrorsLogs.found);
    expect(data.pageInfo.total).toBe(4);
    expect(data.rows.map((r) => r.message)).toEqual(['argon2 worker crashed', 'campaign 42 has no run', 'division by zero in report', 'SMSC connection reset']);
    expect(data.rows[3]).toMatchObject({ at: may10, operation: 'sendCampaign', userId: customer, username: 'failing-customer', method: 'POST', path: '/api/sendCampaign' });
    expect(data.rows[3]!.stack).toContain('sendCampaign.ts:1:1');

    const page2 = (await logs(readerToken, { fromDate: '01/05/2026', toDate: '31/05/2026', page: 2, pageSize: 3 })).json().data;
    expect(page2.rows.map((r: Rows[number]) => r.message)).toEqual(['SMSC connection reset']);
    expect(page2.pageInfo).toEqual({ total: 4, page: 2, pageSize: 3 });

    const one = async (body: Record<string, unknown>) => ((await logs(readerToken, { fromDate: '01/05/2026', toDate: '31/05/2026', ...body })).json().data.rows as Rows).map((r) => r.message);
    expect(await one({ search: 'SMSC' })).toEqual(['SMSC connection reset']);
    // The pattern characters typed are literal: "%" finds nothing here, not everything.
    expect(await one({ search: '%' })).toEqual([]);
    expect(await one({ operation: 'sendCampaign' })).toEqual(['campaign 42 has no run', 'SMSC connection reset']);
    expect(await one({ userId: customer })).toEqual(['division by zero in report', 'SMSC connection reset']);
    expect(await one({ toDate: '10/05/2026' })).toEqual(['campaign 42 has no run', 'division by zero in report', 'SMSC connection reset']);
  });

  test("get-logs-file: one Israeli day's errors, oldest first with their stacks, as a text file to download", async () => {
    const res = await dayFile(readerToken, '10/05/2026');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('server-errors-2026-05-10.txt');
    const text = res.body;
    expect(text.split('\n')[0]).toBe('Server errors of 10/05/2026 (Israel time): 3');
    expect(text.indexOf('SMSC connection reset')).toBeLessThan(text.indexOf('campaign 42 has no run'));
    expect(text).toContain('at handler (getReportPage.ts:1:1)');
    expect(text).toContain(`user ${customer} (failing-customer)`);
    expect(text).toContain('10/05/2026 23:59 Israel');
    // 00:01 on the 11th belongs to the next day's file.
    expect(text).not.toContain('argon2');
    expect((await dayFile(readerToken, '11/05/2026')).body).toContain('argon2 worker crashed');
    expect((await dayFile(readerToken, '01/01/2026')).body).toBe('Server errors of 01/01/2026 (Israel time): 0\n');
  });

  test('get-logs-file: a day that does not exist is a bad request naming the field', async () => {
    const res = await dayFile(readerToken, '31/02/2026');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'body.date' });
    expect((await dayFile(readerToken, '2026-05-10')).statusCode).toBe(400);
  });
  // Last: an error recorded now prunes those older than 30 days (retention), May's fixtures with them.
  test('an unreadable date is the page\'s invalidPeriod; without dates the last week is read', async () => {
    expect((await logs(readerToken, { fromDate: '32/13/2026' })).json().data).toMatchObject({ status: GetErrorsLogs.invalidPeriod, rows: [] });
    const recent = t.clock.now() - 60_000;
    await record(recent, 'getUserProfile', reader, 'just now');
    const rows = (await logs(readerToken, {})).json().data.rows as Rows;
    expect(rows.map((r) => r.message)).toEqual(['just now']);
  });
});
