/**
 * Everything the shell shows only to a signed-in user: the bar with its menu, the credits
 * modal and the session clock. Loaded on sign-in, so /login stays light.
 */
import { useCallback, useState } from 'react';
import { CreditsModal } from './CreditsModal';
import type { MenuAction } from './menu';
import { SessionWatcher } from './SessionWatcher';
import { useOverseasRatesExport } from './useOverseasRatesExport';
import { useServiceModeChoice } from './useServiceModeChoice';
import { UserBar } from './UserBar';

export default function SignedInBar({ barShown }: { barShown: boolean }) {
  const [creditsOpen, setCreditsOpen] = useState(false);
  const chooseMode = useServiceModeChoice();
  const exportOverseasRates = useOverseasRatesExport();

  const onMenuAction = useCallback(
    (action: MenuAction) => {
      if (action === 'credits') setCreditsOpen(true);
      else if (action === 'newsletter') chooseMode('newsletter');
      else void exportOverseasRates();
    },
    [chooseMode, exportOverseasRates],
  );

  return (
    <>
      {barShown && <UserBar onMenuAction={onMenuAction} />}
      <CreditsModal open={creditsOpen} onClose={() => setCreditsOpen(false)} />
      <SessionWatcher />
    </>
  );
}
