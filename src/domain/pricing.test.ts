import { messageCost, defaultBillingFigures } from './messageParts';
import { creditsAtRate, messageRatesOf, overlaidRates, rateForNumber, standardMessageRates } from './pricing';

describe('pricing: what a message costs by the customer\'s price list', () => {
  test('a channel takes its message product\'s rate, else the list\'s base rate', () => {
    expect(messageRatesOf(1, [])).toEqual(standardMessageRates);
    expect(messageRatesOf(2, [{ kind: 'message', service: 'sms', rate: 3 }, { kind: 'package', service: 'voice', rate: 80 }])).toEqual({ sms: 3, voice: 2, whatsapp: 2 });
  });

  test('credits at a rate are rounded up to whole credits, without float noise; nothing costs nothing', () => {
    expect(creditsAtRate(3, 0.1)).toBe(1);
    expect(creditsAtRate(3, 0.5)).toBe(2);
    expect(creditsAtRate(2, 1.5)).toBe(3);
    expect(creditsAtRate(0, 2)).toBe(0);
    expect(creditsAtRate(4)).toBe(4);
  });

  test('an SMS costs its credits times the sms rate the figures carry', () => {
    const text = 'a'.repeat(200);
    expect(messageCost(text).credits).toBe(2);
    expect(messageCost(text, { ...defaultBillingFigures, rates: { sms: 3, voice: 1, whatsapp: 1 } }).credits).toBe(6);
  });

  test('a number abroad is priced by the longest prefix that starts it; the customer\'s own rate comes first', () => {
    const list = [
      { prefix: '1', operator: 'All', rate: 2 },
      { prefix: '44', operator: 'All', rate: 3 },
      { prefix: '447', operator: 'Mobile', rate: 5 },
    ];
    expect(rateForNumber(list, '447700900123')?.rate).toBe(5);
    expect(rateForNumber(list, '442071234567')?.rate).toBe(3);
    expect(rateForNumber(list, '33123')).toBeNull();
    const own = overlaidRates(list, [{ prefix: '44', operator: 'All', rate: 1 }]);
    expect(rateForNumber(own, '442071234567')?.rate).toBe(1);
    expect(own).toHaveLength(3);
  });
});
