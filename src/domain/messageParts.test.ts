import { SegmentedMessage } from 'sms-segments-calculator';
import {
  appendUnsubscribeLink,
  appendUnsubscribeReply,
  billingLength,
  creditsFor,
  defaultBillingFigures,
  encodingOf,
  maxMessageLength,
  messageCost,
  networkParts,
  splitForNetwork,
  unsubscribeReplyWordings,
} from './messageParts';
import { Group } from './access';
import { Permission } from './permissions';

const hebrew = (n: number): string => 'ש'.repeat(n);
const english = (n: number): string => 'a'.repeat(n);

describe('billing: credits per message (sections 5 and 9)', () => {
  test('rule: 160 characters a credit in English, rounded up', () => {
    expect(creditsFor(english(1))).toBe(1);
    expect(creditsFor(english(160))).toBe(1);
    expect(creditsFor(english(161))).toBe(2);
    expect(creditsFor(english(480))).toBe(3);
  });

  test('rule: 269 characters a credit in Hebrew', () => {
    expect(creditsFor(hebrew(269))).toBe(1);
    expect(creditsFor(hebrew(270))).toBe(2);
  });

  test('one character outside the GSM alphabet, not only Hebrew, takes the 269 rate', () => {
    expect(creditsFor(`${english(200)}ש`)).toBe(1);
    expect(creditsFor(`${english(200)}Ж`)).toBe(1);
    expect(creditsFor(`${english(200)}😀`)).toBe(1);
    expect(creditsFor(english(200))).toBe(2);
  });

  test('characters are what the reader sees: an emoji is one, € is one', () => {
    expect(billingLength('😀😀')).toBe(2);
    expect(billingLength('€5')).toBe(2);
  });

  test('rule: the longest message is 536, or 1005 with that right (permission 42)', () => {
    const withRight = maxMessageLength({ group: Group.customer, permissions: [Permission.createCampaigns, Permission.longMessages1005] });
    expect(maxMessageLength({ group: Group.customer, permissions: [Permission.createCampaigns] })).toBe(536);
    expect(withRight).toBe(1005);
    expect(messageCost(english(536)).tooLong).toBe(false);
    expect(messageCost(english(537)).tooLong).toBe(true);
    expect(messageCost(english(537), defaultBillingFigures, withRight).tooLong).toBe(false);
    expect(messageCost(hebrew(1006), defaultBillingFigures, withRight)).toMatchObject({ tooLong: true, maxLength: 1005 });
  });

  test('rule: system managers and super-admins may send 1005 without permission 42 (they hold every permission)', () => {
    expect(maxMessageLength({ group: Group.systemManager, permissions: [] })).toBe(1005);
    expect(maxMessageLength({ group: Group.superAdmin, permissions: [] })).toBe(1005);
    expect(maxMessageLength({ group: Group.administrator, permissions: [] })).toBe(536);
  });

  test('the figures come from the price list', () => {
    const figures = { perCreditGsm: 100, perCreditUnicode: 50, maxLength: 300, maxLengthWithRight: 600 };
    expect(creditsFor(english(101), figures)).toBe(2);
    expect(messageCost(hebrew(101), figures)).toMatchObject({ credits: 3, tooLong: false, maxLength: 300 });
  });

  test('an empty text costs nothing and has no parts', () => {
    expect(messageCost('')).toEqual({ length: 0, credits: 0, parts: 0, encoding: 'gsm7', maxLength: 536, tooLong: false });
  });
});

