/**
 * antd's ConfigProvider for the language and theme chosen: direction, antd's locale with
 * dayjs's (antd's date pickers), and the theme's tokens. Loaded with the first page that uses
 * antd (AntdScope), not with the sign-in page, which uses none. Until the first language's
 * locale is in, it shows the loading dots; a later switch keeps the previous locale on
 * screen until the new one arrives.
 */
import { ConfigProvider, theme as antdTheme } from 'antd';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAppSelector } from '../state/hooks';
import { isRightToLeft } from '../state/preferences';
import { PageLoading } from '../ui/PageLoading';
import { themeConfig } from '../ui/theme';
import { loadAntdLocale } from './antdLocales';
import { loadAntdStyles } from './antdStyles';

export default function AntdProvider({ children, fallback = <PageLoading /> }: { children: ReactNode; fallback?: ReactNode }) {
  const language = useAppSelector((s) => s.preferences.language);
  const theme = useAppSelector((s) => s.preferences.theme);
  const [loaded, setLoaded] = useState<{ language: string; locale: AntdLocale } | null>(null);
  // The same object while the theme stays: antd derives and hashes the whole token map again for a new one.
  const themed = useMemo(() => themeConfig(theme, theme === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm), [theme]);

  useEffect(() => {
    let current = true;
    // Nothing antd draws shows before its stylesheet is in (AntdScope asked for it first).
    void Promise.all([loadAntdLocale(language), loadAntdStyles()]).then(([locale]) => {
      if (current) setLoaded({ language, locale });
    });
    return () => {
      current = false;
    };
  }, [language]);

  if (!loaded) return fallback;
  return (
    <ConfigProvider
      direction={isRightToLeft(language) ? 'rtl' : 'ltr'}
      locale={loaded.locale}
      theme={themed}
    >
      {children}
    </ConfigProvider>
  );
}
