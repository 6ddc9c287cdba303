/**
 * Who the support page is about, at a glance: name, username, customer number, the
 * administrator it is assigned to, and its standing as tags (active, blocked and why, campaigns
 * blocked). What the customer typed keeps its own direction inside the page's.
 */
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SuperAdminCustomer } from '../../../api/generated/superAdmin';
import { useAppSelector } from '../../../state/hooks';
import { UserText } from '../../../ui/UserText';
import { useIsraelDate } from '../useIsraelDate';

function Detail({ label, value }: { label: string; value?: string | number }) {
  if (value === undefined || value === '') return null;
  return (
    <Typography.Text type="secondary">
      {label}: <UserText>{String(value)}</UserText>
    </Typography.Text>
  );
}

export function CustomerHeader({ customer }: { customer: SuperAdminCustomer }) {
  const { t } = useTranslation();
  const dateOf = useIsraelDate();
  const viewer = useAppSelector((st) => st.session.user);
  const administratorText =
    customer.administratorId === undefined
      ? t('customer.header.noAdministrator')
      : customer.administratorId === viewer?.userId
        ? t('customer.header.you', { username: viewer.userName ?? '' })
        : `#${customer.administratorId}`;
  const name = `${customer.firstName ?? ''} ${customer.lastName ?? ''}`.trim();
  return (
    <Flex vertical gap={4}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {name ? <UserText>{name}</UserText> : t('customer.header.noName')}
      </Typography.Title>
      <Flex gap={16} wrap align="center">
        <Detail label={t('customer.header.username')} value={customer.username} />
        <Detail label={t('customer.header.customerNumber')} value={customer.customerNumber} />
        <Detail label={t('customer.header.userId')} value={customer.userId} />
        <Typography.Text type="secondary">
          {t('customer.header.lastSignIn')}: {customer.lastSignIn ? dateOf(Date.parse(customer.lastSignIn)) : t('customer.header.neverSignedIn')}
        </Typography.Text>
        <Typography.Text type="secondary">
          {t('customer.header.administrator')}: {administratorText}
        </Typography.Text>
      </Flex>
      <Flex gap={8} wrap aria-label={t('customer.header.standing')} role="list">
        <Tag role="listitem" color={customer.active ? 'success' : 'default'}>
          {customer.active ? t('customer.header.active') : t('customer.header.inactive')}
        </Tag>
        {customer.blocked && (
          <Tag role="listitem" color="error">
            {customer.blockedReason === 'failedLogins'
              ? t('customer.header.lockedByFailedSignIns', { count: customer.failedLogins ?? 0 })
              : t('customer.header.blocked', { reason: t(`customer.header.blockedReasons.${customer.blockedReason ?? 'administrator'}`, { defaultValue: customer.blockedReason ?? '' }) })}
          </Tag>
        )}
        {customer.campaignsBlocked && (
          <Tag role="listitem" color="warning">
            {t('customer.header.campaignsBlocked')}
          </Tag>
        )}
      </Flex>
    </Flex>
  );
}
