import { Group } from '../../../../domain/access';
import { campaignsOf, sendCampaignCall, sendingAccount } from '../../campaigns/sendTesting';
import { onEachDatabase } from '../../../test/signIn';
import { startTestApp, type TestApp } from '../../../test/testApp';
import { signedIn, superAdminCall } from '../supportLists/supportTesting';

onEachDatabase('super-admin/set-aflalo and get-aflalo: the system-wide block list of numbers', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());
  const api = (token: string, op: string, payload: object) => superAdminCall(t)(token, op, payload);
  const blocked = async (phone: string) => (await t.db.selectFrom('platform_blacklist').select('source').where('phone', '=', phone).executeTakeFirst())?.source ?? null;

  test('a number removed on the public page is unblocked, blocked again by support, listed, and the change is audited', async () => {
    const manager = await signedIn(t.db, Group.systemManager);
    await t.db.insertInto('platform_blacklist').values({ phone: '527100001', sender: 'Shop', source: 'remove page', created_at: Date.now() }).execute();
    const listed = (await api(manager.token, 'get-aflalo', { phone: '0527100001' })).json().data;
    expect(listed).toEqual({ total: 1, rows: [{ phone: '0527100001', source: 'removePage', sender: 'Shop', blockedAt: expect.any(Number) }] });

    expect((await api(manager.token, 'set-aflalo', { phones: ['0527100001'], action: 'unblock', comment: 'asked by phone' })).json().data).toEqual({ status: 1, changed: 1, unchanged: 0, invalidPhones: [] });
    expect(await blocked('527100001')).toBeNull();
    expect((await api(manager.token, 'set-aflalo', { phones: ['0527100001', '527100002'], action: 'block' })).json().data).toEqual({ status: 1, changed: 2, unchanged: 0, invalidPhones: [] });
    expect((await api(manager.token, 'set-aflalo', { phones: ['0527100001'], action: 'block' })).json().data).toEqual({ status: 1, changed: 0, unchanged: 1, invalidPhones: [] });
    expect((await api(manager.token, 'get-aflalo', { phone: '52710000' })).json().data.rows.map((r: { phone: string; source: string }) => [r.phone, r.source]).sort()).toEqual([
      ['0527100001', 'support'],
      ['0527100002', 'support'],
    ]);
    const audit = await t.db.selectFrom('audit_log').select('operation').where('actor_user_id', '=', manager.userId).execute();
    expect(audit.map((a) => a.operation)).toEqual(['setAflalo', 'setAflalo', 'setAflalo']);
  });

  test('one number that is no phone number and nothing changes (-2, listed)', async () => {
    const manager = await signedIn(t.db, Group.superAdmin);
    const res = (await api(manager.token, 'set-aflalo', { phones: ['527200001', '000000000'], action: 'block' })).json().data;
    expect(res).toEqual({ status: -2, changed: 0, unchanged: 0, invalidPhones: ['000000000'] });
    expect(await blocked('527200001')).toBeNull();
  });

  test('a number blocked here is left out of every account\'s campaign; unblocked, the next campaign reaches it', async () => {
    const manager = await signedIn(t.db, Group.systemManager);
    const a = await sendingAccount(t, 10, ['527300001', '527300002']);
    await api(manager.token, 'set-aflalo', { phones: ['0527300001'], action: 'block' });
    const list = [{ type: 'cl', id: a.listId }];
    expect((await sendCampaignCall(t, a.token, { smsContent: 'one', destinations: list, validation: false })).statusCode).toBe(200);
    await api(manager.token, 'set-aflalo', { phones: ['0527300001'], action: 'unblock' });
    expect((await sendCampaignCall(t, a.token, { smsContent: 'two', destinations: list, validation: false })).statusCode).toBe(200);
    expect((await campaignsOf(t.db, a.userId)).map((c) => c.recipients)).toEqual([1, 2]);
    // A campaign to the blocked number alone has no one to send to (-9), as the composer says.
    await api(manager.token, 'set-aflalo', { phones: ['0527300002'], action: 'block' });
    expect((await sendCampaignCall(t, a.token, { smsContent: 'three', phones: ['0527300002'], validation: true })).json().data.status).toBe(-9);
  });

  test('only system groups: an administrator and a customer are refused', async () => {
    for (const group of [Group.administrator, Group.customer]) {
      const someone = await signedIn(t.db, group);
      expect((await api(someone.token, 'set-aflalo', { phones: ['527400001'], action: 'block' })).statusCode).toBe(403);
      expect((await api(someone.token, 'get-aflalo', {})).statusCode).toBe(403);
    }
    expect(await blocked('527400001')).toBeNull();
  });
});
