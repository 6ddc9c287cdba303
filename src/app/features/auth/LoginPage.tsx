/**
 * /login/:fromOldSystem? (section 2): signed-in users go on to /campaign; hosts whose name
 * starts with "sub" open the provider's main site instead; everyone else signs in here.
 */
import { LightNotice } from '../../ui/LightNotice';
import { PageLoading } from '../../ui/PageLoading';
import { TextSpan } from '../../ui/text';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { statusShownByPage } from '../../api/baseQuery';
import { useGetAppMetaDataQuery } from '../../api/generated/auth';
import { href } from '../../router/paths';
import { useAppSelector } from '../../state/hooks';
import { isSessionValid } from '../../state/session';
import { hostName, isSubHost, openSite } from './browserHost';
import { AuthCard } from './components/AuthCard';
import { SupportContact } from './components/SupportContact';
import './loginEndpoint';
import { LoginSteps } from './LoginSteps';

// The form shows attempts left, blocks and code answers itself; the recovery request too.
statusShownByPage('login', 'handleInactiveUser');

interface LoginLocationState {
  from?: string;
  /** A message another page left for the sign-in page, e.g. after a password change. */
  notice?: { key: string; type: 'success' | 'info' | 'warning' };
}

/** Only a path inside the app may be returned to. */
const safeReturnPath = (from: string | undefined): string => (from && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login') ? from : href('campaign'));

export default function LoginPage() {
  const { t, i18n } = useTranslation();
  const session = useAppSelector((s) => s.session);
  const location = useLocation();
  const state = (location.state ?? {}) as LoginLocationState;
  const { fromOldSystem } = useParams();
  const [query] = useSearchParams();
  const host = hostName();
  const subHost = isSubHost(host);
  const { data: meta, isLoading: brandLoading } = useGetAppMetaDataQuery({ body: { hostname: host } });
  const brand = meta?.data;
  const mainSite = subHost ? brand?.mainSiteUrl : undefined;

  useEffect(() => {
    if (mainSite) openSite(mainSite);
  }, [mainSite]);

  if (isSessionValid(session, Date.now())) return <Navigate to={safeReturnPath(state.from)} replace />;

  if (subHost && (brandLoading || mainSite)) {
    return (
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 16, paddingBlock: 96 }}>
        <PageLoading />
        <TextSpan>{t('auth.loginPage.openingMainSite')}</TextSpan>
      </div>
    );
  }

  // ?message=<key> comes from logout (e.g. after half an hour without activity).
  const messageKey = query.get('message');
  const message = messageKey && i18n.exists(messageKey) ? messageKey : null;

  return (
    <AuthCard title={t('auth.loginPage.title')} subtitle={t('auth.loginPage.subtitle')}>
      {message && <LightNotice type="warning" title={t(message)} style={{ marginBlockEnd: 16 }} />}
      {state.notice && i18n.exists(state.notice.key) && <LightNotice type={state.notice.type} title={t(state.notice.key)} style={{ marginBlockEnd: 16 }} />}
      <LoginSteps fromOldSystem={fromOldSystem} siteKey={brand?.siteKey} />
      <SupportContact phone={brand?.supportPhone} />
    </AuthCard>
  );
}
