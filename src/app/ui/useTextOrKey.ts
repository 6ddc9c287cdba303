/**
 * Modals and toasts receive either an i18n key or a text the server already worded; a key
 * is translated, anything else is shown as it came.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export type TextValues = Record<string, string | number>;

export function useTextOrKey(): (textOrKey: string, values?: TextValues) => string {
  const { t, i18n } = useTranslation();
  return useCallback((textOrKey: string, values?: TextValues) => (i18n.exists(textOrKey) ? t(textOrKey, values) : textOrKey), [t, i18n]);
}
