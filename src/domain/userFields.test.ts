import { isProfilePhone, profilePhoneDigitsOf, usernameHasSpaces } from './userFields';

describe('a username has no spaces (section 5)', () => {
  test.each(['dana levi', ' dana', 'dana\t', 'da\u00a0na'])('%j is refused', (name) => expect(usernameHasSpaces(name)).toBe(true));
  test.each(['dana', 'dana.levi', 'דנה_1'])('%j is accepted', (name) => expect(usernameHasSpaces(name)).toBe(false));
});

describe('a profile phone is 8 to 10 digits (section 5)', () => {
  test.each(['03123456', '050-1234567', '0501234567', '501234567'])('%s is accepted', (phone) => expect(isProfilePhone(phone)).toBe(true));
  test.each(['0312345', '05012345678', '050123456a', '+972501234567', ''])('%j is refused', (phone) => expect(isProfilePhone(phone)).toBe(false));
  test('is stored as its digits', () => expect(profilePhoneDigitsOf('050-123 4567')).toBe('0501234567'));
});
