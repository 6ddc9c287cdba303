/**
 * On /profile/{userId}, what the manager must act on beyond the user's fields: the open
 * recovery request of a frozen account (auth/handling-inactive-user), which making the user
 * active again settles, and, for an administrator allowed to (users/enforcement-user: x-access
 * admin, x-permission 52, asked of the one access rule), whether the user must accept the terms
 * of use again at its next sign-in.
 */
import { Alert, Card, Flex, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../../domain/permissions';
import { useEnforcementUserMutation, type SubUser } from '../../../api/generated/users';
import { useMomentText } from '../../../i18n/useMomentText';
import { canSee } from '../../../state/access';
import { useAppSelector } from '../../../state/hooks';
import { UserText } from '../../../ui/UserText';

function RecoveryRequestAlert({ request }: { request: NonNullable<SubUser['recoveryRequest']> }) {
  const { t } = useTranslation();
  const momentText = useMomentText();
  return (
    <Alert
      type="warning"
      showIcon
      title={t('users.standing.recovery.title')}
      description={
        <Flex vertical gap={4}>
          <span>{t('users.standing.recovery.requestedAt', { date: momentText(request.requestedAt) })}</span>
          {request.phone && (
            <span>
              {t('users.standing.recovery.phone')} <bdi dir="ltr">{request.phone}</bdi>
            </span>
          )}
          {request.comments && (
            <span>
              {t('users.standing.recovery.comments')} <UserText>{request.comments}</UserText>
            </span>
          )}
          <Typography.Text strong>{t('users.standing.recovery.hint')}</Typography.Text>
        </Flex>
      }
    />
  );
}

function TermsEnforcementSwitch({ userId, required }: { userId: number; required: boolean }) {
  const { t } = useTranslation();
  const [enforce, { isLoading }] = useEnforcementUserMutation();
  const label = t('users.standing.terms.label');
  return (
    <Card size="small">
      <Flex gap={12} align="center">
        {/* The base query says the outcome; the family rows are read again with the new state. */}
        <Switch aria-label={label} checked={required} loading={isLoading} onChange={(checked) => void enforce({ body: { userId, enforce: checked } }).catch(() => undefined)} />
        <Flex vertical>
          <Typography.Text>{label}</Typography.Text>
          <Typography.Text type="secondary">{t('users.standing.terms.help')}</Typography.Text>
        </Flex>
      </Flex>
    </Card>
  );
}

export function UserStanding({ userId, user }: { userId: number; user: SubUser }) {
  const signedIn = useAppSelector((s) => s.session.user);
  const mode = useAppSelector((s) => s.serviceMode.mode);
  const mayEnforceTerms = canSee({ user: signedIn, mode }, { access: 'admin', permission: Permission.enforceTerms });
  if (!user.recoveryRequest && !mayEnforceTerms) return null;
  return (
    <Flex vertical gap={12}>
      {user.recoveryRequest && <RecoveryRequestAlert request={user.recoveryRequest} />}
      {mayEnforceTerms && <TermsEnforcementSwitch userId={userId} required={user.termsRequired ?? false} />}
    </Flex>
  );
}
