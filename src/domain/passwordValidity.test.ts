import { mayChooseValidityDay } from './passwords';

test('a password may be valid up to a day from tomorrow to 10 months from today, and only a real day', () => {
  const today = { year: 2026, month: 11, day: 27 };
  const may = (year: number, month: number, day: number) => mayChooseValidityDay({ year, month, day }, today);
  expect([may(2026, 11, 27), may(2026, 11, 26)]).toEqual([false, false]);
  expect([may(2026, 11, 28), may(2027, 9, 27)]).toEqual([true, true]);
  expect(may(2027, 9, 28)).toBe(false);
  expect(may(2027, 2, 31)).toBe(false);
  // Across the year's end and a short month: 31 May + 10 months is 31 March.
  expect(mayChooseValidityDay({ year: 2027, month: 3, day: 31 }, { year: 2026, month: 5, day: 31 })).toBe(true);
  expect(mayChooseValidityDay({ year: 2027, month: 4, day: 1 }, { year: 2026, month: 5, day: 31 })).toBe(false);
});
