/**
 * The forms of this feature show the answers of their saves themselves: a code that belongs to
 * a field (a taken username, an e-mail another user has, an unknown price list) goes under that
 * field, and so does a refusal the server words as a message key of the profile's own
 * (profile.errors.*, users.form.errors.*: the same rules as /my-profile); any other goes to the
 * toasts. The texts are the status table's (api/statusMessages), so a code reads the same here
 * as anywhere else.
 */
import { statusShownByPage } from '../../api/baseQuery';
import { statusMessageFor, type StatusMessage } from '../../api/statusMessages';
import { ensureTexts } from '../../i18n/i18n';
import { CreateUserAccount, SaveUserDetails } from '../../../contract/statusCodes';

statusShownByPage('saveUserDetails', 'createUserAccount');

export type SaveOperation = 'saveUserDetails' | 'createUserAccount';
export type FieldWithCode = 'username' | 'firstName' | 'lastName' | 'email' | 'phone' | 'priceListId';

const fieldOfCode: Record<SaveOperation, Partial<Record<number, FieldWithCode>>> = {
  saveUserDetails: { [SaveUserDetails.usernameTaken]: 'username', [SaveUserDetails.emailTaken]: 'email' },
  createUserAccount: {
    [CreateUserAccount.usernameTaken]: 'username',
    [CreateUserAccount.emailTaken]: 'email',
    [CreateUserAccount.unknownPriceList]: 'priceListId',
  },
};

const fieldOfMessage: [prefix: string, field: FieldWithCode][] = [
  ['users.form.errors.username', 'username'],
  ['profile.errors.firstName', 'firstName'],
  ['profile.errors.lastName', 'lastName'],
  ['profile.errors.email', 'email'],
  ['profile.errors.phone', 'phone'],
];

export interface SaveOutcome {
  field?: FieldWithCode;
  message?: StatusMessage;
}

export function saveOutcome(operation: SaveOperation, answer: { status?: number; message?: string } | undefined): SaveOutcome {
  if (answer?.status === undefined) return {};
  const worded = answer.message ? fieldOfMessage.find(([prefix]) => answer.message!.startsWith(prefix)) : undefined;
  if (worded) return { field: worded[1], message: { severity: 'error', key: answer.message! } };
  return { field: fieldOfCode[operation][answer.status], message: statusMessageFor(operation, answer.status) };
}

/** A message of another feature's texts (profile, users) is shown once those are loaded. */
export async function textsOf(message: StatusMessage): Promise<void> {
  await ensureTexts([message.key]).catch(() => undefined);
}
