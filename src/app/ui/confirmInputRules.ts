/**
 * What the confirm modal's input accepts, per input type (sections 3 and 5). Every input is
 * required; the answer is what the user typed, trimmed (a phone number without separators).
 */
import { isIPv4, isIPv6 } from '../../domain/ipAddress';
import type { ConfirmInputType } from '../state/confirmModal';

export const contactListNameMaxLength = 50;

const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;

// The shapes live in the domain: the profile's allowed IPs use them on the server too.
export { isIPv4, isIPv6 };

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
