/**
 * A feature's texts are not part of the core bundle: its page waits for them once, and they
 * load again when the language changes. `alsoLoad` are texts the page needs only later (the
 * outcome messages the base query shows after an action), so the first paint does not wait
 * for them.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ensureTexts, type LocaleFeature } from './i18n';

export function useFeatureTexts(feature: LocaleFeature, ...alsoLoad: LocaleFeature[]): boolean {
  const { i18n } = useTranslation();
  // A feature file is one subtree of the resources, so the subtree is there once the file is.
  const [ready, setReady] = useState(() => i18n.exists(feature));
  const features = [feature, ...alsoLoad].join(' ');
  useEffect(() => {
    let current = true;
    void ensureTexts(features.split(' ')).then(() => current && setReady(true));
    return () => {
      current = false;
    };
  }, [i18n.language, features]);
  return ready;
}
