/**
 * date-fns's locale of the current language, loaded by the first page that formats a date
 * (sign-in formats none).
 */
import type { Locale } from 'date-fns';
import { useEffect, useState } from 'react';
import { useAppSelector } from '../state/hooks';
import type { Language } from '../state/preferences';

async function loadDateLocale(language: Language): Promise<Locale> {
  switch (language) {
    case 'en':
      return (await import('date-fns/locale/en-GB')).enGB;
    case 'ru':
      return (await import('date-fns/locale/ru')).ru;
    case 'ar':
      return (await import('date-fns/locale/ar')).ar;
    default:
      return (await import('date-fns/locale/he')).he;
  }
}

const cache = new Map<Language, Locale>();

/** The date-fns locale, or undefined for the moment it takes to load. */
export function useDateLocale(): Locale | undefined {
  const language = useAppSelector((s) => s.preferences.language);
  const [locale, setLocale] = useState(() => cache.get(language));
  useEffect(() => {
    let current = true;
    void loadDateLocale(language).then((loaded) => {
      cache.set(language, loaded);
      if (current) setLocale(loaded);
    });
    return () => {
      current = false;
    };
  }, [language]);
  return locale;
}
