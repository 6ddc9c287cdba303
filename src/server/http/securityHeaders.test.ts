import { readConfig } from '../config';
import { insertUserWithPassword, signedInToken, startTestApp, type TestApp } from '../test/testApp';
import { bearer, postLogin } from '../test/signIn';

describe('security headers, proxies and the cookie (issue 13)', () => {
  let t: TestApp;
  let behindProxy: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    behindProxy = await startTestApp({ trustProxy: true });
  });
  afterAll(async () => {
    await t.close();
    await behindProxy.close();
  });

  test.each(['/health', '/api/main/templates', '/api/no/such-call', '/some/page'])('%s carries CSP, frame-ancestors none, nosniff and a referrer policy; no HSTS over http', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  test('X-Forwarded-Proto https is believed only with TRUST_PROXY: then HSTS, and the sign-in cookie is Secure', async () => {
    const https = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' };
    expect((await t.app.inject({ method: 'GET', url: '/health', headers: https })).headers['strict-transport-security']).toBeUndefined();
    expect((await behindProxy.app.inject({ method: 'GET', url: '/health', headers: https })).headers['strict-transport-security']).toMatch(/^max-age=\d+/);

    const direct = await insertUserWithPassword(t.db);
    const plain = await postLogin(t.app, { username: direct.username, password: direct.password }, https);
    expect(plain.cookies.find((c) => c.name === 'auth')?.secure).toBeFalsy();
    const proxied = await insertUserWithPassword(behindProxy.db);
    const secure = await postLogin(behindProxy.app, { username: proxied.username, password: proxied.password }, https);
    expect(secure.json().data.status).toBe('1');
    expect(secure.cookies.find((c) => c.name === 'auth')?.secure).toBe(true);
    // The customer's address, not the proxy's, is what sign-in records (and rate limits count).
    const audit = await behindProxy.db.selectFrom('login_audit').select('ip').where('user_id', '=', proxied.id).executeTakeFirstOrThrow();
    expect(audit.ip).toBe('203.0.113.9');
  });

  test('TRUST_PROXY is read from the environment: off by default, 1 for any proxy, or a list of addresses', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
  });

  describe('CSRF: the cookie signs in a change only from the product’s own pages', () => {
    const save = (headers: Record<string, string>, cookies?: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/main/templates/save/-1', headers, ...(cookies ? { cookies } : {}), payload: { name: 'csrf', content: 'hello' } });

    test("another site's page (Origin elsewhere, or null) gets no session from the cookie", async () => {
      const token = await signedInToken(t.db, { permissions: [3] });
      expect((await save({ origin: 'https://evil.example' }, { auth: token })).statusCode).toBe(401);
      expect((await save({ origin: 'null' }, { auth: token })).statusCode).toBe(401);
      expect(await t.db.selectFrom('templates').select('id').where('name', '=', 'csrf').execute()).toEqual([]);
    });

    test('the same origin, a client without Origin, a bearer token, and reads are not concerned', async () => {
      const token = await signedInToken(t.db, { permissions: [3] });
      expect((await save({ origin: 'http://localhost:80', host: 'localhost:80' }, { auth: token })).statusCode).toBe(200);
      expect((await save({}, { auth: token })).statusCode).toBe(200);
      expect((await save({ origin: 'https://evil.example', ...bearer(token) })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/main/templates', headers: { origin: 'https://evil.example' }, cookies: { auth: token } })).statusCode).toBe(200);
    });
  });
});
