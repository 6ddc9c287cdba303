/**
 * A signed-in user's layout, in antd (inside AntdScope, see AppLayout): the signed-in bar, the
 * page, the service-mode bar, the help dial and the footer, plus the hosts that serve every
 * page (confirm modal, notifications, session clock). A host loads when first needed.
 */
import { Layout } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useAppSelector } from '../state/hooks';
import { ApprovalRulesGate } from './ApprovalRulesGate';
import { Footer } from './Footer';
import { HelpDial } from './HelpDial';
import { SignedInAsBanner } from './SignedInAsBanner';
import { bottomBarHeight, sideRailWidth } from './layoutSizes';
import { useAppBarShown } from './useAppBarShown';
import { useEventStream } from './useEventStream';
import { useScreens } from './useScreens';

const SignedInBar = lazy(() => import('./SignedInBar'));
const ServiceModeBar = lazy(() => import('./ServiceModeBar').then((m) => ({ default: m.ServiceModeBar })));
const ConfirmModalHost = lazy(() => import('../ui/ConfirmModalHost').then((m) => ({ default: m.ConfirmModalHost })));
const NotificationHost = lazy(() => import('../ui/NotificationHost').then((m) => ({ default: m.NotificationHost })));

/** True from the first time `condition` holds: a host, once loaded, stays mounted. */
function useOnceTrue(condition: boolean): boolean {
  const [held, setHeld] = useState(condition);
  useEffect(() => {
    if (condition) setHeld(true);
  }, [condition]);
  return held || condition;
}

/**
 * While the page is still loading, its area fills the screen, so the footer waits below it:
 * otherwise the footer shows at the screen's foot and jumps away as the page draws (a layout
 * shift, which Lighthouse counts on every signed-in page).
 */
const loadingFillsScreen = '.app-content:has([data-page-loading]) { min-height: 100vh; }';

export default function SignedInLayout({ bare = false }: { bare?: boolean }) {
  const barShown = useAppBarShown(bare);
  const confirmNeeded = useOnceTrue(useAppSelector((s) => s.confirmModal.options !== null));
  const notificationsNeeded = useOnceTrue(useAppSelector((s) => s.notifications.items.length > 0));
  const { large } = useScreens();
  // Live notifications (replies, a campaign sent) while the user is signed in.
  useEventStream();

  const modeBar = barShown;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Suspense fallback={null}>
        <SignedInBar barShown={barShown} />
      </Suspense>
      <style>{loadingFillsScreen}</style>
      <Layout.Content
        className="app-content"
        style={{
          // Room for the service-mode bar, so it never covers the page.
          paddingBlockEnd: modeBar && !large ? bottomBarHeight : undefined,
          paddingInlineEnd: modeBar && large ? sideRailWidth : undefined,
        }}
      >
        <SignedInAsBanner />
        <Outlet />
      </Layout.Content>
      {barShown && <Footer />}
      <Suspense fallback={null}>
        {modeBar && <ServiceModeBar />}
        {barShown && <HelpDial raised={modeBar && !large ? bottomBarHeight : 0} />}
        {confirmNeeded && <ConfirmModalHost />}
        {notificationsNeeded && <NotificationHost />}
      </Suspense>
      <ApprovalRulesGate />
    </Layout>
  );
}
