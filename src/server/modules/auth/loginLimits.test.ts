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

  test('an unknown username answers exactly as a known one with wrong passwords: same statuses, same countdown, same block', async () => {
    const known = await insertUserWithPassword(t.db);
    const answers = async (username: string) => {
      const seen: unknown[] = [];
      for (let i = 0; i < 6; i += 1) {
        const res = await attempt({ username, password: `wrong-${i}` });
        seen.push({ code: res.code, data: res.body.data, message: res.body.message });
      }
      return seen;
    };
    const knownAnswers = await answers(known.username);
    t.clock.advance(24 * 3_600_000);
    const unknownAnswers = await answers('nobody-by-this-name');
    expect(unknownAnswers).toEqual(knownAnswers);
    expect(knownAnswers.map((a) => (a as { data: { status: string } }).data.status)).toEqual(['-1', '-1', '-1', '-2', '-3', '-3']);
  });

  test(`after ${rateRules.loginAttemptsPerUsername.limit} attempts at one username in the window, 429 even with the right password`, async () => {
    const user = await insertUserWithPassword(t.db);
    for (let i = 0; i < rateRules.loginAttemptsPerUsername.limit; i += 1) {
      const res = await attempt({ username: user.username, password: user.password });
      expect(res.code).toBe(200);
    }
    const over = await attempt({ username: user.username, password: user.password });
    expect(over.code).toBe(429);
    expect(over.body).toEqual({ data: null, message: 'errors.generic.tooManyRequests' });
    t.clock.advance(rateRules.loginAttemptsPerUsername.windowMs);
    expect((await attempt({ username: user.username, password: user.password })).body.data.status).toBe('1');
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
