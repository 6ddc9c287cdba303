/**
 * The sub-user page shows the answers of its saves itself: a code that belongs to a field
 * (a taken username, a weak password, an e-mail another user has, a sender name or verified
 * number its parent may not share)
 * goes under that field; any other (a permission not held: the form offers none) goes to the
 * toasts. The texts are the status table's (api/statusMessages), so a code reads the same here
 * as anywhere else.
 */
import { statusShownByPage } from '../../api/baseQuery';
import { statusMessageFor, type StatusMessage } from '../../api/statusMessages';
import { CreateSubUser, UpdateSubUser } from '../../../contract/statusCodes';
import type { SubUserValues } from './subUserValues';

statusShownByPage('createSubUser', 'updateSubUser', 'setNewMessagesBalance');

export type SaveOperation = 'createSubUser' | 'updateSubUser';

const fieldOfCode: Record<SaveOperation, Partial<Record<number, keyof SubUserValues>>> = {
  createSubUser: {
    [CreateSubUser.usernameTaken]: 'username',
    [CreateSubUser.notStrong]: 'password',
    [CreateSubUser.emailTaken]: 'email',
    [CreateSubUser.sourceNameNotApproved]: 'sourceNames',
    [CreateSubUser.verifiedNumberNotShared]: 'verifiedNumbers',
  },
  updateSubUser: {
    [UpdateSubUser.usernameTaken]: 'username',
    [UpdateSubUser.notStrong]: 'password',
    [UpdateSubUser.emailTaken]: 'email',
    [UpdateSubUser.sourceNameNotApproved]: 'sourceNames',
    [UpdateSubUser.verifiedNumberNotShared]: 'verifiedNumbers',
  },
};

export interface SaveOutcome {
  /** The field the code belongs to, when it belongs to one. */
  field?: keyof SubUserValues;
  message?: StatusMessage;
}

export function saveOutcome(operation: SaveOperation, status: number | string | undefined): SaveOutcome {
  if (status === undefined) return {};
  return { field: fieldOfCode[operation][Number(status)], message: statusMessageFor(operation, status) };
}
