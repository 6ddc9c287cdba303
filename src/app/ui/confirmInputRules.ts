/**
 * What the confirm modal's input accepts, per input type (sections 3 and 5). Every input is
 * required; the answer is what the user typed, trimmed (a phone number without separators).
 */
import type { ConfirmInputType } from '../state/confirmModal';

export const contactListNameMaxLength = 50;

const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;

export function isIPv4(value: string): boolean {
  const parts = value.split('.');
  return parts.length === 4 && parts.every((part) => /^(0|[1-9]\d{0,2})$/.test(part) && Number(part) <= 255);
}

export function isIPv6(value: string): boolean {
  if (!/^[0-9a-fA-F:.]+$/.test(value) || value.split('::').length > 2) return false;
  const [head, tail] = value.includes('::') ? value.split('::') : [value, undefined];
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'));
  const groups = [...groupsOf(head), ...(tail === undefined ? [] : groupsOf(tail))];
  // An embedded IPv4 address at the end counts as two groups.
  const last = groups[groups.length - 1];
  const embedsIPv4 = last !== undefined && last.includes('.');
  if (embedsIPv4 && !isIPv4(last)) return false;
  const hexGroups = embedsIPv4 ? groups.slice(0, -1) : groups;
  if (!hexGroups.every((g) => /^[0-9a-fA-F]{1,4}$/.test(g))) return false;
  const count = hexGroups.length + (embedsIPv4 ? 2 : 0);
  return tail === undefined ? count === 8 : count < 8;
}

export const phoneDigits = (value: string): string => value.replace(/[\s-]/g, '');

/** The input's answer: trimmed, and a phone number without dashes or spaces. */
export function confirmInputValue(type: ConfirmInputType | undefined, raw: string): string {
  return type === 'phoneNumber' ? phoneDigits(raw.trim()) : raw.trim();
}

/** The i18n key of what is wrong with the input, or null when it may be submitted. */
export function confirmInputError(type: ConfirmInputType | undefined, raw: string): string | null {
  const value = raw.trim();
  if (!value) return 'common.validation.required';
  switch (type) {
    case 'addNewContactList':
      return value.length <= contactListNameMaxLength ? null : 'common.validation.contactListName';
    case 'addNewEmail':
    case 'addNewEmailNewsLetter':
      return emailPattern.test(value) ? null : 'common.validation.email';
    case 'addNewIp':
      return isIPv4(value) || isIPv6(value) ? null : 'common.validation.ip';
    case 'phoneNumber':
      return /^\d{9,10}$/.test(phoneDigits(value)) ? null : 'common.validation.phone';
    default:
      return null;
  }
}
