/**
 * Which lists may become sub-lists of a parent. Not the list itself, not its present
 * sub-lists (the server would answer "already sub-lists"), and not a list that already holds
 * it, directly or further up (that list would contain itself).
 */
import type { ContactsPageList } from '../../../api/generated/contacts';

export interface ListOption {
  value: number;
  label: string;
}

/** The list and every list above it, as far as the page data's sub-lists show. */
function listAndHolders(lists: readonly ContactsPageList[], id: number): Set<number> {
  const found = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const list of lists) {
      if (found.has(list.id)) continue;
      if ((list.subs ?? []).some((sub) => sub.id !== undefined && found.has(sub.id))) {
        found.add(list.id);
        grew = true;
      }
    }
  }
  return found;
}

export function subChoices(lists: readonly ContactsPageList[], parent: ContactsPageList): ListOption[] {
  const excluded = listAndHolders(lists, parent.id);
  for (const sub of parent.subs ?? []) if (sub.id !== undefined) excluded.add(sub.id);
  return lists.filter((l) => !excluded.has(l.id)).map((l) => ({ value: l.id, label: l.name }));
}
