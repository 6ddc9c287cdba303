/**
 * antd's locale per language, loaded with the language, together with dayjs's: antd's date
 * pickers name months and days through dayjs, which knows only English until a locale is
 * loaded (Hebrew pickers showed English month names). Both switch in the one locale provider.
 */
import dayjs from 'dayjs';
import type { Locale as AntdLocale } from 'antd/es/locale';
import type { Language } from '../state/preferences';

async function antdLocaleOf(language: Language): Promise<AntdLocale> {
  switch (language) {
    case 'en':
      return (await import('antd/es/locale/en_US')).default;
    case 'ru':
      return (await import('antd/es/locale/ru_RU')).default;
    case 'ar':
      return withShortArabicDays((await import('antd/es/locale/ar_EG')).default);
    default:
      return (await import('antd/es/locale/he_IL')).default;
  }
}

/** Registers the language's dayjs locale (each file calls dayjs.locale's registry itself). */
async function loadDayjsLocale(language: Language): Promise<void> {
  switch (language) {
    case 'en':
      await import('dayjs/locale/en');
      return;
    case 'ru':
      await import('dayjs/locale/ru');
      return;
    case 'ar':
      await import('dayjs/locale/ar');
      return;
    default:
      await import('dayjs/locale/he');
  }
}

/**
 * antd's Arabic calendar heads its columns with whole day names ("الثلاثاء"), wider than a
 * day's 36 px cell, so they ran into each other; even the three-to-six-letter short forms
 * touched ("أربعاءخميسجمعة", measured in Chromium). Arabic calendars head days with one
 * letter each (dayjs's own weekdaysMin), Sunday first.
 */
export const shortArabicWeekDays = ['ح', 'ن', 'ث', 'ر', 'خ', 'ج', 'س'];

function withShortArabicDays(locale: AntdLocale): AntdLocale {
  const datePicker = locale.DatePicker;
  if (!datePicker) return locale;
  return { ...locale, DatePicker: { ...datePicker, lang: { ...datePicker.lang, shortWeekDays: shortArabicWeekDays } } };
}

export async function loadAntdLocale(language: Language): Promise<AntdLocale> {
  const [locale] = await Promise.all([antdLocaleOf(language), loadDayjsLocale(language)]);
  dayjs.locale(language);
  return locale;
}
