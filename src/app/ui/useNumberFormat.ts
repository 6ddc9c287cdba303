/**
 * Numbers with the thousands separators of the chosen language. Digits stay Latin in Arabic
 * too, as balances and phone numbers are written in the product everywhere else.
 *
 * One pair of formatters per language for the whole app: an Intl.NumberFormat costs a lot to
 * make (the currency one most), and the composer alone draws dozens of components that format
 * numbers; made per component, they were a fifth of a second of a phone's first draw of /campaign.
 */
import { useAppSelector } from '../state/hooks';

export interface NumberFormat {
  number: (value: number) => string;
  shekels: (value: number) => string;
}

const formats = new Map<string, NumberFormat>();

export function numberFormatOf(language: string): NumberFormat {
  let format = formats.get(language);
  if (!format) {
    const numbers = new Intl.NumberFormat(`${language}-u-nu-latn`, { maximumFractionDigits: 2 });
    const shekels = new Intl.NumberFormat(`${language}-u-nu-latn`, { style: 'currency', currency: 'ILS' });
    format = { number: (value) => numbers.format(value), shekels: (value) => shekels.format(value) };
    formats.set(language, format);
  }
  return format;
}

export function useNumberFormat(): NumberFormat {
  return numberFormatOf(useAppSelector((s) => s.preferences.language));
}
