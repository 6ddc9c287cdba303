import { isValidPhoneNumber } from 'libphonenumber-js';
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

/**
 * Phones in contact lists and the blacklist (section 5). The stored form is digits only:
 * Israeli numbers without the leading 0 or 972 (501234567, 31234567), international ones
 * with their country code (12125551234).
 */
export type PhoneKind = 'mobile' | 'landline' | 'international';

export interface ListPhone {
  phone: string;
  kind: PhoneKind;
}

/** Strips what people type around digits; a leading + or 00 marks an international number. */
function digitsOf(raw: string): { digits: string; international: boolean } | null {
  let s = raw.trim().replace(/[\s\-().]/g, '');
  let international = false;
  if (s.startsWith('+')) {
    s = s.slice(1);
    international = true;
  } else if (s.startsWith('00')) {
    s = s.slice(2);
    international = true;
  }
  return /^\d+$/.test(s) ? { digits: s, international } : null;
}

const israeliMobile = /^5\d{8}$/;
/** 02, 03, 04, 08, 09 areas (7 digits after the area digit) and 07X numbers. */
const israeliLandline = /^([23489]\d{7}|7\d{8})$/;

/**
 * A typed phone in its stored form, with what kind it is, or null when it is not a phone.
 * The rules, in order: dashes and spaces go; a leading 972 goes when the number is longer
 * than 10 digits; an 11-digit number starting with 0 loses that digit (a doubled trunk
 * prefix); a leading 0 goes when fewer than 11 digits remain; then 5XXXXXXXX is a mobile,
 * an area number a landline, and 11 to 16 digits an international number when
 * libphonenumber knows it as valid for its country.
 */
export function parseListPhone(raw: string): ListPhone | null {
  const typed = digitsOf(raw);
  if (!typed) return null;
  let s = typed.digits;
  if (s.startsWith('972') && s.length > 10) {
    s = s.slice(3);
    if (s.startsWith('0')) s = s.slice(1);
  } else if (!typed.international && s.length === 11 && s.startsWith('0')) {
    s = s.slice(1);
  }
  if (s.length < 11 && s.startsWith('0')) s = s.slice(1);
  if (israeliMobile.test(s)) return { phone: s, kind: 'mobile' };
  if (israeliLandline.test(s)) return { phone: s, kind: 'landline' };
  if (s.length >= 11 && s.length <= 16 && isValidPhoneNumber(`+${s}`)) return { phone: s, kind: 'international' };
  return null;
}

/** A phone a contact list accepts: mobiles and international numbers (landlines get no texts). */
export function normalizeListPhone(raw: string): string | null {
  const parsed = parseListPhone(raw);
  return parsed && parsed.kind !== 'landline' ? parsed.phone : null;
}

/** A phone the blacklist accepts: any valid number, landlines included. */
export function normalizeBlacklistPhone(raw: string): string | null {
  return parseListPhone(raw)?.phone ?? null;
}

/** How a stored phone is shown: numbers of 10 digits or fewer with a leading 0. */
export function displayPhone(stored: string): string {
  return stored.length <= 10 && !stored.startsWith('0') ? `0${stored}` : stored;
}

/**
 * The number a message goes to: an Israeli number kept without its 0 (8 or 9 digits) gets the
 * country code 972; an international one (11 to 16 digits) is already whole.
 */
export function internationalPhone(stored: string): string {
  return stored.length <= 9 ? `972${stored}` : stored;
}
