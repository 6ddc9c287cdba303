import { createHmac } from 'node:crypto';
import { answerWebhookChallenge } from './challenge';
import { signWebhookBody, webhookSignatureMatches } from './signature';

const secret = 'app-secret';
// Meta signs its \u-escaped serialization: the bytes as sent, not the text they decode to.
const raw = Buffer.from('{"object":"whatsapp_business_account","entry":[{"id":"1","changes":[{"value":{"text":"\\u05e9\\u05dc\\u05d5\\u05dd"}}]}]}');
const header = `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;

describe('X-Hub-Signature-256 over the raw body', () => {
  test('a matching signature passes, in either hex case', () => {
    expect(signWebhookBody(secret, raw)).toBe(header);
    expect(webhookSignatureMatches(secret, raw, header)).toBe(true);
    expect(webhookSignatureMatches(secret, raw, header.toUpperCase().replace('SHA256=', 'sha256='))).toBe(true);
  });

  test('the same JSON re-serialized (unescaped) does not match', () => {
    const reserialized = Buffer.from(JSON.stringify(JSON.parse(raw.toString())));
    expect(webhookSignatureMatches(secret, reserialized, header)).toBe(false);
  });

  test.each([
    ['missing', undefined],
    ['empty', ''],
    ['without the sha256= prefix', header.slice(7)],
    ['sha1', `sha1=${'0'.repeat(40)}`],
    ['short', header.slice(0, 40)],
    ['not hex', `sha256=${'z'.repeat(64)}`],
    ['repeated header', [header, header]],
  ])('%s is refused', (_name, given) => {
    expect(webhookSignatureMatches(secret, raw, given)).toBe(false);
  });

  test('a wrong secret or a changed byte is refused', () => {
    expect(webhookSignatureMatches('other', raw, header)).toBe(false);
    const tampered = Buffer.from(raw);
    tampered[tampered.length - 5] ^= 1;
    expect(webhookSignatureMatches(secret, tampered, header)).toBe(false);
  });

  test('no app secret refuses everything', () => {
    expect(webhookSignatureMatches('', raw, signWebhookBody('', raw))).toBe(false);
  });
});

describe('hub.challenge', () => {
  test('subscribe with our verify token answers the challenge', () => {
    expect(answerWebhookChallenge({ 'hub.mode': 'subscribe', 'hub.verify_token': 'tok', 'hub.challenge': '1158201444' }, 'tok')).toEqual({ status: 200, body: '1158201444' });
  });

  test.each([
    ['a wrong token', { 'hub.mode': 'subscribe', 'hub.verify_token': 'nope', 'hub.challenge': '1' }],
    ['another mode', { 'hub.mode': 'unsubscribe', 'hub.verify_token': 'tok', 'hub.challenge': '1' }],
    ['no challenge', { 'hub.mode': 'subscribe', 'hub.verify_token': 'tok' }],
  ])('%s is refused with 403', (_name, query) => {
    expect(answerWebhookChallenge(query, 'tok').status).toBe(403);
  });
});
