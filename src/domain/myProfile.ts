/**
 * Field rules of the signed-in user's own profile (/my-profile), checked by the form and by
 * users/save-my-profile alike: at most 3 SMS-to-mail addresses, no address twice, allowed IPs
 * that are IPv4 or IPv6 addresses, each once.
 */
import { isIP } from './ipAddress';

export const maxAllowedEmails = 3;

/** Lists compare addresses without case and surrounding spaces (A@x.com is a@x.com). */
const key = (value: string): string => value.trim().toLowerCase();

/** The first value that already appeared earlier in the list, if any. */
export function firstDuplicate(values: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(key(value))) return value;
    seen.add(key(value));
  }
  return null;
}

export const isEmailAddress = (value: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

export type ProfileListRefusal = 'tooMany' | 'duplicate' | 'invalid';

export function allowedEmailsRefusal(emails: readonly string[]): ProfileListRefusal | null {
  if (emails.length > maxAllowedEmails) return 'tooMany';
  if (emails.some((email) => !isEmailAddress(email))) return 'invalid';
  return firstDuplicate(emails) === null ? null : 'duplicate';
}

export function allowedIpsRefusal(ips: readonly string[]): ProfileListRefusal | null {
  if (ips.some((ip) => !isIP(ip.trim()))) return 'invalid';
  return firstDuplicate(ips) === null ? null : 'duplicate';
}

/** An IPv4 address mapped into IPv6 (::ffff:1.2.3.4, as a dual-stack server reports it) is that IPv4 address. */
export const plainAddress = (ip: string): string => ip.trim().toLowerCase().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');

/** An empty list allows every address. */
export const addressAllowed = (allowed: readonly string[], ip: string): boolean =>
  allowed.length === 0 || allowed.some((entry) => plainAddress(entry) === plainAddress(ip));
