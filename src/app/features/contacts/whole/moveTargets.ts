/**
 * Where a whole list's numbers may go: as for the selection, parents are filled through
 * their sub-lists, so plain lists and sub-lists are offered, never the list itself.
 */
import type { ContactsPageList } from '../../../api/generated/contacts';

export interface ListOption {
  value: number;
  label: string;
}

export function moveTargets(lists: readonly ContactsPageList[], fromId: number): ListOption[] {
  const seen = new Map<number, string>();
  for (const list of lists) {
    if (!list.isParent) seen.set(list.id, list.name);
    for (const sub of list.subs ?? []) if (sub.id !== undefined) seen.set(sub.id, sub.name ?? String(sub.id));
  }
  seen.delete(fromId);
  return [...seen].map(([value, label]) => ({ value, label }));
}
