import { fromIsraelWallTime } from './israelTime';
import { forbiddenWordsIn, nextSendingTime, parseSendingHours, senderNameProblem, withinSendingHours } from './sendingRules';

// 2025-01-05 is a Sunday (weekday 1).
const sunday = (h: number, m = 0) => fromIsraelWallTime(2025, 1, 5, h, m);
const weekdaysEightToEight = { days: [1, 2, 3, 4, 5], from: '08:00', to: '20:00' };

describe('permitted sending hours (section 4: saved outside them, sent when allowed)', () => {
  test('rule: inside from..to on a permitted day, the end excluded', () => {
    expect(withinSendingHours(weekdaysEightToEight, sunday(8))).toBe(true);
    expect(withinSendingHours(weekdaysEightToEight, sunday(19, 59))).toBe(true);
    expect(withinSendingHours(weekdaysEightToEight, sunday(20))).toBe(false);
    expect(withinSendingHours(weekdaysEightToEight, sunday(7, 59))).toBe(false);
    expect(withinSendingHours(weekdaysEightToEight, fromIsraelWallTime(2025, 1, 9, 12))).toBe(true); // Thursday
    expect(withinSendingHours(weekdaysEightToEight, fromIsraelWallTime(2025, 1, 10, 12))).toBe(false); // Friday
    expect(withinSendingHours(weekdaysEightToEight, fromIsraelWallTime(2025, 1, 11, 12))).toBe(false); // Saturday
    expect(withinSendingHours(null, sunday(3))).toBe(true);
  });

  test('rule: outside the window, sending starts at the next opening', () => {
    expect(nextSendingTime(weekdaysEightToEight, sunday(6))).toBe(sunday(8));
    expect(nextSendingTime(weekdaysEightToEight, sunday(9))).toBe(sunday(9));
    expect(nextSendingTime(weekdaysEightToEight, sunday(21))).toBe(fromIsraelWallTime(2025, 1, 6, 8));
    // Friday night waits for Sunday morning.
    expect(nextSendingTime(weekdaysEightToEight, fromIsraelWallTime(2025, 1, 10, 21))).toBe(fromIsraelWallTime(2025, 1, 12, 8));
    expect(nextSendingTime({ from: '10:00', to: '09:00' }, sunday(12))).toBeNull();
  });

  test('rule: stored hours that cannot be read restrict nothing', () => {
    expect(parseSendingHours(null)).toBeNull();
    expect(parseSendingHours('not json')).toBeNull();
    expect(parseSendingHours('{"from":"8","to":"20:00"}')).toBeNull();
    expect(parseSendingHours('{"from":"08:00","to":"20:00","days":[1,9]}')).toEqual({ from: '08:00', to: '20:00', days: [1] });
  });
});

describe('forbidden text (section 8: checked before the credits)', () => {
  test('rule: forbidden words match whole words whatever their case, in any script', () => {
    expect(forbiddenWordsIn('Great CASINO bonus', ['casino'])).toEqual(['casino']);
    expect(forbiddenWordsIn('הימורים בחינם!', ['הימורים'])).toEqual(['הימורים']);
    expect(forbiddenWordsIn('first class service', ['ass'])).toEqual([]);
    expect(forbiddenWordsIn('free   money now', ['free money'])).toEqual(['free money']);
    expect(forbiddenWordsIn('nothing here', ['casino', ' '])).toEqual([]);
  });
});

describe('sender names (section 5)', () => {
  test('rule: English, 1 to 11 characters, with a letter or a trailing plus', () => {
    expect(senderNameProblem('Shop')).toBeNull();
    expect(senderNameProblem('Shop 2026')).toBeNull();
    expect(senderNameProblem('12345+')).toBeNull();
    expect(senderNameProblem('12345')).toBe('campaigns.sourceName.invalid');
    expect(senderNameProblem('TwelveLetter')).toBe('campaigns.sourceName.invalid');
    expect(senderNameProblem('חנות')).toBe('campaigns.sourceName.invalid');
    expect(senderNameProblem('')).toBe('campaigns.sourceName.invalid');
  });
});
