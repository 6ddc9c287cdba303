/**
 * The management search as the person types: the query goes out 150 ms after the last
 * keystroke, and what is shown is always the answer to the latest query (RTK Query keeps each
 * query's answer apart; `currentData` is only the current one's), never a slower earlier one
 * that arrived last.
 */
import { useEffect, useState } from 'react';
import { useGetMainAutocompleteQuery, type GetMainAutocompleteApiArg, type SuperAdminUserSummary } from '../api/generated/superAdmin';

export type SearchBy = NonNullable<GetMainAutocompleteApiArg['searchBy']>;
export const searchByChoices: readonly SearchBy[] = ['all', 'name', 'username', 'phone', 'email', 'customerNumber', 'nationalId', 'companyName', 'userId'];

export const searchDelayMs = 150;
export const maxRows = 20;

function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

export interface CustomerSearch {
  /** The query the shown results answer (trimmed), '' before anything is typed. */
  answered: string;
  results: SuperAdminUserSummary[] | undefined;
  searching: boolean;
}

export function useCustomerSearch(typed: string, searchBy: SearchBy): CustomerSearch {
  const query = useDebounced(typed.trim(), searchDelayMs);
  const { currentData, isFetching } = useGetMainAutocompleteQuery({ query, searchBy, maxRows }, { skip: !query });
  return { answered: query, results: query ? currentData?.data : undefined, searching: Boolean(query) && (isFetching || query !== typed.trim()) };
}
