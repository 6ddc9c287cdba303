/**
 * A list's own titles for fields 1 to 6 (save-contact-list carries them). A blank title
 * means the default name; trailing blanks are not sent, so clearing every title sends [].
 */
import { birthDateField } from '../../../../domain/contactFields';

export const titledFieldCount = birthDateField;
/** The contract's bound on each title. */
export const maxTitleLength = 50;

export const titlesForForm = (headers: readonly string[] | undefined): string[] => Array.from({ length: titledFieldCount }, (_, i) => headers?.[i] ?? '');

export function titlesToSave(typed: readonly (string | undefined)[]): string[] {
  const titles = Array.from({ length: titledFieldCount }, (_, i) => typed[i]?.trim() ?? '');
  while (titles.length && !titles[titles.length - 1]) titles.pop();
  return titles;
}
