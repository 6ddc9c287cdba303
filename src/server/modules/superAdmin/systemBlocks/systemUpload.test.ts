import { Group } from '../../../../domain/access';
import { bearer, onEachDatabase } from '../../../test/signIn';
import { startTestApp, type TestApp } from '../../../test/testApp';
import { multipart, xlsx } from '../../contacts/importTesting';
import { signedIn } from '../supportLists/supportTesting';

onEachDatabase('super-admin/read-blacklist without a customer: a file into the system-wide block list', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());
  const upload = (token: string, file: { name: string; data: string | Buffer }) => {
    const body = multipart({}, file);
    return t.app.inject({ method: 'POST', url: '/api/super-admin/read-blacklist', headers: { ...bearer(token), ...body.headers }, payload: body.payload });
  };
  const onList = async (phones: string[]) => (await t.db.selectFrom('platform_blacklist').select(['phone', 'source']).where('phone', 'in', phones).orderBy('phone').execute()).map((r) => [r.phone, r.source]);

  test("an Excel file's numbers go on the list as support's, a number already there keeps how it came; audited on no customer", async () => {
    const manager = await signedIn(t.db, Group.systemManager);
    await t.db.insertInto('platform_blacklist').values({ phone: '527600002', source: 'remove page', created_at: Date.now() }).execute();
    const res = await upload(manager.token, { name: 'block.xlsx', data: await xlsx([['טלפון'], ['0527600001'], ['052-7600002']]) });
    expect(res.json().data).toEqual({ status: 2, submitted: 2, added: 1, existing: 1, invalidNumbers: [] });
    expect(await onList(['527600001', '527600002'])).toEqual([
      ['527600001', 'admin'],
      ['527600002', 'remove page'],
    ]);
    const audit = await t.db.selectFrom('audit_log').select(['operation', 'subject_user_id']).where('actor_user_id', '=', manager.userId).execute();
    expect(audit).toEqual([{ operation: 'readBlacklist', subject_user_id: null }]);
  });

  test('a hostile file (a PDF named .csv) is refused by its content (-3); one invalid number and nothing is written (-2)', async () => {
    const manager = await signedIn(t.db, Group.superAdmin);
    const pdf = await upload(manager.token, { name: 'numbers.csv', data: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n') });
    expect(pdf.json().data.status).toBe(-3);
    const bad = await upload(manager.token, { name: 'numbers.csv', data: '0527600011\nabc\n' });
    expect(bad.json().data).toMatchObject({ status: -2, added: 0, invalidNumbers: ['abc'] });
    expect(await onList(['527600011'])).toEqual([]);
  });

  test('an administrator (group 3) may fill its customers\' blacklists but not the system-wide one (403)', async () => {
    const admin = await signedIn(t.db, Group.administrator);
    const res = await upload(admin.token, { name: 'numbers.csv', data: '0527600021\n' });
    expect(res.statusCode).toBe(403);
    expect(await onList(['527600021'])).toEqual([]);
  });
});
