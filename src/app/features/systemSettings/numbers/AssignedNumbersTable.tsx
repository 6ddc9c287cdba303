/** Numbers held now with their customers (get_already_assign): one customer's, or everyone's. */
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetAlreadyAssignQuery, type SuperAdminAssignedNumber } from '../../../api/generated/superAdmin';

interface Props {
  userId?: number;
  type?: SuperAdminAssignedNumber['type'];
  title: string;
  empty?: string;
  action?: (row: SuperAdminAssignedNumber) => ReactNode;
}

export function AssignedNumbersTable({ userId, type, title, empty, action }: Props) {
  const { t } = useTranslation();
  const { data, isFetching } = useGetAlreadyAssignQuery({ body: { ...(userId !== undefined && { userId }), ...(type && { type }) } });
  const columns: ColumnsType<SuperAdminAssignedNumber> = [
    { key: 'number', title: t('settingsNumbers.columns.number'), dataIndex: 'number', render: (n: string) => <bdi dir="ltr">{n}</bdi> },
    { key: 'type', title: t('settingsNumbers.columns.type'), dataIndex: 'type', render: (v: string) => t(`settingsNumbers.assign.types.${v}`) },
    { key: 'username', title: t('settingsNumbers.columns.username'), dataIndex: 'username' },
    { key: 'assignedOn', title: t('settingsNumbers.columns.assignedOn'), dataIndex: 'assignedOn' },
    { key: 'expiresOn', title: t('settingsNumbers.columns.expiresOn'), dataIndex: 'expiresOn', render: (v: string) => v || t('settingsNumbers.columns.permanent') },
    ...(action ? [{ key: 'actions', title: t('settingsNumbers.columns.actions'), render: (_: unknown, row: SuperAdminAssignedNumber) => action(row) }] : []),
  ];
  return (
    <section aria-label={title}>
      <Typography.Title level={5}>{title}</Typography.Title>
      <Table<SuperAdminAssignedNumber>
        size="small"
        rowKey={(r) => `${r.type}-${r.number}`}
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isFetching}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={empty ? { emptyText: empty } : undefined}
      />
    </section>
  );
}
