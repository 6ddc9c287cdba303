import { israelToday } from './israelDay';

test("after Israel's midnight it is already the next day there, whatever the browser's zone says", () => {
  // 22:30 UTC on 27 November is 00:30 on 28 November in Israel (UTC+2 in winter).
  expect(israelToday(Date.UTC(2026, 10, 27, 22, 30)).format('DD/MM/YYYY')).toBe('28/11/2026');
  expect(israelToday(Date.UTC(2026, 10, 27, 21, 30)).format('DD/MM/YYYY')).toBe('27/11/2026');
  // Summer time: UTC+3, so 21:30 UTC is already the next day.
  expect(israelToday(Date.UTC(2026, 6, 1, 21, 30)).format('DD/MM/YYYY')).toBe('02/07/2026');
});
