/**
 * Field rules of a user's details (sections 3 and 5) that the sub-user form and the server
 * both check: a username has no spaces, a profile phone is 8 to 10 digits (the profile's
 * reading of "9 to 10 digits (8 to 10 in profile)"). Anything else (uniqueness, the e-mail
 * another user has) only the server can tell.
 */

export const profilePhoneDigits = { min: 8, max: 10 } as const;

/** A username may not contain spaces (any whitespace: a tab pasted in is a space too). */
export const usernameHasSpaces = (username: string): boolean => /\s/.test(username);

/** A profile phone: digits only, 8 to 10 of them (dashes and spaces the user typed are ignored). */
export function isProfilePhone(phone: string): boolean {
  const digits = phone.replace(/[\s-]/g, '');
  return /^\d+$/.test(digits) && digits.length >= profilePhoneDigits.min && digits.length <= profilePhoneDigits.max;
}

/** The phone as stored: its digits only. */
export const profilePhoneDigitsOf = (phone: string): string => phone.replace(/[\s-]/g, '');
