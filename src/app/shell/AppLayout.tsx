/**
 * The layout route. A signed-out visitor gets the guest layout, drawn without antd (a light
 * page like /login loads none at all); a signed-in user the antd layout, loaded with antd's
 * provider (AntdScope), an empty frame with loading dots showing meanwhile. The document's
 * title is the brand's.
 */
import { lazy, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { AntdScope } from '../i18n/AntdScope';
import { isLightPath } from '../router/routes';
import { useAppSelector } from '../state/hooks';
import { isSessionValid } from '../state/session';
import { PageLoading } from '../ui/PageLoading';
import { useBrand } from '../ui/useBrand';
import { EmptyBar, GuestLayout, LightFrame } from './GuestLayout';
import { useAppBarShown } from './useAppBarShown';

const SignedInLayout = lazy(() => import('./SignedInLayout'));

function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

/** `bare`: the layout of the pages shown without the app bar (the route table's `bare`). */
export function AppLayout({ bare = false }: { bare?: boolean }) {
  const brand = useBrand();
  const signedIn = useAppSelector((s) => isSessionValid(s.session, Date.now()));
  const { pathname } = useLocation();
  const barShown = useAppBarShown(bare);
  useDocumentTitle(brand?.logoName);
  if (!signedIn) return <GuestLayout bare={bare} light={isLightPath(pathname)} />;
  return (
    <AntdScope fallback={<LightFrame bar={barShown && <EmptyBar />}>{<PageLoading />}</LightFrame>}>
      <SignedInLayout bare={bare} />
    </AntdScope>
  );
}
