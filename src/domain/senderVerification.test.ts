import { senderVerification, verificationMessageText, verificationMessageVerdict } from './senderVerification';

describe('sender-number verification messages', () => {
  const hour = senderVerification.hourMs;
  const now = 10 * hour;

  test('at most 3 verification messages an hour per number', () => {
    expect(verificationMessageVerdict([], now)).toEqual({ allowed: true });
    expect(verificationMessageVerdict([now - 1000, now - 2000], now)).toEqual({ allowed: true });
    // The fourth waits until the oldest of the three is an hour old.
    expect(verificationMessageVerdict([now - 30 * 60_000, now - 1000, now - 2000], now)).toEqual({ allowed: false, resendAfterSeconds: 30 * 60 });
  });

  test('messages older than an hour no longer count', () => {
    expect(verificationMessageVerdict([now - hour, now - hour - 1, now - 5000], now)).toEqual({ allowed: true });
  });

  test('the message carries the code first and the link', () => {
    const text = verificationMessageText('123456', 'https://example.com/ver/abc');
    expect(text.startsWith('123456 ')).toBe(true);
    expect(text).toContain('https://example.com/ver/abc');
  });
});
