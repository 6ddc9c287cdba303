/**
 * Buying a package (spec sections 4 and 9): when a package may be bought online, and what it
 * costs with VAT. Both sides ask these: the buy-package step says "a representative will call"
 * outside the hours, and the server refuses to start a payment then.
 */
import { fromIsraelWallTime, israelWallTime } from './israelTime';

/** Section 9: Sunday to Thursday 08:00-20:00, Friday 08:00-12:30, Israel time; never on Saturday. */
const purchaseHours: Record<number, { from: number; to: number } | undefined> = {
  1: { from: 8 * 60, to: 20 * 60 },
  2: { from: 8 * 60, to: 20 * 60 },
  3: { from: 8 * 60, to: 20 * 60 },
  4: { from: 8 * 60, to: 20 * 60 },
  5: { from: 8 * 60, to: 20 * 60 },
  6: { from: 8 * 60, to: 12 * 60 + 30 },
};

/** Whether a package may be bought at this moment (the closing minute itself is closed). */
export function isPurchaseHour(at: number): boolean {
  const clock = israelWallTime(at);
  const hours = purchaseHours[clock.weekday];
  const minute = clock.hour * 60 + clock.minute;
  return hours !== undefined && minute >= hours.from && minute < hours.to;
}

/** Section 9: VAT multiplier 1.18 from 2025-01-01 (Israel time), 1.17 before. */
export const vatMultiplierOn = (at: number): number => (at >= fromIsraelWallTime(2025, 1, 1) ? 1.18 : 1.17);

/** Shekels rounded to agorot. */
export const roundMoney = (n: number): number => Math.round(n * 100) / 100;

/** The price a customer pays: the package's price before VAT times the multiplier of the day. */
export const priceWithVat = (amount: number, at: number): number => roundMoney(amount * vatMultiplierOn(at));

/** Section 9: a WhatsApp package is at least 1000 messages. */
export const minimumWhatsappPackage = 1000;
