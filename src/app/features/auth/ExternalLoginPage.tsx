/**
 * /external-login?theme=&token=&ipToken= — opened in a new window from a sub-user site
 * (section 2): sign in with the one-time token, take the theme and the browser's IP token,
 * then go to /campaign.
 */
import { Flex, Result, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { statusShownByPage } from '../../api/baseQuery';
import { useExternalLoginMutation } from '../../api/generated/auth';
import { statusMessageFor } from '../../api/statusMessages';
import { href } from '../../router/paths';
import { useAppDispatch } from '../../state/hooks';
import { themeChosen, type Theme } from '../../state/preferences';
import { saveIpToken } from './ipToken';
import { useCompleteSignIn } from './useCompleteSignIn';
import { ExternalLogin } from '../../../contract/statusCodes';

// A failed link is explained on this page, with the way back to the sign-in form.
statusShownByPage('externalLogin');

const themeOf = (value: string | null): Theme | undefined => (value === 'light' || value === 'dark' ? value : undefined);

/** Why the sign-in did not happen: an i18n key. */
function failureKey(status: string): string {
  if (status === 'missingToken') return 'auth.external.missingToken';
  return statusMessageFor('externalLogin', status)?.key ?? 'auth.external.failed';
}

export default function ExternalLoginPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const [externalLogin] = useExternalLoginMutation();
  const completeSignIn = useCompleteSignIn();
  const token = query.get('token');
  const [failure, setFailure] = useState<string | null>(token ? null : 'missingToken');
  // The one-time token must be spent once, also when effects run twice in development.
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    const theme = themeOf(query.get('theme'));
    const ipToken = query.get('ipToken') ?? undefined;
    void (async () => {
      try {
        const answer = await externalLogin({ body: { token, ipToken, theme } }).unwrap();
        const data = answer.data ?? {};
        const status = String(data.status ?? '');
        if (status !== ExternalLogin.signedIn) {
          setFailure(status || 'failed');
          return;
        }
        if (theme) dispatch(themeChosen(theme));
        if (ipToken) saveIpToken(ipToken);
        if (await completeSignIn({ ...data, currentUser: data.currentUser ?? answer.currentUser }, false)) navigate(href('campaign'), { replace: true });
        else setFailure('failed');
      } catch {
        setFailure('failed');
      }
    })();
  }, [token, query, externalLogin, completeSignIn, dispatch, navigate]);

  if (failure) {
    return (
      <Result
        status="error"
        title={t('auth.external.failedTitle')}
        subTitle={t(failureKey(failure))}
        extra={
          <Link to={href('login')} replace>
            {t('auth.external.goToSignIn')}
          </Link>
        }
      />
    );
  }
  return (
    <Flex vertical align="center" gap={16} style={{ paddingBlock: 96 }}>
      <Spin size="large" />
      <Typography.Text>{t('auth.external.signingIn')}</Typography.Text>
    </Flex>
  );
}
