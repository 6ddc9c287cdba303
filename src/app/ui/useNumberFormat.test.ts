import { numberFormatOf } from './useNumberFormat';

test('one pair of formatters per language, shared by every component that formats (they are costly to make)', () => {
  expect(numberFormatOf('he')).toBe(numberFormatOf('he'));
  expect(numberFormatOf('en')).not.toBe(numberFormatOf('he'));
});

test('thousands separators of the language, Latin digits in Arabic too, shekels as currency', () => {
  expect(numberFormatOf('en').number(1234567.891)).toBe('1,234,567.89');
  expect(numberFormatOf('ar').number(1234)).toMatch(/^1.234$/);
  expect(numberFormatOf('en').shekels(12.5)).toBe('₪12.50');
});
