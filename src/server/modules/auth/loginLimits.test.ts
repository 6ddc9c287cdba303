import { rateRules } from '../../http/rateLimit';
import { onEachDatabase, postLogin } from '../../test/signIn';
import { insertUserWithPassword, startTestApp, type TestApp } from '../../test/testApp';

/** Sign-in limits (issue 13): per address and per username, 429; unknown users answer like known ones. */
onEachDatabase('sign-in limits', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());
  // Each test starts in a fresh window of every rule.
  beforeEach(() => t.clock.advance(24 * 3_600_000));

  const attempt = (fields: Record<string, string>) => postLogin(t.app, fields).then((res) => ({ code: res.statusCode, body: res.json() }));

  test('an unknown username answers exactly as a known one, attempt after attempt: same statuses, countdown, block, then 429', async () => {
    const known = await insertUserWithPassword(t.db);
    const answers = async (username: string) => {
      const seen: unknown[] = [];
      for (let i = 0; i <= rateRules.loginFailuresPerUsername.limit; i += 1) {
        const res = await attempt({ username, password: `wrong-${i}` });
        seen.push({ code: res.code, data: res.body.data, message: res.body.message });
      }
      return seen;
    };
    const knownAnswers = await answers(known.username);
    t.clock.advance(24 * 3_600_000);
    const unknownAnswers = await answers('nobody-by-this-name');
    expect(unknownAnswers).toEqual(knownAnswers);
    const statuses = knownAnswers.map((a) => (a as { code: number; data: { status: string } | null }).data?.status ?? (a as { code: number }).code);
    expect(statuses).toEqual(['-1', '-1', '-1', '-2', '-3', '-3', '-3', '-3', '-3', '-3', 429]);
    expect(knownAnswers.at(-1)).toEqual({ code: 429, data: null, message: 'errors.generic.tooManyRequests' });
  });

  test('signing in often with the right password is never limited; the limit window passes', async () => {
    const user = await insertUserWithPassword(t.db);
    for (let i = 0; i < rateRules.loginFailuresPerUsername.limit + 5; i += 1) {
      expect((await attempt({ username: user.username, password: user.password })).body.data.status).toBe('1');
    }
    for (let i = 0; i < rateRules.loginFailuresPerUsername.limit; i += 1) await attempt({ username: 'spray-target', password: `guess-${i}` });
    expect((await attempt({ username: 'spray-target', password: 'x' })).code).toBe(429);
    t.clock.advance(rateRules.loginFailuresPerUsername.windowMs);
    expect((await attempt({ username: 'spray-target', password: 'x' })).code).toBe(200);
  });

  test(`after ${rateRules.loginFailuresPerIp.limit} wrong passwords from one address, 429 for any username from it`, async () => {
    for (let i = 0; i < rateRules.loginFailuresPerIp.limit; i += 1) {
      expect((await attempt({ username: `guess-${i}`, password: 'x' })).code).toBe(200);
    }
    const user = await insertUserWithPassword(t.db);
    const over = await attempt({ username: user.username, password: user.password });
    expect(over.code).toBe(429);
    expect(over.body.message).toBe('errors.generic.tooManyRequests');
  });
});
