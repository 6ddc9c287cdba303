/** Whether a list name may be used, against the account's other lists (the server decides too: -6). */
import { listNameKey, listNameProblem } from '../../../../domain/contactFields';

/** The i18n key of what is wrong with the name, or null. */
export function listNameProblemAmong(name: string, takenNames: readonly string[]): string | null {
  const problem = listNameProblem(name);
  if (problem) return problem;
  const key = listNameKey(name);
  return takenNames.some((taken) => listNameKey(taken) === key) ? 'errors.lists.contactListNameExist' : null;
}
