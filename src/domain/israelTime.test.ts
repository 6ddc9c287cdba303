import { formatIsraelDateTime, fromIsraelWallTime, israelOffsetMs, israelWallTime, parseIsraelDateTime } from './israelTime';

const h = 3_600_000;

describe('Israel time (Asia/Jerusalem), wherever the code runs', () => {
  test('Israel is 2 hours ahead of UTC in winter and 3 in summer', () => {
    expect(israelOffsetMs(Date.UTC(2025, 0, 15, 12))).toBe(2 * h);
    expect(israelOffsetMs(Date.UTC(2025, 6, 15, 12))).toBe(3 * h);
  });

  test('date-times are DD/MM/YYYY HH:mm on an Israeli clock, both ways', () => {
    expect(formatIsraelDateTime(Date.UTC(2025, 0, 5, 7, 30))).toBe('05/01/2025 09:30');
    expect(parseIsraelDateTime('05/01/2025 09:30')).toBe(Date.UTC(2025, 0, 5, 7, 30));
    expect(parseIsraelDateTime('5/7/2025')).toBe(Date.UTC(2025, 6, 4, 21));
    for (const bad of ['31/02/2025 10:00', '01/01/2025 24:00', '2025-01-01', '']) expect(parseIsraelDateTime(bad)).toBeNull();
  });

  test('days of the week are numbered 1 Sunday to 7 Saturday, by the Israeli date', () => {
    expect(israelWallTime(Date.UTC(2025, 0, 5, 12)).weekday).toBe(1);
    // 23:30 UTC on Saturday is already Sunday in Israel.
    expect(israelWallTime(Date.UTC(2025, 0, 4, 23, 30)).weekday).toBe(1);
    expect(israelWallTime(Date.UTC(2025, 0, 4, 12)).weekday).toBe(7);
  });

  test('a time skipped in spring comes out an hour later; one shown twice in autumn is the first', () => {
    // 29/03/2024: 02:00 became 03:00. 27/10/2024: 02:00 went back to 01:00.
    expect(formatIsraelDateTime(fromIsraelWallTime(2024, 3, 29, 2, 30))).toBe('29/03/2024 03:30');
    expect(fromIsraelWallTime(2024, 10, 27, 1, 30)).toBe(Date.UTC(2024, 9, 26, 22, 30));
  });

  test('days and months overflow into the next', () => {
    expect(fromIsraelWallTime(2025, 1, 32, 9)).toBe(fromIsraelWallTime(2025, 2, 1, 9));
    expect(fromIsraelWallTime(2025, 13, 1, 9)).toBe(fromIsraelWallTime(2026, 1, 1, 9));
  });
});
