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
import { activateLanguage, i18n } from './i18n';

export const primaryColor = '#3eafe4';

/**
 * The brand's light blue stays the primary colour, but white text on it reads at 2.5:1 and
 * it is too light for links on white; text on it and links get darker shades that pass
 * WCAG AA (6.8:1 and 5.5:1), and secondary and descriptive text are darkened from antd's 3.4:1.
 * Danger buttons' red (3.3:1) and placeholders (1.8:1) are darkened too, and a selected tab's
 * title and the menu's current section take the link shade instead of the light blue (2.3:1).
 */
const themeTokens = {
  light: {
    colorPrimary: primaryColor,
    colorTextLightSolid: '#06202e',
    colorLink: '#137099',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorError: '#c41d1f',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
  },
  dark: { colorPrimary: primaryColor, colorTextLightSolid: '#06202e', colorTextSecondary: 'rgba(255, 255, 255, 0.65)', colorTextDescription: 'rgba(255, 255, 255, 0.65)' },
};

const componentTokens = {
  light: {
    Tabs: { itemSelectedColor: '#137099', itemActiveColor: '#137099', itemHoverColor: '#137099', inkBarColor: '#137099' },
    Menu: { itemSelectedColor: '#137099', subMenuItemSelectedColor: '#137099', horizontalItemSelectedColor: '#137099', itemHoverColor: '#137099', horizontalItemHoverColor: '#137099' },
  },
  dark: {},
};

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
        theme={{ algorithm: theme === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm, token: themeTokens[theme], components: componentTokens[theme] }}
      >
        {children}
      </ConfigProvider>
    </I18nextProvider>
  );
}
