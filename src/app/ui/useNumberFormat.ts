/**
 * Numbers with the thousands separators of the chosen language. Digits stay Latin in Arabic
 * too, as balances and phone numbers are written in the product everywhere else.
 */
import { useMemo } from 'react';
import { useAppSelector } from '../state/hooks';

export function useNumberFormat() {
  const language = useAppSelector((s) => s.preferences.language);
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(`${language}-u-nu-latn`, { maximumFractionDigits: 2 });
    const shekels = new Intl.NumberFormat(`${language}-u-nu-latn`, { style: 'currency', currency: 'ILS' });
    return { number: (value: number) => numbers.format(value), shekels: (value: number) => shekels.format(value) };
  }, [language]);
}
