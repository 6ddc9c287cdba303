/**
 * The customers that use WhatsApp (whatsapp/get-whatsapp-users), where an administrator picks
 * whom to sell a package to or whose postpaid request to approve: searched by name, company,
 * customer number or phone, filtered by a number's state or to open requests only, a page at a
 * time. Each opens its sale here and its support page. An administrator sees the customers
 * assigned to it (the server decides).
 */
import { Checkbox, Flex, Input, Select, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGetWhatsappUsersQuery, type WhatsAppNumberState, type WhatsAppUserRow } from '../../api/generated/whatsapp';
import { numberStates } from '../../../domain/whatsapp';
import { useMomentText } from '../../i18n/useMomentText';
import { href } from '../../router/paths';
import { UserText } from '../../ui/UserText';
import { useNumberFormat } from '../../ui/useNumberFormat';
import { WhatsAppStateTag } from '../../ui/WhatsAppStateTag';
import './WhatsAppPostpaidPurchasePageTags';

const pageSize = 20;

export function WhatsAppCustomers() {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const moment = useMomentText();
  const [query, setQuery] = useState('');
  const [state, setState] = useState<WhatsAppNumberState | undefined>();
  const [requestsOnly, setRequestsOnly] = useState(false);
  const [page, setPage] = useState(1);
  const { data, isFetching } = useGetWhatsappUsersQuery({ body: { page, pageSize, ...(query ? { query } : {}), ...(state ? { state } : {}), ...(requestsOnly ? { postpaidRequestsOnly: true } : {}) } });
  const rows = data?.data?.rows ?? [];
  // A new filter starts again from its first page.
  const filtered = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPage(1);
  };

  const columns: TableColumnsType<WhatsAppUserRow> = [
    {
      key: 'customer',
      title: t('whatsapp.postpaid.customer'),
      render: (_, r) => (
        <Flex vertical>
          <UserText>{r.userName ?? ''}</UserText>
          {r.companyName && <UserText>{r.companyName}</UserText>}
        </Flex>
      ),
    },
    {
      key: 'numbers',
      title: t('whatsapp.postpaid.numbers'),
      render: (_, r) => (
        <Flex vertical gap={4}>
          {(r.phones ?? []).map((p) => (
            <span key={p.phone}>
              <bdi dir="ltr">{p.phone}</bdi> <WhatsAppStateTag state={p.state} />
            </span>
          ))}
        </Flex>
      ),
    },
    { key: 'credits', title: t('whatsapp.postpaid.creditsLeft'), render: (_, r) => number(r.creditsLeft ?? 0) },
    {
      key: 'standing',
      title: t('whatsapp.customers.standing'),
      render: (_, r) => (
        <Flex gap={4} wrap>
          {r.isPostpaid && <Tag>{t('whatsapp.customers.postpaid')}</Tag>}
          {r.hasOpenPostpaidRequest && <Tag color="warning">{t('whatsapp.customers.openRequest')}</Tag>}
          {r.isBlockedByMeta && <Tag color="error">{t('whatsapp.customers.blockedByMeta')}</Tag>}
        </Flex>
      ),
    },
    { key: 'created', title: t('whatsapp.customers.createdOn'), render: (_, r) => (r.createdOn ? moment(r.createdOn) : '') },
    {
      key: 'open',
      title: '',
      render: (_, r) =>
        r.userId !== undefined && (
          <Flex gap={12} wrap>
            <Link to={href('whatsappPostpaidPurchase', { userId: r.userId })}>{t(r.hasOpenPostpaidRequest ? 'whatsapp.customers.approve' : 'whatsapp.customers.sell')}</Link>
            <Link to={href('userProfile', { userId: r.userId })}>{t('whatsapp.customers.profile')}</Link>
          </Flex>
        ),
    },
  ];

  return (
    <Flex vertical gap={12} role="region" aria-label={t('whatsapp.customers.title')}>
      <Flex gap={12} wrap align="center">
        <Input.Search allowClear placeholder={t('whatsapp.customers.search')} aria-label={t('whatsapp.customers.search')} onSearch={filtered(setQuery)} style={{ maxWidth: 320 }} />
        <Select
          allowClear
          aria-label={t('whatsapp.customers.state')}
          placeholder={t('whatsapp.customers.state')}
          style={{ minWidth: 200 }}
          value={state}
          onChange={filtered(setState)}
          options={numberStates.map((s) => ({ value: s, label: t(`whatsapp.numberState.${s}`) }))}
        />
        <Checkbox checked={requestsOnly} onChange={(e) => filtered(setRequestsOnly)(e.target.checked)}>
          {t('whatsapp.customers.requestsOnly')}
        </Checkbox>
      </Flex>
      <Table
        rowKey={(r) => r.userId ?? 0}
        size="small"
        loading={isFetching}
        columns={columns}
        dataSource={rows}
        locale={{ emptyText: t('whatsapp.customers.none') }}
        pagination={{ current: page, pageSize, total: data?.data?.pageInfo.total ?? 0, onChange: setPage, showSizeChanger: false }}
      />
    </Flex>
  );
}
