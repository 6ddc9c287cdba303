/**
 * "End everyone's sessions" on /users-management (issue 18; super-admin/kill-them-all): signs
 * out every signed-in user before maintenance. Shown only to whoever may make the call (its
 * x-access, the one access rule); it asks first, being destructive. The caller, system managers
 * and super-administrators stay signed in (the call's default): whoever does the maintenance
 * keeps working. The outcome, with how many sessions were ended, is the status table's
 * (superAdmin.sessions.allDisconnected with the answer's `disconnected`), toasted by the base query.
 */
import { LogoutOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { killThemAll } from '../../../contract/access';
import { mayCall } from '../../../domain/access';
import { useKillThemAllMutation } from '../../api/generated/superAdmin';
import { confirm } from '../../state/confirmModal';
import { useAppDispatch, useAppSelector } from '../../state/hooks';

export function EndAllSessions() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const caller = useAppSelector((s) => s.session.user);
  const [endAll, ending] = useKillThemAllMutation();

  if (!caller || !mayCall(killThemAll.access, caller)) return null;

  const run = async () => {
    const answer = await dispatch(
      confirm({ type: 'warning', title: 'management.endAllSessions.title', message: 'management.endAllSessions.confirm', okText: 'management.endAllSessions.ok' }),
    );
    if (answer !== true) return;
    // A refusal or failure was told by the base query.
    await endAll({ body: { includeSystemUsers: false } }).unwrap().catch(() => undefined);
  };

  return (
    <Button danger icon={<LogoutOutlined aria-hidden />} loading={ending.isLoading} onClick={() => void run()} style={{ alignSelf: 'flex-start' }}>
      {t('management.endAllSessions.button')}
    </Button>
  );
}
