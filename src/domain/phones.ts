/**
 * Phone rules for the numbers codes are sent to (section 5): Israeli mobiles written
 * 05XXXXXXXX, 5XXXXXXXX or 9725XXXXXXXX, dashes and spaces ignored.
 */

/** The mobile in its one stored form, 05XXXXXXXX, or null when it is not a mobile. */
export function normalizeMobile(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '').replace(/^\+/, '');
  if (!/^\d+$/.test(digits)) return null;
  if (/^05\d{8}$/.test(digits)) return digits;
  if (/^5\d{8}$/.test(digits)) return `0${digits}`;
  if (/^9725\d{8}$/.test(digits)) return `0${digits.slice(3)}`;
  return null;
}

/**
 * A phone shown to someone who has not proved they own it: the first two and last three
 * digits stay, e.g. 05X-XXX-X567.
 */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 6) return 'X'.repeat(digits.length);
  const masked = digits.slice(0, 2) + 'X'.repeat(digits.length - 5) + digits.slice(-3);
  return [masked.slice(0, 3), masked.slice(3, 6), masked.slice(6)].filter(Boolean).join('-');
}
