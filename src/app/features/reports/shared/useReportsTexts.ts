/** The reports texts are not part of the core bundle; a report page waits for them once. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ensureTexts } from '../../../i18n/i18n';

export function useReportsTexts(): boolean {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(() => i18n.exists('reports.filters.title'));
  useEffect(() => {
    let current = true;
    void ensureTexts(['reports']).then(() => current && setReady(true));
    return () => {
      current = false;
    };
  }, [i18n.language]);
  return ready;
}
