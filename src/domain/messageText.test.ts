import { appendCouponLink } from './coupons';
import { appendUnsubscribeLink, appendUnsubscribeReply, unsubscribeReplyWordings } from './messageParts';
import { messageComposer, placeholderLinks, recipientSuffixLength } from './messageText';
import { shortLinkCodeLength, shortUrlFor } from './shortLinks';

const base = 'https://sms.example';
const personal = shortUrlFor(base, 'Ab3dE');

describe('one message assembly: what a recipient gets (sections 5 and 9)', () => {
  test('rule: the dynamic fields are filled with the recipient\'s values, by title or by [#n]', () => {
    const compose = messageComposer({ content: 'שלום [שם], קוד [#2]', titles: ['שם'] });
    expect(compose({ field1: 'דנה', field2: '77' })).toBe('שלום דנה, קוד 77');
    // A field the recipient has no value for is filled with nothing.
    expect(compose({ field1: null })).toBe('שלום , קוד ');
  });

  test('rule: before any recipient is known (the composer\'s counter) the placeholders stay as written', () => {
    expect(messageComposer({ content: 'שלום [שם]', titles: ['שם'] })()).toBe('שלום [שם]');
  });

  test('rule: each personal link becomes the recipient\'s own, only where the link ends', () => {
    const compose = messageComposer({ content: `${personal} ${personal}F ${personal}-x ${personal}.`, personalLinks: [personal] });
    // A longer code that starts alike, or one followed by '-', is another link; a full stop ends it.
    expect(compose({}, { suffixes: ['R3c1p'] })).toBe(`${personal}R3c1p ${personal}F ${personal}-x ${personal}R3c1p.`);
  });

  test('rule: the coupon link goes on its own line, then the unsubscribe line', () => {
    const links = { coupon: `${base}/s/coupon`, unsubscribe: `${base}/s/remove` };
    expect(messageComposer({ content: 'מבצע', coupon: true, unsubscribeOption: 3 })({}, links)).toBe(appendUnsubscribeLink(appendCouponLink('מבצע', links.coupon), links.unsubscribe));
    expect(messageComposer({ content: 'Sale', unsubscribeOption: 2, language: 'en' })({})).toBe(appendUnsubscribeReply('Sale', unsubscribeReplyWordings.en));
    // The reply wording is Hebrew unless the message says otherwise, as the server has always written it.
    expect(messageComposer({ content: 'מבצע', unsubscribeOption: 2 })()).toBe(appendUnsubscribeReply('מבצע', unsubscribeReplyWordings.he));
    expect(messageComposer({ content: 'מבצע', unsubscribeOption: 0 })({}, links)).toBe('מבצע');
  });

  test('rule: before the codes exist, the placeholder links are exactly as long as each recipient\'s own', () => {
    const settings = { content: `Go ${personal}`, personalLinks: [personal], coupon: true, unsubscribeOption: 3 };
    const real = messageComposer(settings)({}, { suffixes: ['y'.repeat(recipientSuffixLength)], coupon: shortUrlFor(base, 'c'.repeat(shortLinkCodeLength.recipient)), unsubscribe: shortUrlFor(base, 'u'.repeat(shortLinkCodeLength.recipient)) });
    const measured = messageComposer(settings)(undefined, placeholderLinks(settings.personalLinks, base));
    expect(measured).toHaveLength(real.length);
    expect(measured).not.toBe(real);
  });
});
