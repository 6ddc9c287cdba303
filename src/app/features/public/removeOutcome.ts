/**
 * What the unsubscribe pages say for each blacklist code (section 8). The pages show these
 * codes themselves, in plain words next to the form, so the base query must not also toast them.
 */
import { statusShownByPage } from '../../api/baseQuery';

statusShownByPage('addNumberToBlackListPublic', 'addNumberToBlackListByHash');

export type OutcomeKind = 'added' | 'alreadyIn' | 'invalid' | 'linkError' | 'mismatch' | 'robotCheck' | 'unknown';

export interface Outcome {
  kind: OutcomeKind;
  /** The number as the recipient knows it (with its leading 0). */
  phone: string;
}

/** auth/add-number-to-black-list: 1 added, 2 already in the list, 3 not a valid number, -4 robot check. */
export function publicOutcome(status: number | undefined): OutcomeKind {
  return ({ 1: 'added', 2: 'alreadyIn', 3: 'invalid', [-4]: 'robotCheck' } as const)[status ?? 0] ?? 'unknown';
}

/** The by-hash variant: 3 is the link (broken or expired), 4 a number that is not the link's. */
export function hashOutcome(status: number | undefined): OutcomeKind {
  return ({ 1: 'added', 2: 'alreadyIn', 3: 'linkError', 4: 'mismatch' } as const)[status ?? 0] ?? 'unknown';
}

/** After these the recipient is done: the form gives way to the answer. */
export const isFinal = (kind: OutcomeKind): boolean => kind === 'added' || kind === 'alreadyIn';

export const alertTypeOf = (kind: OutcomeKind): 'success' | 'info' | 'error' => (kind === 'added' ? 'success' : kind === 'alreadyIn' ? 'info' : 'error');
