/**
 * The one locale provider: when the language changes, i18next, antd's locale and direction,
 * dayjs's locale (antd's date pickers) and `<html dir lang>` change together; the theme rides
 * along. (Dates formatted by the app itself: dateLocale.ts.)
 */
import { ConfigProvider, theme as antdTheme } from 'antd';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useAppSelector } from '../state/hooks';
import { isRightToLeft } from '../state/preferences';
import { loadAntdLocale } from './antdLocales';
import { themeConfig } from '../ui/theme';
import { activateLanguage, i18n } from './i18n';

export function LocaleProvider({ children }: { children: ReactNode }) {
  const language = useAppSelector((s) => s.preferences.language);
  const theme = useAppSelector((s) => s.preferences.theme);
  const [antdLocale, setAntdLocale] = useState<AntdLocale | null>(null);

  useEffect(() => {
    let current = true;
    void Promise.all([activateLanguage(language), loadAntdLocale(language)]).then(([, loaded]) => {
      if (!current) return;
      setAntdLocale(loaded);
      const html = document.documentElement;
      html.lang = language;
      html.dir = isRightToLeft(language) ? 'rtl' : 'ltr';
    });
    return () => {
      current = false;
    };
  }, [language]);

  // Nothing to show until the language's texts are in; the page is blank for that moment.
  if (!antdLocale) return null;
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider
        direction={isRightToLeft(language) ? 'rtl' : 'ltr'}
        locale={antdLocale}
        theme={themeConfig(theme, theme === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm)}
      >
        {children}
      </ConfigProvider>
    </I18nextProvider>
  );
}
