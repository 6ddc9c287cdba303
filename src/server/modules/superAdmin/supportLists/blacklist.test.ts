import { bearer, onEachDatabase } from '../../../test/signIn';
import { startTestApp, type TestApp } from '../../../test/testApp';
import { multipart, xlsx } from '../../contacts/importTesting';
import { assignedCustomer, superAdminCall } from './supportTesting';

onEachDatabase("support: a customer's blacklist", (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());

  const upload = (token: string, fields: Record<string, string>, file?: { name: string; data: string | Buffer }) => {
    const body = multipart(fields, file);
    return t.app.inject({ method: 'POST', url: '/api/super-admin/read-blacklist', headers: { ...bearer(token), ...body.headers }, payload: body.payload });
  };
  const blacklistOf = async (account: number) => (await t.db.selectFrom('blacklist').select('phone').where('account_id', '=', account).orderBy('phone').execute()).map((r) => r.phone);
  const historyOf = (account: number) => t.db.selectFrom('blacklist_history').select(['phone', 'action', 'source', 'user_id']).where('account_id', '=', account).orderBy('id').execute();

  test("read-blacklist: an Excel file's first column goes into the customer's blacklist, with history by the administrator and an audit row on the customer", async () => {
    const { admin, customer } = await assignedCustomer(t.db);
    const file = await xlsx([['טלפון'], ['0501111111'], ['050-2222222']]);
    const res = await upload(admin.token, { userId: String(customer.userId) }, { name: 'block.xlsx', data: file });
    expect(res.json().data).toEqual({ status: 1, submitted: 2, added: 2, existing: 0, invalidNumbers: [], userId: customer.userId });
    expect(await blacklistOf(customer.account)).toEqual(['501111111', '502222222']);
    expect((await historyOf(customer.account)).map((h) => [h.action, h.source, h.user_id])).toEqual([
      ['added', 'upload', admin.userId],
      ['added', 'upload', admin.userId],
    ]);
    const again = await upload(admin.token, { userId: String(customer.userId) }, { name: 'block.csv', data: '0501111111\n0503333333\n' });
    expect(again.json().data).toMatchObject({ status: 2, added: 1, existing: 1 });
    const audit = await t.db.selectFrom('audit_log').select(['subject_user_id', 'operation']).where('actor_user_id', '=', admin.userId).execute();
    expect(audit).toEqual([
      { subject_user_id: customer.userId, operation: 'readBlacklist' },
      { subject_user_id: customer.userId, operation: 'readBlacklist' },
    ]);
  });

  test('a hostile file (a PDF renamed .xlsx) is refused by its content (-3) and writes no rows; an invalid number writes none either (-2)', async () => {
    const { admin, customer } = await assignedCustomer(t.db);
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const res = await upload(admin.token, { userId: String(customer.userId) }, { name: 'numbers.xlsx', data: pdf });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: -3, added: 0 });
    const invalid = await upload(admin.token, { userId: String(customer.userId) }, { name: 'b.csv', data: '0504444444\nnot-a-phone\n' });
    expect(invalid.json().data).toMatchObject({ status: -2, added: 0, invalidNumbers: ['not-a-phone'] });
    expect(await blacklistOf(customer.account)).toEqual([]);
    expect(await historyOf(customer.account)).toEqual([]);
  });

  test('read-blacklist needs the file and a readable customer (400 naming the field); no customer is the system-wide list, not an administrator\'s (403)', async () => {
    const { admin, customer } = await assignedCustomer(t.db);
    const badUser = await upload(admin.token, { userId: 'abc' }, { name: 'b.csv', data: '0504444444\n' });
    expect([badUser.statusCode, badUser.json().field]).toEqual([400, 'body.userId']);
    expect((await upload(admin.token, {}, { name: 'b.csv', data: '0504444444\n' })).statusCode).toBe(403);
    const noFile = await upload(admin.token, { userId: String(customer.userId), numbers: '0504444444' });
    expect([noFile.statusCode, noFile.json().field]).toEqual([400, 'body.file']);
    expect(await blacklistOf(customer.account)).toEqual([]);
  });

  test('remove-from-blackList: removes the numbers that are there, the history keeps each removal; none there is 0', async () => {
    const { admin, customer } = await assignedCustomer(t.db);
    await upload(admin.token, { userId: String(customer.userId) }, { name: 'b.csv', data: '0505555555\n0506666666\n' });
    const call = superAdminCall(t);
    const res = await call(admin.token, 'remove-from-blackList', { userId: customer.userId, phones: ['0505555555', '0507777777'] });
    expect(res.json().data).toEqual({ status: 1, removed: 1 });
    expect(await blacklistOf(customer.account)).toEqual(['506666666']);
    const removal = (await historyOf(customer.account)).filter((h) => h.action === 'removed');
    expect(removal).toEqual([{ phone: '505555555', action: 'removed', source: 'admin', user_id: admin.userId }]);
    expect((await call(admin.token, 'remove-from-blackList', { userId: customer.userId, phones: ['0505555555'] })).json().data).toEqual({ status: 0, removed: 0 });
    const audit = await t.db.selectFrom('audit_log').select('subject_user_id').where('operation', '=', 'superAdminRemoveFromBlacklist').where('actor_user_id', '=', admin.userId).execute();
    expect(audit.map((a) => a.subject_user_id)).toEqual([customer.userId, customer.userId]);
  });

  test("another administrator's customer is 404 to both, and its blacklist is untouched", async () => {
    const mine = await assignedCustomer(t.db);
    const theirs = await assignedCustomer(t.db);
    await upload(theirs.admin.token, { userId: String(theirs.customer.userId) }, { name: 'b.csv', data: '0508888888\n' });
    expect((await upload(mine.admin.token, { userId: String(theirs.customer.userId) }, { name: 'b.csv', data: '0509999999\n' })).statusCode).toBe(404);
    expect((await superAdminCall(t)(mine.admin.token, 'remove-from-blackList', { userId: theirs.customer.userId, phones: ['0508888888'] })).statusCode).toBe(404);
    expect(await blacklistOf(theirs.customer.account)).toEqual(['508888888']);
  });
});
