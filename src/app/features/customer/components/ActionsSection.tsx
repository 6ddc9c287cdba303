/**
 * What support does to a customer's access: unblock (also a user locked by failed sign-ins),
 * block fully or lift the block, stop or resume its campaigns, end its sessions, set its
 * password validity, require it to accept the terms of use again, sell it a package (or approve
 * its postpaid request), open or test its card-payment page, sign in as it. Each shows only to whoever may make its call (the call's
 * x-access, the one access rule); the destructive ones ask first. Outcomes are the status
 * table's, toasted by the base query; the page's details and history refresh.
 */
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  useAssignBlockMutation,
  useKillUserMutation,
  useStartOrStopCampaignMutation,
  useUnblockUserMutation,
  type SuperAdminCustomer,
} from '../../../api/generated/superAdmin';
import { useEnforcementUserMutation } from '../../../api/generated/users';
import { confirm } from '../../../state/confirmModal';
import { useAppDispatch } from '../../../state/hooks';
import { SignInAsButton } from '../../../ui/SignInAsButton';
import { assignBlock, enforcementUser, killUser, prepaidToPup, startOrStopCampaign, unblockUser, updatePasswordValidity } from '../../../../contract/access';
import { historyChanged } from '../customerApi';
import { useMayUse } from '../../../state/useMayUse';
import { CardPaymentPage } from './CardPaymentPage';
import { PackageSale } from './PackageSale';
import { PasswordValidity } from './PasswordValidity';

export function ActionsSection({ customer }: { customer: SuperAdminCustomer }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const mayUse = useMayUse();
  const [unblock, unblocking] = useUnblockUserMutation();
  const [setBlock, blocking] = useAssignBlockMutation();
  const [stopOrStart, stopping] = useStartOrStopCampaignMutation();
  const [kill, killing] = useKillUserMutation();
  const [enforceTerms, enforcing] = useEnforcementUserMutation();
  const userId = customer.userId;
  const messageValues = { username: customer.username };

  /** Runs an action after the person confirms it (when it asks). */
  const act = async (run: () => Promise<unknown>, ask?: { title: string; message: string }) => {
    if (ask && (await dispatch(confirm({ type: 'confirm', ...ask, messageValues }))) !== true) return;
    await run().catch(() => undefined);
  };

  return (
    <Flex vertical gap={24}>
      <Flex gap={8} wrap>
        {customer.blocked && mayUse(unblockUser) && (
          <Button type="primary" loading={unblocking.isLoading} onClick={() => void act(() => unblock({ body: { userId } }).unwrap())}>
            {t('customer.actions.unblock')}
          </Button>
        )}
        {customer.blocked && !mayUse(unblockUser) && mayUse(assignBlock) && (
          <Button loading={blocking.isLoading} onClick={() => void act(() => setBlock({ body: { userIds: [userId], blocked: false } }).unwrap())}>
            {t('customer.actions.liftBlock')}
          </Button>
        )}
        {!customer.blocked && mayUse(assignBlock) && (
          <Button
            danger
            loading={blocking.isLoading}
            onClick={() =>
              void act(() => setBlock({ body: { userIds: [userId], blocked: true } }).unwrap(), { title: 'customer.actions.blockTitle', message: 'customer.actions.blockConfirm' })
            }
          >
            {t('customer.actions.block')}
          </Button>
        )}
        {mayUse(startOrStopCampaign) &&
          (customer.campaignsBlocked ? (
            <Button loading={stopping.isLoading} onClick={() => void act(() => stopOrStart({ body: { userId, action: 'start' } }).unwrap())}>
              {t('customer.actions.resumeCampaigns')}
            </Button>
          ) : (
            <Button
              danger
              loading={stopping.isLoading}
              onClick={() =>
                void act(() => stopOrStart({ body: { userId, action: 'stop', blockNewCampaigns: true } }).unwrap(), {
                  title: 'customer.actions.stopTitle',
                  message: 'customer.actions.stopConfirm',
                })
              }
            >
              {t('customer.actions.stopCampaigns')}
            </Button>
          ))}
        {mayUse(killUser) && (
          <Button
            danger
            loading={killing.isLoading}
            onClick={() => void act(() => kill({ body: { userId } }).unwrap(), { title: 'customer.actions.endSessionsTitle', message: 'customer.actions.endSessionsConfirm' })}
          >
            {t('customer.actions.endSessions')}
          </Button>
        )}
        {mayUse(enforcementUser) && (
          <Button
            loading={enforcing.isLoading}
            onClick={() =>
              void act(() => enforceTerms({ body: { userId, enforce: true } }).unwrap().then(() => dispatch(historyChanged(userId))), { title: 'customer.actions.enforceTermsTitle', message: 'customer.actions.enforceTermsConfirm' })
            }
          >
            {t('customer.actions.enforceTerms')}
          </Button>
        )}
        <SignInAsButton userId={userId} />
      </Flex>
      {mayUse(updatePasswordValidity) && <PasswordValidity customer={customer} />}
      {mayUse(prepaidToPup) && <PackageSale customer={customer} />}
      <CardPaymentPage customer={customer} />
    </Flex>
  );
}
