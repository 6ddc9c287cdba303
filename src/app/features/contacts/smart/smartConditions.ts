/**
 * What the smart-list contract offers (ContactsSmartCondition): a field, an operator and a
 * value. Dates are compared on the birth-date field only, and the empty checks take no value.
 */
import { parseListDate } from '../../../../domain/contactFields';
import type { ContactsPageList, ContactsSmartCondition } from '../../../api/generated/contacts';

export type SmartField = ContactsSmartCondition['field'];
export type SmartOperator = ContactsSmartCondition['operator'];

export const smartFields: readonly SmartField[] = ['PHONE', 'DYNAMIC_FIELD1', 'DYNAMIC_FIELD2', 'DYNAMIC_FIELD3', 'DYNAMIC_FIELD4', 'DYNAMIC_FIELD5', 'DYNAMIC_FIELD6', 'EMAIL'];
const textOperators: readonly SmartOperator[] = ['equals', 'notEquals', 'contains', 'startsWith', 'isEmpty', 'isNotEmpty'];
const dateOperators: readonly SmartOperator[] = ['before', 'after', 'equals', 'notEquals', 'isEmpty', 'isNotEmpty'];

export const operatorsFor = (field: SmartField): readonly SmartOperator[] => (field === 'DYNAMIC_FIELD6' ? dateOperators : textOperators);
export const needsValue = (operator: SmartOperator): boolean => operator !== 'isEmpty' && operator !== 'isNotEmpty';

/** Why a condition's value cannot be sent, as an i18n key, or null. */
export function conditionValueProblem(operator: SmartOperator, value: string | undefined): string | null {
  if (!needsValue(operator)) return null;
  if (!value?.trim()) return 'common.validation.required';
  if ((operator === 'before' || operator === 'after') && !parseListDate(value)) return 'errors.lists.invalidDate';
  return null;
}

/** The condition as the contract takes it: no value where none is asked. */
export const toCondition = ({ field, operator, value }: { field: SmartField; operator: SmartOperator; value?: string }): ContactsSmartCondition =>
  needsValue(operator) ? { field, operator, value: value?.trim() } : { field, operator };

/** Lists that hold contacts themselves: plain lists and sub-lists (a parent's are in its subs). */
export function sourceListOptions(lists: readonly ContactsPageList[]): { value: number; label: string }[] {
  const seen = new Map<number, string>();
  for (const list of lists) {
    if (!list.isParent) seen.set(list.id, list.name);
    for (const sub of list.subs ?? []) if (sub.id !== undefined) seen.set(sub.id, sub.name ?? String(sub.id));
  }
  return [...seen].map(([value, label]) => ({ value, label }));
}