describe("the network's parts (GSM-7 and UCS-2)", () => {
  test('rule: text in the GSM alphabet, extension table included, is GSM-7; anything else UCS-2', () => {
    expect(encodingOf('Hello @ £5 [x] {y} ~|^\\ €')).toBe('gsm7');
    expect(encodingOf('שלום')).toBe('ucs2');
    expect(encodingOf('a`b')).toBe('ucs2');
    expect(encodingOf('“quoted”')).toBe('ucs2');
  });

  test('rule: GSM-7 is 160 in one part, 153 per part when split', () => {
    expect(networkParts(english(160))).toBe(1);
    expect(networkParts(english(161))).toBe(2);
    expect(networkParts(english(306))).toBe(2);
    expect(networkParts(english(307))).toBe(3);
  });

  test('rule: an extension character counts two septets', () => {
    expect(networkParts(english(158) + '€')).toBe(1);
    expect(networkParts(english(159) + '€')).toBe(2);
    expect(networkParts('{}'.repeat(40))).toBe(1);
    expect(networkParts(`${'{}'.repeat(40)}a`)).toBe(2);
  });

  test('an extension character is never split from its escape', () => {
    const parts = splitForNetwork(`${english(152)}€${english(10)}`);
    expect(parts).toEqual([english(152), `€${english(10)}`]);
  });

  test('rule: UCS-2 is 70 in one part, 67 per part when split', () => {
    expect(networkParts(hebrew(70))).toBe(1);
    expect(networkParts(hebrew(71))).toBe(2);
    expect(networkParts(hebrew(134))).toBe(2);
    expect(networkParts(hebrew(135))).toBe(3);
  });

  test('a surrogate pair counts two code units and is never split across parts', () => {
    expect(networkParts('😀'.repeat(35))).toBe(1);
    expect(networkParts('😀'.repeat(36))).toBe(2);
    const parts = splitForNetwork(`${hebrew(66)}😀${hebrew(10)}`);
    expect(parts).toEqual([hebrew(66), `😀${hebrew(10)}`]);
  });

  test('the parts put back together are the text, each within its limit', () => {
    for (const text of [english(1000), `${hebrew(300)}😀${english(20)}`, '€'.repeat(400), 'שלום [x] €'.repeat(60)]) {
      const parts = splitForNetwork(text);
      expect(parts.join('')).toBe(text);
      expect(parts).toHaveLength(networkParts(text));
    }
  });

  test('the counts agree with an independent segment calculator', () => {
    const samples = [english(160), english(161), `${english(152)}€${english(10)}`, hebrew(70), hebrew(71), `${hebrew(66)}😀${hebrew(10)}`];
    samples.push('Sale! 50% off [today] ~ {all} items: '.repeat(9), 'מבצע! 50% הנחה היום בלבד '.repeat(12));
    for (const text of samples) {
      const reference = new SegmentedMessage(text);
      expect([encodingOf(text), networkParts(text)]).toEqual([reference.encodingName === 'GSM-7' ? 'gsm7' : 'ucs2', reference.segmentsCount]);
    }
  });

  test('billing and the network differ: 269 Hebrew characters are 1 credit but 5 parts', () => {
    expect(messageCost(hebrew(269))).toMatchObject({ length: 269, credits: 1, parts: 5, encoding: 'ucs2' });
  });
});

describe('unsubscribe lines (options 2 and 3)', () => {
  test('option 3: the link goes on its own line and its length counts', () => {
    const text = appendUnsubscribeLink(english(150), 'https://s.example/r/abc123');
    expect(text).toBe(`${english(150)}\nhttps://s.example/r/abc123`);
    expect(messageCost(text)).toMatchObject({ length: 177, credits: 2, parts: 2 });
    expect(appendUnsubscribeLink('Hi', 'https://x.io/1', 'Unsubscribe:')).toBe('Hi\nUnsubscribe: https://x.io/1');
  });

  test('option 2: the reply line is worded in the message language', () => {
    expect(appendUnsubscribeReply('Hi', unsubscribeReplyWordings.en)).toBe('Hi\nTo unsubscribe reply REMOVE');
    expect(encodingOf(appendUnsubscribeReply('Hi', unsubscribeReplyWordings.en))).toBe('gsm7');
    expect(encodingOf(appendUnsubscribeReply('Hi'))).toBe('ucs2');
  });
});
