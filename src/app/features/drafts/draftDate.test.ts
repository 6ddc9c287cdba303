import { draftUpdatedOn } from './draftDate';

test('a draft date is shown as DD/MM/YYYY HH:mm in Israel time, whichever form the API sends', () => {
  expect(draftUpdatedOn('03/02/2026 09:15')).toBe('03/02/2026 09:15');
  // 07:30 UTC in winter is 09:30 in Israel (UTC+2), in summer 10:30 (UTC+3).
  expect(draftUpdatedOn('2026-01-10T07:30:00.000Z')).toBe('10/01/2026 09:30');
  expect(draftUpdatedOn('2026-07-10T07:30:00Z')).toBe('10/07/2026 10:30');
  expect(draftUpdatedOn(undefined)).toBe('');
  expect(draftUpdatedOn('yesterday')).toBe('yesterday');
});
