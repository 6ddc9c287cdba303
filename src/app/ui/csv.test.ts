import { buildCsv } from './csv';

test('a CSV built in the browser: byte-order mark, CRLF between records, cells a spreadsheet would run are text, numbers and +972 phones as they are', () => {
  const csv = buildCsv(['Phone', 'Name', 'Amount'], [
    ['+972501234567', '=HYPERLINK("http://evil.example","x")', -2],
    ['0501234567', '@SUM(1+1)*cmd|calc', null],
    ['0521234567', '-2+3+cmd', undefined],
  ]);
  expect(csv.split('\r\n')).toEqual(['\uFEFFPhone,Name,Amount', `+972501234567,"'=HYPERLINK(""http://evil.example"",""x"")",-2`, "0501234567,'@SUM(1+1)*cmd|calc,", "0521234567,'-2+3+cmd,"]);
});
