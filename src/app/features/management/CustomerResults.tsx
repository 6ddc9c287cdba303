/**
 * The customers found, as a listbox the search box drives (the combobox pattern): the arrows
 * move the active one, Enter or a click opens it. What customers typed about themselves
 * (names, e-mails) keeps its own direction inside the page's.
 */
import { Flex, Tag, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SuperAdminUserSummary } from '../../api/generated/superAdmin';
import { UserText } from '../../ui/UserText';

export const resultsId = 'users-management-results';
export const optionId = (userId: number) => `users-management-customer-${userId}`;

interface Props {
  customers: SuperAdminUserSummary[];
  active: number;
  onOpen: (customer: SuperAdminUserSummary) => void;
  onHover: (index: number) => void;
}

function Detail({ label, value }: { label: string; value?: string }) {
  if (!value) return null;
  return (
    <Typography.Text type="secondary">
      {label}: <UserText>{value}</UserText>
    </Typography.Text>
  );
}

export function CustomerResults({ customers, active, onOpen, onHover }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <ul id={resultsId} role="listbox" aria-label={t('management.usersManagement.results')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {customers.map((c, i) => {
        const name = `${c.firstName ?? ''} ${c.lastName ?? ''}`.trim();
        return (
          // The search box keeps the focus and moves through the options (aria-activedescendant); a click opens one too.
          <li
            key={c.userId}
            id={optionId(c.userId)}
            role="option"
            aria-selected={i === active}
            onClick={() => onOpen(c)}
            onMouseEnter={() => onHover(i)}
            style={{
              cursor: 'pointer',
              padding: '10px 12px',
              borderRadius: 8,
              background: i === active ? token.controlItemBgActive : undefined,
            }}
          >
            <Flex vertical gap={2}>
              <Flex gap={8} align="center" wrap>
                <Typography.Text strong>{name ? <UserText>{name}</UserText> : t('management.customer.noName')}</Typography.Text>
                <Typography.Text type="secondary">
                  <UserText>{c.username}</UserText>
                </Typography.Text>
                {c.group !== undefined && <Tag>{t(`management.groups.${c.group}`, { defaultValue: String(c.group) })}</Tag>}
                {c.blocked && <Tag color="error">{t('management.customer.blocked')}</Tag>}
                {!c.blocked && c.active === false && <Tag>{t('management.customer.inactive')}</Tag>}
              </Flex>
              <Flex gap={16} wrap>
                <Detail label={t('management.customer.customerNumber')} value={c.customerNumber} />
                <Detail label={t('management.customer.phone')} value={c.phone} />
                <Detail label={t('management.customer.email')} value={c.email} />
                {c.companyName && <UserText>{c.companyName}</UserText>}
              </Flex>
            </Flex>
          </li>
        );
      })}
    </ul>
  );
}
