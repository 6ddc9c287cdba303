import { parsePastedRows } from './pasteRows';

test('one number a line, blank lines skipped', () => {
  expect(parsePastedRows('050-1234567\n\n972521234567\r\n')).toEqual([{ phone: '050-1234567' }, { phone: '972521234567' }]);
});

test('fields after the phone, by tab or by comma, the eighth cell an e-mail', () => {
  expect(parsePastedRows('0501234567\tדנה\tלוי')).toEqual([{ phone: '0501234567', fields: ['דנה', 'לוי'] }]);
  expect(parsePastedRows('0501234567,a,b,c,d,e,01/02/90,x@y.co')).toEqual([{ phone: '0501234567', fields: ['a', 'b', 'c', 'd', 'e', '01/02/90'], email: 'x@y.co' }]);
});
