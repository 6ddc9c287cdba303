/**
 * The customer's WhatsApp business accounts (whatsapp/get-whatsapp-phones for its id): the
 * name customers see, since when, and whether Meta blocked it.
 */
import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGetWhatsappPhonesQuery, type WhatsAppAccount } from '../../../api/generated/whatsapp';
import { useMomentText } from '../../../i18n/useMomentText';
import { UserText } from '../../../ui/UserText';
import './WhatsAppTags';

export function WhatsAppAccounts({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const moment = useMomentText();
  const { data, isFetching } = useGetWhatsappPhonesQuery({ id: userId }, { refetchOnMountOrArgChange: true });
  const columns: TableColumnsType<WhatsAppAccount> = [
    { key: 'phone', title: t('customer.whatsApp.phone'), render: (_, a) => <bdi dir="ltr">{a.PHONE}</bdi> },
    { key: 'name', title: t('customer.whatsApp.businessName'), render: (_, a) => <UserText>{a.COMPANY_NAME ?? ''}</UserText> },
    { key: 'created', title: t('customer.whatsApp.createdOn'), render: (_, a) => (a.CREATED_ON ? moment(a.CREATED_ON) : '') },
    {
      key: 'meta',
      title: t('customer.whatsApp.meta'),
      render: (_, a) => (a.IS_BLOCKED_BY_META ? <Tag color="error">{t('customer.whatsApp.blockedByMeta')}</Tag> : <Tag color="success">{t('customer.whatsApp.notBlocked')}</Tag>),
    },
  ];
  return (
    <section aria-label={t('customer.whatsApp.accounts')}>
      <Typography.Title level={5}>{t('customer.whatsApp.accounts')}</Typography.Title>
      <Table rowKey={(a) => a.ID ?? a.PHONE ?? ''} size="small" loading={isFetching} columns={columns} dataSource={data?.data ?? []} pagination={false} locale={{ emptyText: t('customer.whatsApp.noAccounts') }} />
    </section>
  );
}
