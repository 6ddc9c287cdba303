/**
 * The layout route: the app bar (guest or signed-in), the page, the service-mode bar, the
 * help dial and the footer, plus the hosts that serve every page (confirm modal,
 * notifications, session clock). The bar is left out on bare routes, for brands that hide
 * it, and with ?hide=1.
 */
import { Layout } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { Outlet, useMatches, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../state/hooks';
import { isSessionValid } from '../state/session';
import { ConfirmModalHost } from './ConfirmModalHost';
import { CreditsModal } from './CreditsModal';
import { Footer } from './Footer';
import { GuestBar } from './GuestBar';
import { HelpDial } from './HelpDial';
import type { MenuAction } from './menu';
import { NotificationHost } from './NotificationHost';
import { bottomBarHeight, ServiceModeBar, sideRailWidth } from './ServiceModeBar';
import { SessionWatcher } from './SessionWatcher';
import { useBrand } from './useBrand';
import { useOverseasRatesExport } from './useOverseasRatesExport';
import { useScreens } from './useScreens';
import { useServiceModeChoice } from './useServiceModeChoice';
import { UserBar } from './UserBar';

const isBare = (handle: unknown): boolean => typeof handle === 'object' && handle !== null && (handle as { bare?: unknown }).bare === true;

/** Whether this page shows the app bar (and with it the shell around the page). */
export function useAppBarShown(): boolean {
  const matches = useMatches();
  const [search] = useSearchParams();
  const brand = useBrand();
  return !(matches.some((match) => isBare(match.handle)) || brand?.hideAppBar || search.get('hide') === '1');
}

function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

export function AppLayout() {
  const brand = useBrand();
  const barShown = useAppBarShown();
  const signedIn = useAppSelector((s) => isSessionValid(s.session, Date.now()));
  const { large } = useScreens();
  const [creditsOpen, setCreditsOpen] = useState(false);
  const chooseMode = useServiceModeChoice();
  const exportOverseasRates = useOverseasRatesExport();
  useDocumentTitle(brand?.logoName);

  const onMenuAction = useCallback(
    (action: MenuAction) => {
      if (action === 'credits') setCreditsOpen(true);
      else if (action === 'newsletter') chooseMode('newsletter');
      else void exportOverseasRates();
    },
    [chooseMode, exportOverseasRates],
  );

  const modeBar = barShown && signedIn;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      {barShown && (signedIn ? <UserBar onMenuAction={onMenuAction} /> : <GuestBar />)}
      <Layout.Content
        style={{
          // Room for the service-mode bar, so it never covers the page.
          paddingBlockEnd: modeBar && !large ? bottomBarHeight : undefined,
          paddingInlineEnd: modeBar && large ? sideRailWidth : undefined,
        }}
      >
        <Outlet />
      </Layout.Content>
      {barShown && <Footer />}
      {modeBar && <ServiceModeBar />}
      {barShown && <HelpDial raised={modeBar && !large ? bottomBarHeight : 0} />}
      {signedIn && <CreditsModal open={creditsOpen} onClose={() => setCreditsOpen(false)} />}
      <ConfirmModalHost />
      <NotificationHost />
      <SessionWatcher />
    </Layout>
  );
}
