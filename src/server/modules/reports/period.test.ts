import { datesOf, periodOf } from './period';

describe('report periods', () => {
  const may2025 = Date.UTC(2025, 4, 15, 9);
  const month = { byDefault: { months: 1 } };
  const may = { from: Date.UTC(2025, 3, 30, 21), to: Date.UTC(2025, 4, 31, 21) };

  test('DD/MM/YYYY days cover the whole last day; ISO is read; month/year is an Israeli month; the current month by default', () => {
    expect(periodOf({ fromDate: '01/05/2025', toDate: '31/05/2025' }, may2025, month)).toEqual(may);
    expect(periodOf({ fromDate: '2025-05-01', toDate: '2025-05-31' }, may2025, month)).toEqual(may);
    expect(periodOf({ month: 5, year: 2025 }, may2025, month)).toEqual(may);
    expect(periodOf({}, may2025, month)).toEqual(may);
    expect(periodOf({ fromDate: '01/05/2025 10:30', toDate: '2025-05-02T08:00:00Z' }, may2025, month)).toEqual({ from: Date.UTC(2025, 4, 1, 7, 30), to: Date.UTC(2025, 4, 2, 8) });
  });

  test('a default of days back ends with today; one end alone takes the default period from or up to it', () => {
    const today = Date.UTC(2025, 4, 14, 21);
    const tomorrow = Date.UTC(2025, 4, 15, 21);
    expect(periodOf({}, may2025, { byDefault: { days: 60 } })).toEqual({ from: Date.UTC(2025, 2, 16, 22), to: tomorrow });
    expect(periodOf({ fromDate: '15/05/2025' }, may2025, { byDefault: { days: 60 } })).toEqual({ from: today, to: tomorrow });
    expect(periodOf({ toDate: '10/05/2025' }, may2025, month)).toEqual({ from: may.from, to: Date.UTC(2025, 4, 10, 21) });
    expect(periodOf({}, may2025, { byDefault: { months: 12 } })).toEqual({ from: Date.UTC(2024, 4, 31, 21), to: may.to });
  });

  test('over a year is refused, over 45 days when searching by number; a date not read is invalid; an end before the start holds nothing', () => {
    expect(periodOf({ fromDate: '01/01/2024', toDate: '31/12/2024' }, may2025, month)).toEqual({ from: Date.UTC(2023, 11, 31, 22), to: Date.UTC(2024, 11, 31, 22) });
    expect(periodOf({ fromDate: '01/01/2024', toDate: '02/01/2025' }, may2025, month)).toBe('tooLong');
    const byNumber = { ...month, byNumber: true };
    expect(periodOf({}, may2025, byNumber)).toEqual({ from: Date.UTC(2025, 2, 31, 21), to: Date.UTC(2025, 4, 15, 21) });
    expect(periodOf({ fromDate: '01/01/2024', toDate: '14/02/2024' }, may2025, byNumber)).not.toBe('tooLong');
    expect(periodOf({ fromDate: '01/01/2024', toDate: '15/02/2024' }, may2025, byNumber)).toBe('tooLong');
    expect(periodOf({ fromDate: '31/02/2025' }, may2025, month)).toBe('invalid');
    expect(periodOf({ fromDate: 'yesterday' }, may2025, month)).toBe('invalid');
    expect(periodOf({ fromDate: '10/05/2025', toDate: '01/05/2025' }, may2025, month)).toEqual({ from: Date.UTC(2025, 4, 9, 21), to: Date.UTC(2025, 4, 9, 21) });
  });

  test('reports without a default period are bounded only by the dates given', () => {
    expect(datesOf({})).toEqual({ from: undefined, to: undefined });
    expect(datesOf({ toDate: '31/05/2025' })).toEqual({ from: undefined, to: may.to });
    expect(datesOf({ fromDate: '1/5/2025 25:00' })).toBe('invalid');
  });
});
