import { generatePassword, isStrongPassword, passwordProblems, passwordsMatch } from './passwords';
import { SetNewPassword } from '../contract/statusCodes';

describe('password rules (section 5, the stricter reading)', () => {
  test('a password of 9 to 22 characters with a capital, a lowercase, a digit and a symbol is strong', () => {
    expect(passwordProblems('Demo-2026!x')).toEqual([]);
    expect(isStrongPassword('Aa1!aaaaa')).toBe(true);
    expect(isStrongPassword('Aa1!' + 'a'.repeat(18))).toBe(true);
  });

  test('rule: at least 9 characters', () => {
    expect(passwordProblems('Aa1!aaaa')).toEqual(['length']);
  });

  test('rule: at most 22 characters', () => {
    expect(passwordProblems('Aa1!' + 'a'.repeat(19))).toEqual(['length']);
  });

  test('rule: a capital letter', () => {
    expect(passwordProblems('aa1!aaaaa')).toEqual(['capital']);
  });

  test('rule: a lowercase letter', () => {
    expect(passwordProblems('AA1!AAAAA')).toEqual(['lowercase']);
  });

  test('rule: a digit', () => {
    expect(passwordProblems('Aaa!aaaaa')).toEqual(['digit']);
  });

  test('rule: a special character', () => {
    expect(passwordProblems('Aa1aaaaaa')).toEqual(['special']);
  });

  test('rule: % is not a special character, and is not accepted at all', () => {
    expect(passwordProblems('Aa1%aaaaa')).toEqual(['special', 'noPercent']);
    expect(passwordProblems('Aa1%!aaaa')).toEqual(['noPercent']);
  });

  test('rule: the confirmation must match', () => {
    expect(passwordsMatch('Demo-2026!x', 'Demo-2026!x')).toBe(true);
    expect(passwordsMatch('Demo-2026!x', 'Demo-2026!X')).toBe(false);
  });

  test('the result codes are those of section 8', () => {
    expect(SetNewPassword).toEqual({ changed: 0, notStrong: 1, usedInLastYear: 2, invalidCode: 3, saveFailed: 4, signInFailed: 5, robotCheck: 6 });
  });
});

describe('the random password generator (section 9)', () => {
  test('has an upper, a lower, a digit and a symbol plus mixed characters, and passes every rule', () => {
    for (let i = 0; i < 200; i += 1) {
      const password = generatePassword();
      expect(password).toHaveLength(9);
      expect(passwordProblems(password)).toEqual([]);
    }
  });

  test('with 4 mixed characters, as section 9 reads, it is one short of the 9-character minimum', () => {
    expect(generatePassword(4)).toHaveLength(8);
  });

  test('does not repeat itself', () => {
    const seen = new Set(Array.from({ length: 50 }, () => generatePassword()));
    expect(seen.size).toBe(50);
  });
});
