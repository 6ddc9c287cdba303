import { googleRecaptcha, siteVerifyUrl } from './robotCheck';

describe('the Google reCAPTCHA robot check', () => {
  const asked: { url: string; body: string }[] = [];
  const google = (answer: unknown, ok = true) => async (url: string, init: { body: URLSearchParams }) => {
    asked.push({ url, body: init.body.toString() });
    return { ok, json: async () => answer };
  };

  test('asks siteverify with the secret, the answer and the caller address', async () => {
    const check = googleRecaptcha('the-secret', google({ success: true }));
    expect(await check.verify({ token: 'widget-answer', remoteIp: '203.0.113.9' })).toBe(true);
    expect(asked.at(-1)).toEqual({ url: siteVerifyUrl, body: 'secret=the-secret&response=widget-answer&remoteip=203.0.113.9' });
  });

  test("fails when Google says no, answers an error, or cannot be reached", async () => {
    expect(await googleRecaptcha('s', google({ success: false })).verify({ token: 't', remoteIp: '' })).toBe(false);
    expect(await googleRecaptcha('s', google({ success: true }, false)).verify({ token: 't', remoteIp: '' })).toBe(false);
    const unreachable = async () => {
      throw new Error('offline');
    };
    expect(await googleRecaptcha('s', unreachable).verify({ token: 't', remoteIp: '' })).toBe(false);
  });

  test('fails without a secret rather than letting everyone through', async () => {
    const before = asked.length;
    expect(await googleRecaptcha(null, google({ success: true })).verify({ token: 't', remoteIp: '' })).toBe(false);
    expect(asked).toHaveLength(before);
  });
});
