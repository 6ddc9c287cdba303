import { signedInToken, startTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (token: string) => t.app.inject({ method: 'GET', url: '/api/main/get-overseas-rates', headers: { authorization: `Bearer ${token}` } });

test("a user without a price list gets the default list's overseas rates", async () => {
  const res = await get(await signedInToken(t.db));
  expect(res.statusCode).toBe(200);
  const rows = res.json().data as { PREFIX: string; RATE: number }[];
  expect(rows.length).toBeGreaterThan(5);
  expect(rows).toEqual(expect.arrayContaining([expect.objectContaining({ PREFIX: '44', COUNTRY: 'United Kingdom' })]));
});

test("a user with a price list gets that list's rates only", async () => {
  const list = await t.db.insertInto('price_lists').values({ name: 'Reseller A', created_at: Date.now() }).returning('id').executeTakeFirstOrThrow();
  await t.db.insertInto('rates').values({ price_list_id: list.id, prefix: '30', country: 'Greece', operator_desc: 'All operators', rate: 2.5 }).execute();
  const token = await signedInToken(t.db);
  const session = await t.db.selectFrom('sessions').select('user_id').orderBy('id', 'desc').executeTakeFirstOrThrow();
  await t.db.updateTable('users').set({ price_list_id: list.id }).where('id', '=', session.user_id).execute();
  const rows = (await get(token)).json().data;
  expect(rows).toEqual([{ PREFIX: '30', COUNTRY: 'Greece', OPERATOR_DESC: 'All operators', RATE: 2.5 }]);
});
