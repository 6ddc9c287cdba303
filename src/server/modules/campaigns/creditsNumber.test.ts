import { listNameKey } from '../../../domain/contactFields';
import { Permission } from '../../../domain/permissions';
import { createSession } from '../../http/session';
import { bearer, onEachDatabase } from '../../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../../test/testApp';
import { refundCredits } from '../../messaging/credits';

onEachDatabase('campaigns/get-campaign-credits-number', (dbOptions) => {
  let t: TestApp;
  let account: number;
  let token: string;
  let listId: number;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
    account = await insertUser(t.db, { permissions: [Permission.createCampaigns] });
    token = (await createSession(t.db, { userId: account, lifetimeMs: 3_600_000, keepLoggedIn: false, now: Date.now() })).token;
    await refundCredits(t.db, { account, service: 'sms', amount: 500, reason: 'test.grant', now: Date.now() });
    const list = await t.db
      .insertInto('contact_lists')
      .values({ account_id: account, created_by: account, name: 'לקוחות', name_key: listNameKey('לקוחות'), headers: JSON.stringify(['שם']), created_at: Date.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    listId = list.id;
    await t.db
      .insertInto('contacts')
      .values([
        { list_id: listId, phone: '505000001', field1: 'דנה', created_at: Date.now(), source: 'test' },
        // A long name pushes this one text past 269 characters: two credits.
        { list_id: listId, phone: '505000002', field1: 'א'.repeat(270), created_at: Date.now(), source: 'test' },
        { list_id: listId, phone: '505000003', field1: 'חסום', created_at: Date.now(), source: 'test' },
      ])
      .execute();
    await t.db.insertInto('blacklist').values({ account_id: account, phone: '505000003', source: 'user', created_at: Date.now() }).execute();
  });
  afterAll(() => t.close());

  const estimate = (body: object, who = token) => t.app.inject({ method: 'POST', url: '/api/campaigns/get-campaign-credits-number', headers: bearer(who), payload: body });
  const campaigns = async () => (await t.db.selectFrom('campaigns').select('id').execute()).length;

  test('per recipient after the dynamic fields and the blacklist; nothing of it is saved', async () => {
    const before = await campaigns();
    const res = await estimate({ smsContent: 'שלום [שם], מבצע היום!', destinations: [{ type: 'cl', id: listId }] });
    expect(res.json().data).toEqual({ status: 1, credits: 3, recipients: 2, parts: 5, remaining: 500 });
    expect(await campaigns()).toBe(before);
    expect(await t.db.selectFrom('campaign_recipients').selectAll().execute()).toEqual([]);
  });

  test('an English text is billed at 160 a credit, and the unsubscribe link of option 3 counts', async () => {
    const text = 'x'.repeat(140);
    expect((await estimate({ smsContent: text, destinations: [{ type: 'new_phone', phone: '0506000001' }] })).json().data).toMatchObject({ credits: 1, recipients: 1, parts: 1 });
    expect((await estimate({ smsContent: text, unsubscribeOption: 3, destinations: [{ type: 'new_phone', phone: '0506000001' }] })).json().data).toMatchObject({ credits: 2, parts: 2 });
  });

  test("another account's list is 404", async () => {
    const other = await insertUser(t.db, { permissions: [Permission.createCampaigns] });
    const otherToken = (await createSession(t.db, { userId: other, lifetimeMs: 3_600_000, keepLoggedIn: false, now: Date.now() })).token;
    expect((await estimate({ smsContent: 'hi', destinations: [{ type: 'cl', id: listId }] }, otherToken)).statusCode).toBe(404);
  });
});
