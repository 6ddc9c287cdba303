import { seedDemo } from '../../seed';
import { bearer, postLogin } from '../../test/signIn';
import { startTestApp, type TestApp } from '../../test/testApp';

/** The README's demo accounts (issue 13): push URLs are for demo, who manages the account; its sub-users get none of it. */
describe('push URLs as the demo accounts', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let demoId = 0;
  beforeAll(async () => {
    t = await startTestApp({ pushAllowPrivate: false });
    for (const login of await seedDemo(t.db, Date.now())) {
      tokens[login.username] = (await postLogin(t.app, { username: login.username, password: login.password })).json().data.token;
    }
    demoId = (await t.db.selectFrom('users').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  const add = (username: string, url: string) =>
    t.app.inject({ method: 'POST', url: '/api/users/push-api/add-new-push-url', headers: bearer(tokens[username]), payload: { userId: demoId, url, type: 'incoming', service: 'sms' } });
  const list = (username: string) => t.app.inject({ method: 'GET', url: `/api/users/push-api/${demoId}`, headers: bearer(tokens[username]) });

  test.each(['demo-reader', 'demo-sub'])('%s may neither add a push URL (no replies, no secret) nor list them', async (username) => {
    const res = await add(username, 'https://replies.example.com/in');
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('whsec_');
    expect((await list(username)).statusCode).toBe(403);
  });

  test('demo adds one and gets its secret; a metadata address is refused', async () => {
    const res = await add('demo', 'https://replies.example.com/in');
    expect(res.json().data).toMatchObject({ status: 1, secret: expect.stringMatching(/^whsec_/) });
    expect((await add('demo', 'http://169.254.169.254/latest/meta-data')).json().data).toEqual({ status: -4 });
    expect((await list('demo')).json().data.map((u: { url: string }) => u.url)).toEqual(['https://replies.example.com/in']);
  });
});
