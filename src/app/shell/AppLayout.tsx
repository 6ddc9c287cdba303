/**
 * The layout route: the app bar (guest or signed-in), the page, the service-mode bar, the
 * help dial and the footer, plus the hosts that serve every page (confirm modal,
 * notifications, session clock). The bar is left out on bare routes, for brands that hide
 * it, and with ?hide=1. What only a signed-in user or a first message needs loads when it
 * is first needed, so the sign-in page stays light.
 */
import { Layout } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../state/hooks';
import { isSessionValid } from '../state/session';
import { Footer } from './Footer';
import { GuestBar } from './GuestBar';
import { bottomBarHeight, sideRailWidth } from './layoutSizes';
import { useBrand } from '../ui/useBrand';
import { useScreens } from './useScreens';

const SignedInBar = lazy(() => import('./SignedInBar'));
const ServiceModeBar = lazy(() => import('./ServiceModeBar').then((m) => ({ default: m.ServiceModeBar })));
const HelpDial = lazy(() => import('./HelpDial').then((m) => ({ default: m.HelpDial })));
const ConfirmModalHost = lazy(() => import('../ui/ConfirmModalHost').then((m) => ({ default: m.ConfirmModalHost })));
const NotificationHost = lazy(() => import('../ui/NotificationHost').then((m) => ({ default: m.NotificationHost })));

/** Whether this page shows the app bar (and with it the shell around the page). */
export function useAppBarShown(bare: boolean): boolean {
  const [search] = useSearchParams();
  const brand = useBrand();
  return !(bare || brand?.hideAppBar || search.get('hide') === '1');
}

function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

/** True from the first time `condition` holds: a host, once loaded, stays mounted. */
function useOnceTrue(condition: boolean): boolean {
  const [held, setHeld] = useState(condition);
  useEffect(() => {
    if (condition) setHeld(true);
  }, [condition]);
  return held || condition;
}

/** `bare`: the layout of the pages shown without the app bar (the route table's `bare`). */
export function AppLayout({ bare = false }: { bare?: boolean }) {
  const brand = useBrand();
  const barShown = useAppBarShown(bare);
  const signedIn = useAppSelector((s) => isSessionValid(s.session, Date.now()));
  const confirmNeeded = useOnceTrue(useAppSelector((s) => s.confirmModal.options !== null));
  const notificationsNeeded = useOnceTrue(useAppSelector((s) => s.notifications.items.length > 0));
  const { large } = useScreens();
  useDocumentTitle(brand?.logoName);

  const modeBar = barShown && signedIn;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      {barShown && !signedIn && <GuestBar />}
      {signedIn && (
        <Suspense fallback={null}>
          <SignedInBar barShown={barShown} />
        </Suspense>
      )}
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
      <Suspense fallback={null}>
        {modeBar && <ServiceModeBar />}
        {barShown && <HelpDial raised={modeBar && !large ? bottomBarHeight : 0} />}
        {confirmNeeded && <ConfirmModalHost />}
        {notificationsNeeded && <NotificationHost />}
      </Suspense>
    </Layout>
  );
}
