import { bearer, onEachDatabase } from '../../test/signIn';
import { startTestApp, type TestApp } from '../../test/testApp';
import { listOwner, type ListOwner } from '../contacts/importTesting';

onEachDatabase('reports/blacklist-report', (dbOptions) => {
  let t: TestApp;
  let owner: ListOwner;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
    owner = await listOwner(t.db);
  });
  afterAll(() => t.close());

  const call = (token: string, path: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/reports/${path}`, headers: bearer(token), payload });
  const page = (token: string, body: object) => call(token, 'blacklist-report', body);

  test('pages the account’s numbers newest first, with who added them, and finds them by digits typed with a leading 0', async () => {
    for (const phone of ['0501110001', '0501110002', '0521110003']) {
      t.clock.advance(1000);
      expect((await call(owner.token, 'add-number-to-blacklist', { phone })).json().data.status).toBe(1);
    }
    const first = (await page(owner.token, { page: 1, pageSize: 2 })).json().data;
    expect(first).toMatchObject({ status: 1, pageInfo: { total: 3, page: 1, pageSize: 2 } });
    expect(first.rows.map((r: { PHONE: string }) => r.PHONE)).toEqual(['0521110003', '0501110002']);
    expect(first.rows[0]).toMatchObject({ source: 'user', user: expect.stringMatching(/^user/), createdOn: expect.stringMatching(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/) });
    const second = (await page(owner.token, { page: 2, pageSize: 2 })).json().data;
    expect(second.rows.map((r: { PHONE: string }) => r.PHONE)).toEqual(['0501110001']);
    const found = (await page(owner.token, { phone: '050111' })).json().data;
    expect(found.pageInfo.total).toBe(2);
  });

  test("another account's numbers never show, and naming another customer is 404", async () => {
    const other = await listOwner(t.db);
    await call(other.token, 'add-number-to-blacklist', { phone: '0549990000' });
    expect((await page(owner.token, { phone: '0549990000' })).json().data.pageInfo.total).toBe(0);
    expect((await page(owner.token, { userId: other.userId })).statusCode).toBe(404);
  });
});
