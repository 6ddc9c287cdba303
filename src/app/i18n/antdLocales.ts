/** antd's locale per language, loaded with the language. */
import type { Locale as AntdLocale } from 'antd/es/locale';
import type { Language } from '../state/preferences';

export async function loadAntdLocale(language: Language): Promise<AntdLocale> {
  switch (language) {
    case 'en':
      return (await import('antd/es/locale/en_US')).default;
    case 'ru':
      return (await import('antd/es/locale/ru_RU')).default;
    case 'ar':
      return (await import('antd/es/locale/ar_EG')).default;
    default:
      return (await import('antd/es/locale/he_IL')).default;
  }
}
