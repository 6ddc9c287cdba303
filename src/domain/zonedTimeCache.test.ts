/**
 * readZoned keeps each zone's minute reading (zonedTime.ts): a second read of the same minute,
 * its seconds, and the minutes around a clock change read exactly as Intl reads them.
 */
import { readZoned } from './zonedTime';

const intl = (timeZone: string, ms: number) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' })
      .formatToParts(ms)
      .map((p) => [p.type, Number(p.value)]),
  );
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour % 24, minute: parts.minute, second: parts.second };
};

test('the same minute read again, with other seconds, and across clock changes, reads as Intl does', () => {
  // Israel's spring change (27 March 2026, 02:00 → 03:00) and New York's autumn one (1 November 2026).
  const moments = [Date.UTC(2026, 2, 26, 23, 59, 59), Date.UTC(2026, 2, 27, 0, 0, 0), Date.UTC(2026, 2, 27, 0, 0, 31), Date.UTC(2026, 10, 1, 5, 59, 59), Date.UTC(2026, 10, 1, 6, 0, 7), Date.UTC(2026, 10, 1, 6, 0, 7) + 250];
  for (const zone of ['Asia/Jerusalem', 'America/New_York', 'Asia/Kolkata', 'Asia/Kathmandu']) {
    for (const ms of [...moments, ...moments]) {
      const { weekday: _weekday, ...read } = readZoned(zone, ms);
      expect(read).toEqual(intl(zone, ms));
    }
  }
});
