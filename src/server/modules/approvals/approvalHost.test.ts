import { Permission } from '../../../domain/permissions';
import { readConfig } from '../../config';
import { createSession } from '../../http/session';
import { smsTo } from '../../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../../test/testApp';
import { approver } from './testApprovals';

/** Links in messages the server sends never take the request's Host header (issue 13). */
describe('the host of approval links', () => {
  let t: TestApp;
  // What `npm start` runs with on a fresh machine: NODE_ENV=production, no PUBLIC_HOST.
  const started = readConfig({ NODE_ENV: 'production', PORT: '9090' });
  beforeAll(async () => {
    t = await startTestApp({ publicHost: started.publicHost, publicHostDefaulted: started.publicHostDefaulted });
  });
  afterAll(() => t.close());

  test('in production without PUBLIC_HOST the address is http://localhost:<PORT>, and the start warns', () => {
    expect(started.publicHost).toBe('http://localhost:9090');
    expect(started.publicHostDefaulted).toBe(true);
    expect(readConfig({ NODE_ENV: 'production', PUBLIC_HOST: 'sms.brand.example' })).toMatchObject({ publicHost: 'sms.brand.example', publicHostDefaulted: false });
  });

  test('a forged Host header never reaches the approval link texted to the approver', async () => {
    await approver(t.db, '0547300001');
    const userId = await insertUser(t.db, { permissions: [Permission.editSenderNumber] });
    const { token } = await createSession(t.db, { userId, lifetimeMs: 3_600_000, keepLoggedIn: false, now: Date.now() });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/campaigns/insert-source-name',
      headers: { authorization: `Bearer ${token}`, host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      payload: { name: 'ShopHost' },
    });
    expect(res.json().data.status).toBe(2);
    const texts = await smsTo(t.db, '0547300001');
    expect(texts.join('\n')).toContain('http://localhost:9090/security/');
    expect(texts.join('\n')).not.toContain('evil.example');
  });
});
