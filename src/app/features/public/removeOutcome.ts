/**
 * What the unsubscribe pages say for each blacklist code (section 8). The pages show these
 * codes themselves, in plain words next to the form, so the base query must not also toast them.
 */
import { statusShownByPage } from '../../api/baseQuery';
import { AddNumberToBlackListByHash, AddNumberToBlackListPublic } from '../../../contract/statusCodes';

statusShownByPage('addNumberToBlackListPublic', 'addNumberToBlackListByHash');

export type OutcomeKind = 'added' | 'alreadyIn' | 'invalid' | 'linkError' | 'mismatch' | 'robotCheck' | 'unknown';

export interface Outcome {
  kind: OutcomeKind;
  /** The number as the recipient knows it (with its leading 0). */
  phone: string;
}

const publicOutcomes: Record<number, OutcomeKind> = {
  [AddNumberToBlackListPublic.added]: 'added',
  [AddNumberToBlackListPublic.alreadyIn]: 'alreadyIn',
  [AddNumberToBlackListPublic.invalid]: 'invalid',
  [AddNumberToBlackListPublic.robotCheckFailed]: 'robotCheck',
};

/** auth/add-number-to-black-list: added, already in the list, not a valid number, robot check. */
export function publicOutcome(status: number | undefined): OutcomeKind {
  return (status === undefined ? undefined : publicOutcomes[status]) ?? 'unknown';
}

const hashOutcomes: Record<number, OutcomeKind> = {
  [AddNumberToBlackListByHash.added]: 'added',
  [AddNumberToBlackListByHash.alreadyIn]: 'alreadyIn',
  [AddNumberToBlackListByHash.linkError]: 'linkError',
  [AddNumberToBlackListByHash.validationError]: 'mismatch',
};

/** The by-hash variant: linkError is the link (broken or expired), validationError a number that is not the link's. */
export function hashOutcome(status: number | undefined): OutcomeKind {
  return (status === undefined ? undefined : hashOutcomes[status]) ?? 'unknown';
}

/** After these the recipient is done: the form gives way to the answer. */
export const isFinal = (kind: OutcomeKind): boolean => kind === 'added' || kind === 'alreadyIn';

export const alertTypeOf = (kind: OutcomeKind): 'success' | 'info' | 'error' => (kind === 'added' ? 'success' : kind === 'alreadyIn' ? 'info' : 'error');
