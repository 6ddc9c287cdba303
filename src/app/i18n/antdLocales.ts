/** antd's and date-fns's locale per language, loaded with the language. */
import type { Locale as AntdLocale } from 'antd/es/locale';
import type { Locale as DateLocale } from 'date-fns';
import type { Language } from '../state/preferences';

export interface LanguageLocales {
  antd: AntdLocale;
  date: DateLocale;
}

export async function loadLocales(language: Language): Promise<LanguageLocales> {
  switch (language) {
    case 'en': {
      const [antd, date] = await Promise.all([import('antd/es/locale/en_US'), import('date-fns/locale/en-GB')]);
      return { antd: antd.default, date: date.enGB };
    }
    case 'ru': {
      const [antd, date] = await Promise.all([import('antd/es/locale/ru_RU'), import('date-fns/locale/ru')]);
      return { antd: antd.default, date: date.ru };
    }
    case 'ar': {
      const [antd, date] = await Promise.all([import('antd/es/locale/ar_EG'), import('date-fns/locale/ar')]);
      return { antd: antd.default, date: date.ar };
    }
    default: {
      const [antd, date] = await Promise.all([import('antd/es/locale/he_IL'), import('date-fns/locale/he')]);
      return { antd: antd.default, date: date.he };
    }
  }
}
