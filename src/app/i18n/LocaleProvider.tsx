/**
 * The one locale provider: when the language changes, i18next and `<html dir lang>` change
 * together. antd's locale and direction follow the same choice in AntdProvider, which loads
 * with the first page that uses antd. (Dates formatted by the app itself: dateLocale.ts.)
 */
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useAppSelector } from '../state/hooks';
import { isRightToLeft } from '../state/preferences';
import { activateLanguage, i18n } from './i18n';

export function LocaleProvider({ children }: { children: ReactNode }) {
  const language = useAppSelector((s) => s.preferences.language);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let current = true;
    void activateLanguage(language).then(() => {
      if (!current) return;
      setReady(true);
      const html = document.documentElement;
      html.lang = language;
      html.dir = isRightToLeft(language) ? 'rtl' : 'ltr';
    });
    return () => {
      current = false;
    };
  }, [language]);

  // Nothing to show until the language's texts are in; the page is blank for that moment.
  if (!ready) return null;
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
