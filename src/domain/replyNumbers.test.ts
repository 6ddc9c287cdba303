import { isReplyNumberHeld, replyNumberHeldUntil, replyNumberHold, threeALine } from './replyNumbers';

const now = Date.UTC(2026, 10, 27, 12);

test('an assigned reply number is held 5 days by default (section 9)', () => {
  expect(replyNumberHeldUntil(now, {})).toBe(now + 5 * replyNumberHold.dayMs);
  expect(replyNumberHeldUntil(now, { holdDays: 12 })).toBe(now + 12 * replyNumberHold.dayMs);
});

test('a permanent reply number has no end; a nonsense hold falls back to the default', () => {
  expect(replyNumberHeldUntil(now, { permanent: true, holdDays: 3 })).toBeNull();
  expect(replyNumberHeldUntil(now, { holdDays: 0 })).toBe(now + 5 * replyNumberHold.dayMs);
});

test('a held number is the account\'s until its end, a permanent one always', () => {
  const until = replyNumberHeldUntil(now, {})!;
  expect(isReplyNumberHeld(until, until - 1)).toBe(true);
  expect(isReplyNumberHeld(until, until)).toBe(false);
  expect(isReplyNumberHeld(null, until * 2)).toBe(true);
});

test('numbers that were not resold are listed three a line', () => {
  expect(threeALine(['1', '2', '3', '4'])).toEqual(['1, 2, 3', '4']);
  expect(threeALine([])).toEqual([]);
});
