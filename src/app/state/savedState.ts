/**
 * What the store will rehydrate, read before the store exists (the store's code is the later
 * part of the start, main.tsx): the saved language and whether a session was saved. The start
 * asks for that language's texts, and for the signed-in layout's code, beside the page's code
 * instead of after React, the store and redux-persist's rehydration. The store still decides;
 * when both agree, as they do, what it needs is already on its way.
 */
import { isLanguage, languages, type Language } from '../../domain/languages';
import { persistKey } from './persistKey';

type Storage = Pick<globalThis.Storage, 'getItem'>;

/** One saved slice (redux-persist keeps each as its own JSON string inside the saved object). */
function savedSlice(storage: Storage, slice: 'preferences' | 'session'): Record<string, unknown> {
  try {
    const saved = JSON.parse(storage.getItem(`persist:${persistKey}`) ?? '{}') as Record<string, unknown>;
    const value: unknown = typeof saved[slice] === 'string' ? JSON.parse(saved[slice]) : null;
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    // Unreadable storage: as if nothing were saved, as the store's own rehydration would take it.
    return {};
  }
}

export function savedLanguage(storage: Storage = window.localStorage): Language {
  const { language } = savedSlice(storage, 'preferences');
  // Hebrew first and the default (domain/languages).
  return isLanguage(language) ? language : languages[0];
}

/** A token was saved: the visitor is likely signed in (the store checks its validity). */
export const hasSavedSession = (storage: Storage = window.localStorage): boolean => {
  const { token } = savedSlice(storage, 'session');
  return typeof token === 'string' && token !== '';
};
