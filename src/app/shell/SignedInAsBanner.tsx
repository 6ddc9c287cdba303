/**
 * While an administrator works as another user (main/login-admin-to-sub), every page says so
 * and offers the way back: the other user's session is ended on the server and the
 * administrator's own session comes back, on the page it was when it left.
 */
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { apiBaseUrl } from '../api/apiBaseUrl';
import { useAppDispatch, useAppSelector } from '../state/hooks';
import { returnedToOwnSession } from '../state/session';
import { fullNameOf } from './fullName';

export function SignedInAsBanner() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector((s) => s.session.user);
  const token = useAppSelector((s) => s.session.token);
  const own = useAppSelector((s) => s.session.returnTo);
  if (!own?.user || !user) return null;

  const back = () => {
    // The borrowed session ends where it was opened; the administrator's own is untouched:
    // without credentials the answer's cookie-clearing header is not applied to its cookie.
    void fetch(`${apiBaseUrl}/auth/logout`, { method: 'POST', credentials: 'omit', headers: { authorization: `Bearer ${token}` } }).catch(() => undefined);
    dispatch(returnedToOwnSession());
    navigate('/users-management', { replace: true });
  };

  return (
    <Alert
      type="warning"
      banner
      showIcon
      title={t('shell.signedInAs.banner', { name: `${fullNameOf(user)} (${user.userName ?? ''})`, own: fullNameOf(own.user) })}
      action={
        <Button size="small" onClick={back}>
          {t('shell.signedInAs.back')}
        </Button>
      }
    />
  );
}
