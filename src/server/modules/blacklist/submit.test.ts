import { bearer, onEachDatabase } from '../../test/signIn';
import { startTestApp, type TestApp } from '../../test/testApp';
import { listOwner, multipart, type ListOwner } from '../contacts/importTesting';

onEachDatabase('submitBlacklist', (dbOptions) => {
  let t: TestApp;
  let owner: ListOwner;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
    owner = await listOwner(t.db);
  });
  afterAll(() => t.close());

  const submit = (token: string, fields: Record<string, string>, file?: { name: string; data: string | Buffer }) => {
    const body = multipart(fields, file);
    return t.app.inject({ method: 'POST', url: '/api/reports/submit-blacklist', headers: { ...bearer(token), ...body.headers }, payload: body.payload });
  };
  const blacklisted = async () => (await t.db.selectFrom('blacklist').select('phone').where('account_id', '=', owner.userId).orderBy('phone').execute()).map((r) => r.phone);

  test('pasted numbers: all added (1), then some added (2), then all there already (0), each with history', async () => {
    expect((await submit(owner.token, { numbers: '050-1111111, 0502222222\n03-5551234' })).json().data).toEqual({ status: 1, submitted: 3, added: 3, existing: 0, invalid: 0 });
    expect((await submit(owner.token, { numbers: '0501111111 0503333333' })).json().data).toMatchObject({ status: 2, added: 1, existing: 1 });
    expect((await submit(owner.token, { numbers: '0501111111' })).json().data).toMatchObject({ status: 0, added: 0, existing: 1 });
    const history = await t.db.selectFrom('blacklist_history').select(['phone', 'source', 'user_id']).where('account_id', '=', owner.userId).execute();
    expect(history).toHaveLength(4);
    expect(history.every((h) => h.source === 'user' && h.user_id === owner.userId)).toBe(true);
  });

  test('any invalid number adds nothing (-2) and shows the invalid ones', async () => {
    const before = await blacklisted();
    const res = await submit(owner.token, { numbers: '0504444444\nnot-a-phone\n123' });
    expect(res.json().data).toEqual({ status: -2, submitted: 3, added: 0, existing: 0, invalid: 2, invalidPhones: ['not-a-phone', '123'] });
    expect(await blacklisted()).toEqual(before);
  });

  test("a CSV file's first column, its title row skipped, recorded as an upload", async () => {
    const res = await submit(owner.token, {}, { name: 'block.csv', data: 'טלפון,שם\n0505555555,דנה\n0506666666,יוסי\n' });
    expect(res.json().data).toMatchObject({ status: 1, submitted: 2, added: 2 });
    const row = await t.db.selectFrom('blacklist').select('source').where('phone', '=', '505555555').executeTakeFirstOrThrow();
    expect(row.source).toBe('upload');
  });

  test('a file that is no sheet is -3, nothing to add is -1; another account named by userId is 404', async () => {
    expect((await submit(owner.token, {}, { name: 'x.pdf', data: '%PDF' })).json().data).toMatchObject({ status: -3 });
    expect((await submit(owner.token, { numbers: '  ' })).json().data).toMatchObject({ status: -1 });
    const other = await listOwner(t.db);
    expect((await submit(owner.token, { numbers: '0507777777', userId: String(other.userId) })).statusCode).toBe(404);
  });
});
