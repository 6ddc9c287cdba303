import { maskPhone, normalizeMobile } from './phones';

describe('mobile numbers (section 5)', () => {
  test('rule: 05XXXXXXXX, 5XXXXXXXX and 9725XXXXXXXX are the same mobile', () => {
    expect(normalizeMobile('0501234567')).toBe('0501234567');
    expect(normalizeMobile('501234567')).toBe('0501234567');
    expect(normalizeMobile('972501234567')).toBe('0501234567');
    expect(normalizeMobile('+972-50-123-4567')).toBe('0501234567');
  });

  test('rule: anything else is not a mobile', () => {
    for (const bad of ['', '03-555-0100', '05012345', '050123456789', '05O1234567', '1234567890']) {
      expect(normalizeMobile(bad)).toBeNull();
    }
  });

  test('a phone shown before its owner is proved keeps the first two and last three digits', () => {
    expect(maskPhone('0501234567')).toBe('05X-XXX-X567');
  });
});
