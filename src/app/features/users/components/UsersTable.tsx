/**
 * The family as a table (issue 15): name, username, status, balance per product, sent this
 * month, last sign-in; paged, sorted and searched by the server. What users typed (names,
 * usernames) keeps its own direction; each row opens the user's profile or its own users.
 */
import { Button, Flex, Table, Tag, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubUser } from '../../../api/generated/users';
import { useDateLocale } from '../../../i18n/dateLocale';
import { UserText } from '../../../ui/UserText';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { balanceOf, creditProducts } from '../creditProducts';
import { lastSignInText } from '../lastSignIn';
import { sortOrderOf, type UsersReportParams } from '../useUsersReportParams';
import { fullName, statusColors, statusOf } from '../userRows';

interface Props {
  rows: SubUser[];
  total: number;
  loading: boolean;
  params: UsersReportParams;
  onOpenProfile: (user: SubUser) => void;
  onOpenFamily: (user: SubUser) => void;
}

export function UsersTable({ rows, total, loading, params, onOpenProfile, onOpenFamily }: Props) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const dateLocale = useDateLocale();
  const columns = useMemo<TableColumnsType<SubUser>>(() => {
    const sortable = (key: string) => ({ key, sorter: true, sortOrder: sortOrderOf(params, key) });
    return [
      { ...sortable('name'), title: t('users.report.columns.name'), render: (_, row) => <UserText>{fullName(row)}</UserText> },
      { ...sortable('username'), title: t('users.report.columns.username'), render: (_, row) => <UserText>{row.username}</UserText> },
      {
        ...sortable('status'),
        title: t('users.report.columns.status'),
        render: (_, row) => <Tag color={statusColors[statusOf(row)]}>{t(`users.status.${statusOf(row)}`)}</Tag>,
      },
      ...creditProducts.map((product) => ({
        ...sortable(`balance.${product}`),
        title: t('users.report.columns.balance', { product: t(`users.credits.products.${product}`) }),
        align: 'end' as const,
        render: (_: unknown, row: SubUser) => <bdi>{number(balanceOf(row.balanceCredits, product))}</bdi>,
      })),
      { ...sortable('sentThisMonth'), title: t('users.report.columns.sentThisMonth'), align: 'end', render: (_, row) => <bdi>{number(row.sentThisMonth ?? 0)}</bdi> },
      {
        ...sortable('lastSignIn'),
        title: t('users.report.columns.lastSignIn'),
        render: (_, row) => <bdi>{lastSignInText(row.lastSignInAt, dateLocale) ?? t('users.report.never')}</bdi>,
      },
      {
        key: 'actions',
        title: t('users.report.columns.actions'),
        render: (_, row) => (
          <Flex gap={4}>
            <Button size="small" type="link" onClick={() => onOpenProfile(row)}>
              {t('users.report.openProfile')}
            </Button>
            <Button size="small" type="link" onClick={() => onOpenFamily(row)}>
              {t('users.report.openFamily')}
            </Button>
          </Flex>
        ),
      },
    ];
  }, [t, number, dateLocale, params, onOpenProfile, onOpenFamily]);

  return (
    <Table<SubUser>
      size="small"
      aria-label={t('users.report.tableLabel')}
      rowKey={(row) => String(row.userId)}
      columns={columns}
      dataSource={rows}
      loading={loading}
      locale={{ emptyText: t('users.report.empty') }}
      pagination={{ current: params.page, pageSize: params.pageSize, total, showSizeChanger: true }}
      onChange={params.onTableChange}
      scroll={{ x: 1100 }}
    />
  );
}
