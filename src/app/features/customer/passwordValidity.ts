/** Section 6: a password's validity is set from tomorrow up to this many months from today (the server checks the same). */
export const passwordValidityMonths = 10;
