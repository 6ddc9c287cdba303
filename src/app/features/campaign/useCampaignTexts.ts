/** The composer's texts are not part of the core bundle; the page waits for them once. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ensureTexts } from '../../i18n/i18n';

export function useCampaignTexts(): boolean {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(() => i18n.exists('campaign.page.title'));
  useEffect(() => {
    let current = true;
    // The send outcomes and error codes come from the campaigns and errors texts.
    void ensureTexts(['campaign', 'campaigns']).then(() => current && setReady(true));
    return () => {
      current = false;
    };
  }, [i18n.language]);
  return ready;
}
