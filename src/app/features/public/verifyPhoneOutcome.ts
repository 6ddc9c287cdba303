/**
 * What /ver/:hash says for each auth/verify-phone code (section 4's sender-number statuses).
 * The page shows them itself, next to the form, so the base query must not also toast them.
 */
import { notFoundShownByPage, statusShownByPage } from '../../api/baseQuery';
import { VerifyPhone } from '../../../contract/statusCodes';

statusShownByPage('verifyPhone');
// An unknown or expired link is this page's own "link not valid" screen, not an error modal.
notFoundShownByPage('getVerifyPhoneData', 'verifyPhone');

export type VerifyOutcome =
  | 'messageSent'
  | 'alreadyVerified'
  | 'verifiedForAnotherUser'
  | 'error'
  | 'tooManyMessages'
  | 'attachedNumber'
  | 'verifyByCall'
  | 'verified'
  | 'invalidPhone'
  | 'wrongCode'
  | 'linkInvalid';

const byStatus: Record<number, VerifyOutcome> = {
  [VerifyPhone.sent]: 'messageSent',
  [VerifyPhone.alreadyVerified]: 'alreadyVerified',
  [VerifyPhone.verifiedForAnother]: 'verifiedForAnotherUser',
  [VerifyPhone.error]: 'error',
  [VerifyPhone.tooManyMessages]: 'tooManyMessages',
  [VerifyPhone.attachedNumber]: 'attachedNumber',
  [VerifyPhone.verifyByCall]: 'verifyByCall',
  [VerifyPhone.verified]: 'verified',
  [VerifyPhone.invalidPhone]: 'invalidPhone',
  [VerifyPhone.wrongCode]: 'wrongCode',
  [VerifyPhone.linkInvalid]: 'linkInvalid',
};

export const verifyOutcomeOf = (status: number | undefined): VerifyOutcome => byStatus[status ?? VerifyPhone.error] ?? 'error';

/** After these nothing is left to do on the page: the form gives way to the answer. */
export const isFinalOutcome = (outcome: VerifyOutcome): boolean =>
  outcome === 'verified' || outcome === 'alreadyVerified' || outcome === 'verifiedForAnotherUser' || outcome === 'attachedNumber' || outcome === 'invalidPhone' || outcome === 'linkInvalid';

export function alertTypeOfOutcome(outcome: VerifyOutcome): 'success' | 'info' | 'warning' | 'error' {
  if (outcome === 'verified') return 'success';
  if (outcome === 'messageSent' || outcome === 'verifyByCall' || outcome === 'alreadyVerified') return 'info';
  if (outcome === 'tooManyMessages') return 'warning';
  return 'error';
}

/** The link's end, if the API gave one: DD/MM/YYYY HH:mm (Israel time) or an ISO time. */
export function linkExpired(expiresOn: string | undefined, now: number, parse: (text: string) => number | null): boolean {
  if (!expiresOn) return false;
  const ms = parse(expiresOn) ?? Date.parse(expiresOn);
  return !Number.isNaN(ms) && ms <= now;
}
