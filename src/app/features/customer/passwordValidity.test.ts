/** Section 6: password validity from tomorrow up to 10 months from today. */
import dayjs from 'dayjs';
import { mayChooseValidity } from './passwordValidity';

test('the picker offers tomorrow up to 10 months from today, nothing before or after', () => {
  const today = dayjs('2026-11-27').startOf('day');
  expect(mayChooseValidity(today, today)).toBe(false);
  expect(mayChooseValidity(today.subtract(1, 'day'), today)).toBe(false);
  expect(mayChooseValidity(dayjs('2026-11-28'), today)).toBe(true);
  expect(mayChooseValidity(dayjs('2027-09-27'), today)).toBe(true);
  expect(mayChooseValidity(dayjs('2027-09-28'), today)).toBe(false);
});
