/**
 * The customer's history (super-admin/customer-history/{id}): administrator actions, sign-ins,
 * campaigns and payments, newest first, a page at a time. The server pages by cursor (`next`),
 * so the page keeps the cursors it walked to go back to newer pages. Dates in the page
 * language, on an Israeli clock.
 */
import { Button, Flex, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetCustomerHistoryQuery, type CustomerHistoryEntry } from '../../../api/generated/superAdmin';
import { UserText } from '../../../ui/UserText';
import { useIsraelDate } from '../useIsraelDate';

export const historyPageSize = 20;

function What({ entry }: { entry: CustomerHistoryEntry }) {
  const { t } = useTranslation();
  const operation = entry.operation ?? '';
  const name = typeof entry.details?.name === 'string' ? entry.details.name : undefined;
  const what =
    entry.kind === 'action'
      ? t(`customer.history.operations.${operation}`, { defaultValue: operation })
      : entry.kind === 'signIn'
        ? t(`customer.history.signIns.${operation}`, { defaultValue: operation })
        : t('customer.history.state', { state: operation });
  return (
    <Flex gap={8} wrap>
      <span>{what}</span>
      {name && <UserText>{name}</UserText>}
      {entry.actorUserId !== undefined && <span>{t('customer.history.byAdministrator', { userId: entry.actorUserId })}</span>}
    </Flex>
  );
}

export function HistorySection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const dateOf = useIsraelDate();
  // The cursors of the pages walked: undefined for the newest.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const before = cursors.at(-1);
  const { data, isFetching } = useGetCustomerHistoryQuery({ id: userId, limit: historyPageSize, ...(before && { before }) });
  const page = data?.data;
  return (
    <Flex vertical gap={12}>
      <Table<CustomerHistoryEntry>
        rowKey="key"
        size="small"
        loading={isFetching}
        pagination={false}
        dataSource={page?.entries ?? []}
        aria-label={t('customer.history.title')}
        locale={{ emptyText: t('customer.history.none') }}
        columns={[
          { title: t('customer.history.when'), dataIndex: 'at', render: (at: number) => dateOf(at) },
          { title: t('customer.history.kind'), dataIndex: 'kind', render: (kind: CustomerHistoryEntry['kind']) => <Tag>{t(`customer.history.kinds.${kind}`)}</Tag> },
          { title: t('customer.history.what'), key: 'what', render: (_: unknown, entry) => <What entry={entry} /> },
          { title: t('customer.history.ip'), dataIndex: 'ip', render: (ip?: string) => <span dir="ltr">{ip}</span> },
        ]}
      />
      <Flex gap={8}>
        <Button disabled={cursors.length === 1 || isFetching} onClick={() => setCursors((c) => c.slice(0, -1))}>
          {t('customer.history.newer')}
        </Button>
        <Button disabled={!page?.next || isFetching} onClick={() => page?.next && setCursors((c) => [...c, page.next!])}>
          {t('customer.history.older')}
        </Button>
      </Flex>
    </Flex>
  );
}
