/**
 * The customer's WhatsApp numbers with their state (section 4), kind and daily limit. The
 * daily limit is WhatsApp's own (Meta raises it with the number's messaging tier; an
 * unverified business reaches 250 recipients a day): the contract has no call that sets it,
 * so support sees it here and cannot change it.
 */
import { Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WhatsAppPhoneState } from '../../../api/generated/whatsapp';
import { unverifiedDailyRecipients } from '../../../../domain/whatsapp';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { WhatsAppStateTag } from '../../../ui/WhatsAppStateTag';

export function WhatsAppNumbers({ phones }: { phones: WhatsAppPhoneState[] }) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const columns: TableColumnsType<WhatsAppPhoneState> = [
    { key: 'phone', title: t('customer.whatsApp.phone'), render: (_, r) => <bdi dir="ltr">{r.phone}</bdi> },
    { key: 'state', title: t('customer.whatsApp.state'), render: (_, r) => <WhatsAppStateTag state={r.state} /> },
    { key: 'kind', title: t('customer.whatsApp.kind'), render: (_, r) => t(r.isPoolNumber ? 'customer.whatsApp.poolNumber' : 'customer.whatsApp.ownNumber') },
    { key: 'business', title: t('customer.whatsApp.business'), render: (_, r) => t(r.isVerifiedBusiness ? 'customer.whatsApp.verifiedBusiness' : 'customer.whatsApp.unverifiedBusiness') },
    { key: 'dailyLimit', title: t('customer.whatsApp.dailyLimit'), render: (_, r) => (r.dailyLimit === undefined ? '' : number(r.dailyLimit)) },
  ];
  return (
    <section aria-label={t('customer.whatsApp.numbers')}>
      <Typography.Title level={5}>{t('customer.whatsApp.numbers')}</Typography.Title>
      <Table rowKey="phone" size="small" columns={columns} dataSource={phones} pagination={false} locale={{ emptyText: t('customer.whatsApp.noNumbers') }} />
      <Typography.Text type="secondary">{t('customer.whatsApp.dailyLimitReadOnly', { unverified: number(unverifiedDailyRecipients) })}</Typography.Text>
    </section>
  );
}
