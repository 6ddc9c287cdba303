import { invalidLinesOf, pastedNumbers } from './bulkLines';

test('pasted numbers are split on lines, commas and spaces like the server does', () => {
  expect(pastedNumbers('050-1234567\n\n 0521111111, 0532222222;abc\r\n')).toEqual(['050-1234567', '0521111111', '0532222222', 'abc']);
});

test('each invalid number is matched to the pasted line it came from, repeats in order', () => {
  const text = '0501234567\nabc\n0521111111\nabc\n12';
  expect(invalidLinesOf(['abc', 'abc', '12'], text)).toEqual([
    { phone: 'abc', line: 2 },
    { phone: 'abc', line: 4 },
    { phone: '12', line: 5 },
  ]);
});

test('numbers from a file carry no line', () => {
  expect(invalidLinesOf(['abc'], null)).toEqual([{ phone: 'abc' }]);
});
