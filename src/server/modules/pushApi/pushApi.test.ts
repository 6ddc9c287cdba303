import { createSession } from '../../http/session';
import { enqueueWebhookEvents } from '../../messaging/webhooks/events';
import { bearer, onEachDatabase } from '../../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../../test/testApp';

interface Caller {
  userId: number;
  token: string;
}

onEachDatabase('users/push-api', (dbOptions) => {
  let t: TestApp;
  let owner: Caller;
  let sub: Caller;
  let stranger: Caller;

  const caller = async (adminId = 0): Promise<Caller> => {
    const userId = await insertUser(t.db, { adminId });
    const { token } = await createSession(t.db, { userId, lifetimeMs: 3_600_000, keepLoggedIn: false, now: Date.now() });
    return { userId, token };
  };

  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
    owner = await caller();
    sub = await caller(owner.userId);
    stranger = await caller();
  });
  afterAll(() => t.close());

  const post = (who: Caller | null, op: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/users/push-api/${op}`, headers: who ? bearer(who.token) : {}, payload });
  const list = (who: Caller, userId: number) => t.app.inject({ method: 'GET', url: `/api/users/push-api/${userId}`, headers: bearer(who.token) });
  const add = (who: Caller, fields: object = {}) =>
    post(who, 'add-new-push-url', { userId: who.userId, url: 'https://hooks.example.com/sms', type: 'delivery', service: 'sms', ...fields });

  test('adds a URL (1) with its secret once; the same URL for the type and service is -2', async () => {
    const res = await add(owner, { comments: ' our CRM ', alarm: true });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ status: 1, pushUrl: { url: 'https://hooks.example.com/sms', type: 'delivery', service: 'sms', comments: 'our CRM', status: 'open', alarm: true } });
    expect(data.pushUrl.updatedDate).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);
    expect(data.secret).toMatch(/^whsec_[\w-]{43}$/);
    const stored = await t.db.selectFrom('push_urls').select(['account_id', 'created_by', 'secret']).where('id', '=', data.pushUrl.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ account_id: owner.userId, created_by: owner.userId, secret: data.secret });

    expect((await add(owner)).json().data).toEqual({ status: -2 });
    expect((await add(owner, { url: ' https://hooks.example.com/sms ' })).json().data).toEqual({ status: -2 });
    // Another type, or another service, is another URL.
    expect((await add(owner, { type: 'incoming' })).json().data.status).toBe(1);
    expect((await add(owner, { service: 'whatsapp' })).json().data.status).toBe(1);
    // Another account may use the same address.
    expect((await add(stranger)).json().data.status).toBe(1);
  });

  test('a sub-user, whether it may send or not, gets 403 on every push operation: push URLs carry the account\'s replies and its secret', async () => {
    const sender = await caller(owner.userId);
    await t.db.insertInto('user_permissions').values({ user_id: sender.userId, permission_id: 1, mode: 'enable' }).execute();
    for (const who of [sub, sender]) {
      expect((await add(who, { userId: owner.userId, url: 'https://sub.example.com/x' })).statusCode).toBe(403);
      expect((await add(who, { url: 'https://sub.example.com/x' })).statusCode).toBe(403);
      expect((await list(who, owner.userId)).statusCode).toBe(403);
      expect((await list(who, who.userId)).statusCode).toBe(403);
      for (const op of ['change-alarm-status', 'change-push-api-status', 'delete-push-api']) {
        expect((await post(who, op, { id: 1, alarm: true, status: 'open' })).statusCode).toBe(403);
      }
    }
    expect(await t.db.selectFrom('push_urls').select('id').where('url', '=', 'https://sub.example.com/x').execute()).toEqual([]);
  });

  test('an address that is not public is -4 at save: loopback, private ranges, link-local, ::1, and a name resolving to loopback', async () => {
    for (const url of ['http://127.0.0.1:8080/x', 'http://10.1.2.3/x', 'http://192.168.1.20/x', 'http://169.254.169.254/latest/meta-data', 'http://[::1]/x', 'http://localhost:8080/x']) {
      expect((await add(owner, { url, type: 'click' })).json().data).toEqual({ status: -4 });
    }
    expect(await t.db.selectFrom('push_urls').select('id').where('type', '=', 'click').execute()).toEqual([]);
  });

  test('an address that is not http or https is -3 and adds nothing', async () => {
    for (const url of ['ftp://hooks.example.com/x', 'hooks.example.com/x', 'javascript:alert(1)', 'http://', 'mailto:a@b.c']) {
      expect((await add(owner, { url, type: 'click' })).json().data).toEqual({ status: -3 });
    }
    expect(await t.db.selectFrom('push_urls').select('id').where('type', '=', 'click').execute()).toEqual([]);
  });

  test("another account's user is 404; bad input 400; no session 401", async () => {
    expect((await add(owner, { userId: stranger.userId, url: 'https://x.example.com' })).statusCode).toBe(404);
    expect((await add(owner, { userId: 999_999, url: 'https://x.example.com' })).statusCode).toBe(404);
    expect((await add(owner, { type: 'everything' })).statusCode).toBe(400);
    expect((await add(owner, { url: '' })).statusCode).toBe(400);
    expect((await post(owner, 'add-new-push-url', { userId: owner.userId, url: 'https://x.example.com', type: 'delivery' })).statusCode).toBe(400);
    expect((await post(null, 'add-new-push-url', { userId: owner.userId, url: 'https://x.example.com', type: 'delivery', service: 'sms' })).statusCode).toBe(401);
    expect(await t.db.selectFrom('push_urls').select('id').where('url', '=', 'https://x.example.com').execute()).toEqual([]);
  });

  test("lists the account's URLs for its primary user, without secrets; another account's user is 404", async () => {
    const mine = (await list(owner, owner.userId)).json().data;
    expect(mine.map((u: { type: string; service: string }) => `${u.type}/${u.service}`)).toEqual(['delivery/sms', 'incoming/sms', 'delivery/whatsapp']);
    expect(JSON.stringify(mine)).not.toContain('whsec_');
    expect((await list(owner, sub.userId)).json().data).toEqual(mine);
    expect((await list(stranger, stranger.userId)).json().data).toHaveLength(1);
    expect((await list(owner, stranger.userId)).statusCode).toBe(404);
    expect((await list(stranger, owner.userId)).statusCode).toBe(404);
    expect((await list(stranger, sub.userId)).statusCode).toBe(404);
  });

  test("turns the alarm on and off (1); another account's URL is 404 and unchanged", async () => {
    const [first] = (await list(owner, owner.userId)).json().data;
    expect((await post(owner, 'change-alarm-status', { id: first.id, alarm: false })).json().data).toEqual({ status: 1 });
    expect((await list(owner, owner.userId)).json().data[0].alarm).toBe(false);
    expect((await post(owner, 'change-alarm-status', { id: first.id, alarm: true })).json().data).toEqual({ status: 1 });
    expect((await list(owner, owner.userId)).json().data[0].alarm).toBe(true);
    expect((await post(stranger, 'change-alarm-status', { id: first.id, alarm: false })).statusCode).toBe(404);
    expect((await list(owner, owner.userId)).json().data[0].alarm).toBe(true);
    expect((await post(owner, 'change-alarm-status', { id: first.id })).statusCode).toBe(400);
  });

  test('blocking stops its waiting events (1); opening clears its failures (1); 404 for another account', async () => {
    const [first] = (await list(owner, owner.userId)).json().data;
    await t.db.transaction().execute((tx) => enqueueWebhookEvents(tx, [{ accountId: owner.userId, type: 'delivery', at: Date.now(), data: {} }]));
    expect(await t.db.selectFrom('webhook_events').select('status').where('push_url_id', '=', first.id).execute()).toEqual([{ status: 'pending' }]);
    expect((await post(stranger, 'change-push-api-status', { id: first.id, status: 'blocked' })).statusCode).toBe(404);
    expect((await post(owner, 'change-push-api-status', { id: first.id, status: 'blocked' })).json().data).toEqual({ status: 1 });
    expect((await list(owner, owner.userId)).json().data[0].status).toBe('blocked');
    expect(await t.db.selectFrom('webhook_events').select('status').where('push_url_id', '=', first.id).execute()).toEqual([{ status: 'stopped' }]);
    // A blocked URL gets no new events.
    await t.db.transaction().execute((tx) => enqueueWebhookEvents(tx, [{ accountId: owner.userId, type: 'delivery', at: Date.now(), data: {} }]));
    expect(await t.db.selectFrom('webhook_events').select('id').where('push_url_id', '=', first.id).execute()).toHaveLength(1);

    await t.db.updateTable('push_urls').set({ failures: 7, failing_since: 1, retry_at: Date.now() + 3_600_000 }).where('id', '=', first.id).execute();
    expect((await post(owner, 'change-push-api-status', { id: first.id, status: 'open' })).json().data).toEqual({ status: 1 });
    const row = await t.db.selectFrom('push_urls').select(['status', 'failures', 'failing_since', 'retry_at']).where('id', '=', first.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'open', failures: 0, failing_since: null, retry_at: null });
    expect((await post(owner, 'change-push-api-status', { id: first.id, status: 'closed' })).statusCode).toBe(400);
  });

  test("deletes a URL with its events (1); another account's or an unknown id is 404", async () => {
    const [first] = (await list(owner, owner.userId)).json().data;
    expect((await post(stranger, 'delete-push-api', { id: first.id })).statusCode).toBe(404);
    expect((await post(owner, 'delete-push-api', { id: 999_999 })).statusCode).toBe(404);
    expect((await post(owner, 'delete-push-api', { id: first.id })).json().data).toEqual({ status: 1 });
    expect((await list(owner, owner.userId)).json().data.map((u: { id: number }) => u.id)).not.toContain(first.id);
    expect(await t.db.selectFrom('webhook_events').select('id').where('push_url_id', '=', first.id).execute()).toEqual([]);
    expect((await post(owner, 'delete-push-api', { id: first.id })).statusCode).toBe(404);
    // Deleted, the address may be added again.
    expect((await add(owner)).json().data.status).toBe(1);
  });
});
