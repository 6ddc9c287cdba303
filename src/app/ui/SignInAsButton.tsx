/**
 * "Sign in as this user" for whoever may (an administrator with permission 50, the system
 * groups: the contract's x-access and x-permission of main/login-admin-to-sub, asked of the one
 * access rule). The administrator comes back through the banner every page then shows.
 * Shared by the family page (/profile/:userId) and the support page (/user-profile/:userId);
 * its label is the users texts' (users.page.signInAs), which both pages load.
 */
import { LoginOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mayCall } from '../../domain/access';
import { useAppDispatch, useAppSelector } from '../state/hooks';
import { signInAs } from '../state/signInAs';
import { loginAdminToSub } from '../../contract/access';

export function SignInAsButton({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const viewer = useAppSelector((s) => s.session.user);
  const [busy, setBusy] = useState(false);
  if (!viewer || viewer.userId === userId || !mayCall(loginAdminToSub.access, viewer, loginAdminToSub.permission)) return null;
  const go = async () => {
    setBusy(true);
    try {
      await dispatch(signInAs(userId));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<LoginOutlined aria-hidden />} loading={busy} onClick={() => void go()} style={{ alignSelf: 'flex-start' }}>
      {t('users.page.signInAs')}
    </Button>
  );
}
