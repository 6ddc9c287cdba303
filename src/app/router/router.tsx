/**
 * The router: every path of the table, each behind the same guard, pages loaded lazily per
 * feature, inside the shell's layout.
 *
 * Declarative routes (BrowserRouter), not a data router (createBrowserRouter): the app loads
 * its data through RTK Query, never through loaders or actions, and the data router's engine
 * weighed 16 KiB gzip of the JavaScript every first visit downloads (30.1 against 13.8 KiB for
 * react-router, measured alone). What the data router gave (a route's `handle`, read to hide
 * the app bar) is the layout route's own `bare` prop instead.
 */
import { lazy, startTransition, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { BrowserRouter, Navigate, Outlet, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { useGetAppMetaDataQuery } from '../api/generated/auth';
import { AppLayout } from '../shell/AppLayout';
import { PageLoading } from '../ui/PageLoading';
import { useAppSelector } from '../state/hooks';
import { isSessionValid } from '../state/session';
import { approvalRulesFlag, redirectFor } from './guards';
import { setNavigate } from './navigation';
import { href, paths } from './paths';
import { loadedPageOf, loadPage, routes, type RouteEntry } from './routes';

const NotFoundPage = lazy(() => import('../features/public/NotFoundPage'));

/**
 * Each page's component, chosen once per route at its first render: the module itself when its
 * code is already in (the page of the address opened, fetched at boot), so it renders in that
 * same pass; a lazy one otherwise. A lazy page suspends even when its code has arrived, which
 * drew the loading dots first and the page in a second render (later largest paint on a phone).
 * Chosen once, so the component's type never changes under a mounted page.
 */
const pages = new Map<string, ComponentType>();
function pageOf(route: RouteEntry): ComponentType | undefined {
  if (!route.page) return undefined;
  let Page = pages.get(route.name);
  if (!Page) {
    Page = loadedPageOf(route.name)?.default ?? lazy(() => loadPage(route));
    pages.set(route.name, Page);
  }
  return Page;
}

function useViewer() {
  const session = useAppSelector((s) => s.session);
  const mode = useAppSelector((s) => s.serviceMode.mode);
  const { data } = useGetAppMetaDataQuery({ body: { hostname: window.location.hostname } });
  const user = isSessionValid(session, Date.now()) ? session.user : null;
  return { user, mode, rules: data?.data?.routeRules };
}

function Guarded({ route }: { route: RouteEntry }) {
  const viewer = useViewer();
  const location = useLocation();
  const approvalRulesRequired = localStorage.getItem(approvalRulesFlag) === '1';
  // Who opened this page. When the session changes hands (sign in as a user, return from it), the
  // switch navigates on by itself, and the navigation, a transition, lands after the new user is
  // seen here: the page being left is not judged for that user (it would send it to 403 instead).
  const openedBy = useRef(viewer.user?.userId);
  const target = redirectFor({ viewer, route, pathname: location.pathname, approvalRulesRequired });
  if (target === href('forbidden') && viewer.user && openedBy.current !== undefined && openedBy.current !== viewer.user.userId) return null;
  if (target) return <Navigate to={target} replace state={{ from: location.pathname }} />;
  const Page = pageOf(route) ?? NotFoundPage;
  return <Page />;
}

function RootRedirect() {
  const { user } = useViewer();
  return <Navigate to={user ? href('campaign') : href('login')} replace />;
}

/** Lets code outside React (base query, logout) navigate through the router. */
function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigate((path, options) => navigate(path, options));
  }, [navigate]);
  return <Outlet />;
}

const fallback = <PageLoading />;

function routeElement(route: RouteEntry) {
  return (
    <Route
      key={route.name}
      path={paths[route.name]}
      element={
        <Suspense fallback={fallback}>
          <Guarded route={route} />
        </Suspense>
      }
    />
  );
}

/** Every route of the table, bare ones inside a layout without the app bar. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<NavigationBridge />}>
        <Route element={<AppLayout bare />}>{routes.filter((route) => route.bare).map(routeElement)}</Route>
        <Route element={<AppLayout />}>
          <Route path={paths.home} element={<RootRedirect />} />
          {routes.filter((route) => !route.bare).map(routeElement)}
          <Route
            path="*"
            element={
              <Suspense fallback={fallback}>
                <NotFoundPage />
              </Suspense>
            }
          />
        </Route>
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  // The texts arrive in an ordinary update, which React renders in one piece; the shell and the
  // page are the app's biggest render, so they follow as a transition, in slices that leave the
  // browser free in between (a phone's total blocking time). Nothing was on screen before either.
  const [started, setStarted] = useState(false);
  useEffect(() => {
    startTransition(() => setStarted(true));
  }, []);
  return started ? (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  ) : null;
}
