import { shortLinkCodeLength } from '../../../domain/shortLinks';
import { linkBaseOf } from './base';
import { clickKind } from './clickKind';
import { maxRecipientSeq, parseCode, randomCode, recipientCode, signatureMatches, uniqueCouponCode } from './codes';

const link = { code: 'AbC12', secret: 'link-secret' };

describe('short-link codes', () => {
  test('random codes are letters and digits of the asked length, and differ', () => {
    const codes = Array.from({ length: 200 }, () => randomCode(shortLinkCodeLength.general));
    for (const code of codes) expect(code).toMatch(/^[0-9A-Za-z]{7}$/);
    expect(new Set(codes).size).toBe(200);
  });

  test("a recipient's code always has the same length, from the first seq to the last, and reads back", () => {
    for (const seq of [1, 61, 62, 12_345, 1_000_000, maxRecipientSeq]) {
      const code = recipientCode(link, seq);
      expect(code).toHaveLength(shortLinkCodeLength.recipient);
      expect(code.startsWith(link.code)).toBe(true);
      const parsed = parseCode(code);
      expect(parsed).toMatchObject({ kind: 'recipient', templateCode: link.code, seq });
      if (parsed?.kind === 'recipient') expect(signatureMatches(link, parsed.seq, parsed.signature)).toBe(true);
    }
    expect(() => recipientCode(link, 0)).toThrow();
    expect(() => recipientCode(link, maxRecipientSeq + 1)).toThrow();
  });

  test("changing any character of the seq or the signature names no one: not another recipient's link", () => {
    const code = recipientCode(link, 1_000);
    for (let i = shortLinkCodeLength.template; i < code.length; i += 1) {
      const tampered = code.slice(0, i) + (code[i] === 'a' ? 'b' : 'a') + code.slice(i + 1);
      const parsed = parseCode(tampered);
      if (parsed?.kind !== 'recipient') continue;
      expect(signatureMatches(link, parsed.seq, parsed.signature)).toBe(false);
    }
    // Another recipient's seq with this one's signature, and another link's secret, fail too.
    const other = recipientCode(link, 1_001);
    const swapped = parseCode(other.slice(0, 10) + code.slice(10));
    expect(swapped?.kind === 'recipient' && signatureMatches(link, swapped.seq, swapped.signature)).toBe(false);
    const parsed = parseCode(code);
    expect(parsed?.kind === 'recipient' && signatureMatches({ ...link, secret: 'other' }, parsed.seq, parsed.signature)).toBe(false);
  });

  test('what is not a code of ours by its shape or length parses to nothing', () => {
    expect(parseCode('abc-def')).toBeNull();
    expect(parseCode('abcdef')).toBeNull();
    expect(parseCode('a'.repeat(40))).toBeNull();
    expect(parseCode('abc.def')).toBeNull();
    expect(parseCode('Abcdefg')).toEqual({ kind: 'general', code: 'Abcdefg' });
    expect(parseCode('Abcde')).toEqual({ kind: 'template', code: 'Abcde' });
    // seq 0 is nobody
    expect(parseCode('Abcde00000abcdef')).toBeNull();
  });

  test('the base of short links: https on a bare host, a full origin kept', () => {
    expect(linkBaseOf('sms.example')).toBe('https://sms.example');
    expect(linkBaseOf('http://localhost:8080/')).toBe('http://localhost:8080');
  });
});

describe('who opened a link', () => {
  test.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1', 'person'],
    ['Mozilla/5.0 (Linux; Android 14; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36', 'person'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 300.0', 'person'],
    ['WhatsApp/2.23.20.0 A', 'preview'],
    ['facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', 'preview'],
    ['Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)', 'preview'],
    ['TelegramBot (like TwitterBot)', 'preview'],
    ['Twitterbot/1.0', 'preview'],
    ['Mozilla/5.0 (Windows NT 6.1; WOW64) SkypeUriPreview Preview/0.5', 'preview'],
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'bot'],
    ['Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', 'bot'],
    ['curl/8.4.0', 'bot'],
    ['python-requests/2.31.0', 'bot'],
    ['', 'bot'],
  ])('%s → %s', (agent, kind) => {
    expect(clickKind(agent)).toBe(kind);
  });
});

test("unique coupon codes: ten characters of the coupon alphabet, one per recipient, the same each time, unlike another link's", () => {
  const coupon = { code: 'Ab3dE', secret: 'a-secret' };
  const codes = Array.from({ length: 20_000 }, (_, i) => uniqueCouponCode(coupon, i + 1));
  expect(new Set(codes).size).toBe(codes.length);
  expect(codes.every((c) => /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{10}$/.test(c))).toBe(true);
  expect(uniqueCouponCode(coupon, 7)).toBe(codes[6]);
  // Neighbours do not read as a count (the seq is mixed per link).
  expect(codes[0]!.slice(0, 5)).not.toBe(codes[1]!.slice(0, 5));
  expect(uniqueCouponCode({ ...coupon, secret: 'another' }, 1)).not.toBe(codes[0]);
});
