/**
 * The layout of a signed-out visitor: the guest bar, the page, the footer and the help dial,
 * drawn without antd so the first visit (/login) does not download it. A page that uses antd
 * (every one but the route table's `light` ones) renders inside AntdScope, which loads it
 * then; a first message or confirmation loads antd's hosts when one comes.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { AntdScope } from '../i18n/AntdScope';
import { useAppSelector } from '../state/hooks';
import { useThemeTokens } from '../ui/themeTokens';
import { barStyle } from './barStyle';
import { Footer } from './Footer';
import { GuestBar } from './GuestBar';
import { HelpDial } from './HelpDial';
import { useAppBarShown } from './useAppBarShown';

const ConfirmModalHost = lazy(() => import('../ui/ConfirmModalHost').then((m) => ({ default: m.ConfirmModalHost })));
const NotificationHost = lazy(() => import('../ui/NotificationHost').then((m) => ({ default: m.NotificationHost })));

interface GuestLayoutProps {
  bare?: boolean;
  /** The page draws without antd (the route table's `light`). */
  light?: boolean;
}

/** The page's frame without antd: background, fonts, and the bar, footer and dial given. */
export function LightFrame({ bar, children, foot }: { bar: ReactNode; children: ReactNode; foot?: ReactNode }) {
  const tokens = useThemeTokens();
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100vh',
        background: tokens.colorBgLayout,
        color: tokens.colorText,
        fontFamily: tokens.fontFamily,
        fontSize: tokens.fontSize,
        lineHeight: tokens.lineHeight,
      }}
    >
      {bar}
      <main style={{ flex: 'auto' }}>{children}</main>
      {foot}
    </div>
  );
}

/** The bar's empty frame, for a signed-in user waiting for the antd layout: no guest bar flashes by. */
export function EmptyBar() {
  const tokens = useThemeTokens();
  return <div aria-hidden style={barStyle(tokens)} />;
}

export function GuestLayout({ bare = false, light = false }: GuestLayoutProps) {
  const barShown = useAppBarShown(bare);
  const confirmNeeded = useAppSelector((s) => s.confirmModal.options !== null);
  const notificationsNeeded = useAppSelector((s) => s.notifications.items.length > 0);
  return (
    <LightFrame
      bar={barShown && <GuestBar />}
      foot={
        barShown && (
          <>
            <Footer />
            <HelpDial />
          </>
        )
      }
    >
      {light ? <Outlet /> : <AntdScope>{<Outlet />}</AntdScope>}
      {(confirmNeeded || notificationsNeeded) && (
        <AntdScope fallback={null}>
          <Suspense fallback={null}>
            {confirmNeeded && <ConfirmModalHost />}
            {notificationsNeeded && <NotificationHost />}
          </Suspense>
        </AntdScope>
      )}
    </LightFrame>
  );
}
