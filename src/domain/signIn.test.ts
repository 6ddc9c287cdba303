import { afterWrongPassword, codeRequestVerdict, loginAttempts, verificationCode } from './signIn';

describe('wrong passwords are counted down to a block (sections 8 and 9)', () => {
  test(`${loginAttempts} attempts: -1 with attempts left, then the last-attempt warning, then the block`, () => {
    expect(afterWrongPassword(1)).toEqual({ outcome: 'attemptsLeft', attemptsLeft: 4 });
    expect(afterWrongPassword(3)).toEqual({ outcome: 'attemptsLeft', attemptsLeft: 2 });
    expect(afterWrongPassword(4)).toEqual({ outcome: 'lastAttempt', attemptsLeft: 1 });
    expect(afterWrongPassword(5)).toEqual({ outcome: 'blocked', attemptsLeft: 0 });
    expect(afterWrongPassword(9)).toEqual({ outcome: 'blocked', attemptsLeft: 0 });
  });
});

describe('verification codes to a phone (section 9)', () => {
  const now = 10 * 60 * 60_000;
  const minutes = (n: number) => n * 60_000;

  test('the first code goes at once; 3 may be asked for in an hour', () => {
    expect(codeRequestVerdict([], now)).toEqual({ verdict: 'send', requestsLeft: 3 });
  });

  test('rule: a resend only after 5 minutes', () => {
    expect(codeRequestVerdict([now - minutes(4)], now)).toEqual({ verdict: 'tooSoon', resendAfterSeconds: 60, requestsLeft: 2 });
    expect(codeRequestVerdict([now - minutes(5)], now)).toEqual({ verdict: 'send', requestsLeft: 2 });
  });

  test('rule: at most 3 codes an hour to one phone', () => {
    const sent = [now - minutes(50), now - minutes(30), now - minutes(10)];
    expect(codeRequestVerdict(sent, now)).toEqual({ verdict: 'tooMany', resendAfterSeconds: 600, requestsLeft: 0 });
    expect(codeRequestVerdict(sent, now + minutes(10))).toEqual({ verdict: 'send', requestsLeft: 1 });
  });

  test('rule: the 5-minute wait is between codes of one kind; the hourly cap counts them all', () => {
    const otherKind = [now - minutes(1)];
    expect(codeRequestVerdict(otherKind, now, [])).toEqual({ verdict: 'send', requestsLeft: 2 });
    const sent = [now - minutes(30), now - minutes(20), now - minutes(1)];
    expect(codeRequestVerdict(sent, now, [now - minutes(30)])).toMatchObject({ verdict: 'tooMany' });
  });

  test('a code outlives the wait before a resend', () => {
    expect(verificationCode.lifetimeMs).toBeGreaterThan(verificationCode.resendAfterMs);
    expect(verificationCode.digits).toBe(6);
  });
});
