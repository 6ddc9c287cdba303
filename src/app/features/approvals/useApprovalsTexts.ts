/** The approvals texts are not part of the core bundle; the page waits for them once. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ensureTexts } from '../../i18n/i18n';

export function useApprovalsTexts(): boolean {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(() => i18n.exists('approvals.page.campaignTitle'));
  useEffect(() => {
    let current = true;
    // main.approval.* are the outcome messages the base query shows after a decision.
    void ensureTexts(['approvals', 'main']).then(() => current && setReady(true));
    return () => {
      current = false;
    };
  }, [i18n.language]);
  return ready;
}
