/**
 * The support page's WhatsApp tab (whatsapp/get-wa-user-meta-data for the customer's id): the
 * customer's WhatsApp numbers and their states, the messages left, the open onboarding and
 * postpaid requests, the business accounts, the rates per country, and what support may do:
 * sell a package (the postpaid page) or take the WhatsApp permission away (after a confirm; the
 * outcome is the status table's). Each part shows only to whoever may make its call.
 */
import { Alert, Button, Descriptions, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDeleteWhatsappPermissionMutation, useGetWaUserMetaDataQuery } from '../../../api/generated/whatsapp';
import { deleteWhatsappPermission, getWhatsappPhones, getWhatsappPostpaidUserDetails, getWhatsappProductRate } from '../../../../contract/access';
import { useFeatureTexts } from '../../../i18n/useFeatureTexts';
import { href } from '../../../router/paths';
import { confirm } from '../../../state/confirmModal';
import { useAppDispatch } from '../../../state/hooks';
import { useMayUse } from '../../../state/useMayUse';
import { PageLoading } from '../../../ui/PageLoading';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { WhatsAppAccounts } from './WhatsAppAccounts';
import { WhatsAppNumbers } from './WhatsAppNumbers';
import { WhatsAppRates } from './WhatsAppRates';
import './WhatsAppTags';

export function WhatsAppSection({ userId, username }: { userId: number; username: string }) {
  const { t } = useTranslation();
  // The number states' words are the WhatsApp area's.
  const textsReady = useFeatureTexts('whatsapp');
  const mayUse = useMayUse();
  const dispatch = useAppDispatch();
  const { number } = useNumberFormat();
  const { data, isLoading, isError } = useGetWaUserMetaDataQuery({ id: userId }, { refetchOnMountOrArgChange: true });
  const [removePermission, removing] = useDeleteWhatsappPermissionMutation();

  if (!textsReady || isLoading) return <PageLoading />;
  const standing = data?.data;
  if (isError || !standing) return <Result status="warning" title={t('customer.whatsApp.loadFailed')} />;

  const remove = async () => {
    const asked = await dispatch(confirm({ type: 'confirm', title: 'customer.whatsApp.removeTitle', message: 'customer.whatsApp.removeConfirm', messageValues: { username } }));
    if (asked !== true) return;
    await removePermission({ body: { userId } })
      .unwrap()
      .catch(() => undefined);
  };
  const yesNo = (value: boolean | undefined) => t(value ? 'customer.whatsApp.yes' : 'customer.whatsApp.no');

  return (
    <Flex vertical gap={16}>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'permission', label: t('customer.whatsApp.permission'), children: yesNo(standing.hasWhatsappPermission) },
          { key: 'credits', label: t('customer.whatsApp.creditsLeft'), children: number(standing.creditsLeft ?? 0) },
          { key: 'payment', label: t('customer.whatsApp.payment'), children: t(standing.isPostpaid ? 'customer.whatsApp.postpaid' : 'customer.whatsApp.prepaid') },
          { key: 'onboarding', label: t('customer.whatsApp.onboardingRequest'), children: yesNo(standing.hasOpenOnboardingRequest) },
        ]}
      />
      {standing.hasOpenPostpaidRequest && <Alert type="warning" showIcon title={t('customer.whatsApp.postpaidRequestOpen')} />}
      {standing.hasOpenOnboardingRequest && <Alert type="info" showIcon title={t('customer.whatsApp.onboardingRequestOpen')} />}
      <WhatsAppNumbers phones={standing.phones} />
      {mayUse(getWhatsappPhones) && <WhatsAppAccounts userId={userId} />}
      {mayUse(getWhatsappProductRate) && <WhatsAppRates userId={userId} />}
      <Flex gap={12} wrap>
        {mayUse(getWhatsappPostpaidUserDetails) && <Link to={href('whatsappPostpaidPurchase', { userId })}>{t('customer.whatsApp.sellPackage')}</Link>}
        {mayUse(deleteWhatsappPermission) && standing.hasWhatsappPermission && (
          <Button danger loading={removing.isLoading} onClick={() => void remove()}>
            {t('customer.whatsApp.removePermission')}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
