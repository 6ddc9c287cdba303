/**
 * The one locale provider: when the language changes, i18next, antd's locale and direction,
 * the date locale and `<html dir lang>` change together; the theme rides along.
 */
import { App as AntdApp, ConfigProvider, Spin, theme as antdTheme } from 'antd';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useAppSelector } from '../state/hooks';
import { isRightToLeft } from '../state/preferences';
import { loadLocales, type LanguageLocales } from './antdLocales';
import { i18n, activateLanguage } from './i18n';

export const primaryColor = '#3eafe4';

const DateLocaleContext = createContext<LanguageLocales['date'] | undefined>(undefined);
/** The date-fns locale of the current language. */
export const useDateLocale = () => useContext(DateLocaleContext);

export function LocaleProvider({ children }: { children: ReactNode }) {
  const language = useAppSelector((s) => s.preferences.language);
  const theme = useAppSelector((s) => s.preferences.theme);
  const [locales, setLocales] = useState<LanguageLocales | null>(null);
  const [ready, setReady] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void Promise.all([activateLanguage(language), loadLocales(language)]).then(([, loaded]) => {
      if (!current) return;
      setLocales(loaded);
      setReady(language);
      const html = document.documentElement;
      html.lang = language;
      html.dir = isRightToLeft(language) ? 'rtl' : 'ltr';
    });
    return () => {
      current = false;
    };
  }, [language]);

  if (!locales || !ready) return <Spin fullscreen />;
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider
        direction={isRightToLeft(language) ? 'rtl' : 'ltr'}
        locale={locales.antd}
        theme={{ algorithm: theme === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm, token: { colorPrimary: primaryColor } }}
      >
        <AntdApp>
          <DateLocaleContext.Provider value={locales.date}>{children}</DateLocaleContext.Provider>
        </AntdApp>
      </ConfigProvider>
    </I18nextProvider>
  );
}
