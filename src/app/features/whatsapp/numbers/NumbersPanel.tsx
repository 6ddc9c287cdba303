/**
 * The account's WhatsApp numbers (get-user-meta-data) with their state (section 4), and what
 * can be done with each: verify, create the business account, edit the business profile,
 * delete the account. Below: register another number, or fill in the onboarding form.
 */
import { Button, Card, Flex, Popconfirm, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWhatsappDeleteAccountMutation, type WhatsAppPhoneState } from '../../../api/generated/whatsapp';
import { WhatsAppStateTag } from '../../../ui/WhatsAppStateTag';
import { OnboardingForm } from '../onboarding/OnboardingForm';
import { BusinessProfile } from './BusinessProfile';
import { CreateAccount } from './CreateAccount';
import { RegisterNumber } from './RegisterNumber';
import { VerifyNumber } from './VerifyNumber';

type Action = { kind: 'verify' | 'createAccount' | 'profile'; phone: string } | { kind: 'register' | 'onboarding' };

/** States before the number proved it is the customer's. */
const needsVerification = new Set<WhatsAppPhoneState['state']>(['automaticVerification', 'customerTriedSetup', 'verificationRequestSent']);

export function NumbersPanel({ phones, hasOpenOnboardingRequest }: { phones: WhatsAppPhoneState[]; hasOpenOnboardingRequest?: boolean }) {
  const { t } = useTranslation();
  const [action, setAction] = useState<Action | null>(null);
  const [remove, removing] = useWhatsappDeleteAccountMutation();
  const close = () => setAction(null);

  const columns: TableColumnsType<WhatsAppPhoneState> = [
    { key: 'phone', title: t('whatsapp.numbers.phone'), render: (_, r) => <span dir="ltr">{r.phone}</span> },
    { key: 'state', title: t('whatsapp.numbers.state'), render: (_, r) => <WhatsAppStateTag state={r.state} /> },
    { key: 'kind', title: t('whatsapp.numbers.kind'), render: (_, r) => t(r.isPoolNumber ? 'whatsapp.numbers.poolNumber' : 'whatsapp.numbers.ownNumber') },
    {
      key: 'actions',
      title: '',
      render: (_, r) => (
        <Flex gap={8} wrap>
          {needsVerification.has(r.state) && <Button size="small" onClick={() => setAction({ kind: 'verify', phone: r.phone })}>{t('whatsapp.numbers.verify')}</Button>}
          {r.state === 'verified' && r.accountId === undefined && <Button size="small" onClick={() => setAction({ kind: 'createAccount', phone: r.phone })}>{t('whatsapp.numbers.createAccount')}</Button>}
          {r.accountId !== undefined && r.state !== 'deleted' && <Button size="small" onClick={() => setAction({ kind: 'profile', phone: r.phone })}>{t('whatsapp.numbers.profile')}</Button>}
          {r.accountId !== undefined && r.state !== 'deleted' && (
            <Popconfirm
              title={t('whatsapp.numbers.deleteConfirm', { phone: r.phone })}
              okText={t('whatsapp.numbers.deleteAccount')}
              cancelText={t('whatsapp.common.cancel')}
              onConfirm={() => remove({ body: { accountId: r.accountId! } }).unwrap().catch(() => undefined)}
            >
              <Button size="small" danger loading={removing.isLoading}>
                {t('whatsapp.numbers.deleteAccount')}
              </Button>
            </Popconfirm>
          )}
        </Flex>
      ),
    },
  ];

  const titleOf = (a: Action): string => ('phone' in a ? t(`whatsapp.numbers.actionTitle.${a.kind}`, { phone: a.phone }) : t(`whatsapp.numbers.actionTitle.${a.kind}`));
  return (
    <Flex vertical gap={16}>
      <Table<WhatsAppPhoneState> aria-label={t('whatsapp.numbers.title')} rowKey="phone" columns={columns} dataSource={phones} pagination={false} size="small" locale={{ emptyText: t('whatsapp.numbers.none') }} />
      <Flex gap={8} wrap>
        <Button onClick={() => setAction({ kind: 'register' })}>{t('whatsapp.numbers.registerNumber')}</Button>
        <Button onClick={() => setAction({ kind: 'onboarding' })} disabled={hasOpenOnboardingRequest}>
          {t('whatsapp.numbers.onboarding')}
        </Button>
        {hasOpenOnboardingRequest && <Typography.Text type="secondary">{t('whatsapp.onboarding.requestOpen')}</Typography.Text>}
      </Flex>
      {action && (
        <Card title={titleOf(action)} extra={<Button type="link" onClick={close}>{t('whatsapp.common.close')}</Button>}>
          {action.kind === 'register' && <RegisterNumber onNeedsVerification={(phone) => setAction({ kind: 'verify', phone })} />}
          {action.kind === 'verify' && <VerifyNumber key={action.phone} phone={action.phone} onVerified={close} />}
          {action.kind === 'createAccount' && <CreateAccount phone={action.phone} onCreated={close} />}
          {action.kind === 'profile' && <BusinessProfile key={action.phone} phone={action.phone} />}
          {action.kind === 'onboarding' && <OnboardingForm onSubmitted={close} />}
        </Card>
      )}
    </Flex>
  );
}
