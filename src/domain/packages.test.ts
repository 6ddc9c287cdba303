import { fromIsraelWallTime } from './israelTime';
import { isPurchaseHour, minimumWhatsappPackage, priceWithVat, vatMultiplierOn } from './packages';

// 2026-11-22 is a Sunday; the 27th a Friday, the 28th a Saturday.
const at = (day: number, hour: number, minute = 0) => fromIsraelWallTime(2026, 11, day, hour, minute);

describe('package purchase hours (section 9), Israel time', () => {
  test('Sunday to Thursday from 08:00 until 20:00', () => {
    for (const day of [22, 23, 24, 25, 26]) {
      expect(isPurchaseHour(at(day, 7, 59))).toBe(false);
      expect(isPurchaseHour(at(day, 8, 0))).toBe(true);
      expect(isPurchaseHour(at(day, 19, 59))).toBe(true);
      expect(isPurchaseHour(at(day, 20, 0))).toBe(false);
    }
  });

  test('Friday from 08:00 until 12:30', () => {
    expect(isPurchaseHour(at(27, 7, 59))).toBe(false);
    expect(isPurchaseHour(at(27, 8, 0))).toBe(true);
    expect(isPurchaseHour(at(27, 12, 29))).toBe(true);
    expect(isPurchaseHour(at(27, 12, 30))).toBe(false);
    expect(isPurchaseHour(at(27, 15, 0))).toBe(false);
  });

  test('never on Saturday', () => {
    expect(isPurchaseHour(at(28, 10, 0))).toBe(false);
  });

  test('read on the Israeli clock whatever the server zone: 06:30 UTC on a summer Sunday is 09:30 in Israel', () => {
    expect(isPurchaseHour(Date.UTC(2026, 5, 7, 6, 30))).toBe(true);
    expect(isPurchaseHour(Date.UTC(2026, 5, 7, 4, 30))).toBe(false);
  });
});

describe('VAT (section 9)', () => {
  test('1.18 from 2025-01-01 Israel time, 1.17 before', () => {
    expect(vatMultiplierOn(fromIsraelWallTime(2024, 12, 31, 23, 59))).toBe(1.17);
    expect(vatMultiplierOn(fromIsraelWallTime(2025, 1, 1, 0, 0))).toBe(1.18);
  });

  test('the price with VAT is rounded to agorot', () => {
    expect(priceWithVat(100, fromIsraelWallTime(2026, 1, 1))).toBe(118);
    expect(priceWithVat(99.99, fromIsraelWallTime(2024, 6, 1))).toBe(116.99);
  });

  test('a WhatsApp package is at least 1000 messages', () => {
    expect(minimumWhatsappPackage).toBe(1000);
  });
});
