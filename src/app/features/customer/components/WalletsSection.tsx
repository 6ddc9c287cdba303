/**
 * The customer's wallets (super-admin/get-wallets and the calls that change them): sms credits
 * its account set apart for its sub-users, each with its credits, whether it is frozen (nothing
 * is spent from it), and who may spend from it. Deleting one returns its credits to the account.
 */
import { Button, Flex, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteWalletMutation, useGetWalletsQuery, useUpdateWalletStatusMutation, useViewFamilyQuery, type Wallet } from '../../../api/generated/superAdmin';
import { useFeatureTexts } from '../../../i18n/useFeatureTexts';
import { useAppDispatch } from '../../../state/hooks';
import { confirm } from '../../../state/confirmModal';
import { PageLoading } from '../../../ui/PageLoading';
import { UserText } from '../../../ui/UserText';
import { WalletsForm } from './WalletsForm';
import { subUsersOf, WalletsPermissions } from './WalletsPermissions';
import './WalletsTags';

export function WalletsSection({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation();
  const ready = useFeatureTexts('settingsBrands');
  const dispatch = useAppDispatch();
  const { data, isLoading } = useGetWalletsQuery({ body: { userId } });
  const family = useViewFamilyQuery({ body: { userId } });
  const [setStatus] = useUpdateWalletStatusMutation();
  const [remove] = useDeleteWalletMutation();
  const [editing, setEditing] = useState<Wallet | null | undefined>(undefined);
  const [permitting, setPermitting] = useState<Wallet>();
  if (!ready || isLoading) return <PageLoading />;

  const subUsers = subUsersOf(family.data?.data?.root);
  const nameOf = (id: number) => subUsers.find((u) => u.userId === id)?.username ?? String(id);
  const askDelete = async (wallet: Wallet) => {
    const message = t('settingsBrands.wallets.deleteConfirm', { name: wallet.name, credits: (wallet.balance ?? 0).toLocaleString(i18n.language) });
    if ((await dispatch(confirm({ type: 'confirm', message }))) !== true) return;
    await remove({ body: { userId, walletId: wallet.id! } }).unwrap().catch(() => undefined);
  };
  const columns: ColumnsType<Wallet> = [
    { key: 'name', title: t('settingsBrands.wallets.name'), render: (_, w) => <UserText>{w.name}</UserText> },
    { key: 'balance', title: t('settingsBrands.wallets.balance'), render: (_, w) => (w.balance ?? 0).toLocaleString(i18n.language) },
    { key: 'status', title: t('settingsBrands.wallets.status'), render: (_, w) => <Tag color={w.status === 'frozen' ? 'processing' : 'success'}>{t(`settingsBrands.wallets.${w.status ?? 'active'}`)}</Tag> },
    {
      key: 'permissions',
      title: t('settingsBrands.wallets.permissions'),
      render: (_, w) => (w.permissions?.length ? w.permissions.map((id) => <Tag key={id}>{nameOf(id)}</Tag>) : <Typography.Text type="secondary">{t('settingsBrands.wallets.nobody')}</Typography.Text>),
    },
    {
      key: 'actions',
      title: t('settingsBrands.wallets.actions'),
      render: (_, w) => (
        <Space wrap>
          <Button size="small" onClick={() => setEditing(w)} aria-label={`${t('settingsBrands.wallets.edit')} ${w.name ?? ''}`}>
            {t('settingsBrands.wallets.edit')}
          </Button>
          <Button size="small" onClick={() => setPermitting(w)} aria-label={`${t('settingsBrands.wallets.setPermissions')} ${w.name ?? ''}`}>
            {t('settingsBrands.wallets.setPermissions')}
          </Button>
          <Button
            size="small"
            aria-label={`${t(w.status === 'frozen' ? 'settingsBrands.wallets.activate' : 'settingsBrands.wallets.freeze')} ${w.name ?? ''}`}
            onClick={() => void setStatus({ body: { userId, walletId: w.id!, status: w.status === 'frozen' ? 'active' : 'frozen' } }).unwrap().catch(() => undefined)}
          >
            {t(w.status === 'frozen' ? 'settingsBrands.wallets.activate' : 'settingsBrands.wallets.freeze')}
          </Button>
          <Button size="small" danger onClick={() => void askDelete(w)} aria-label={`${t('settingsBrands.wallets.delete')} ${w.name ?? ''}`}>
            {t('settingsBrands.wallets.delete')}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('settingsBrands.wallets.intro')}
      </Typography.Paragraph>
      <div>
        <Button type="primary" onClick={() => setEditing(null)}>
          {t('settingsBrands.wallets.add')}
        </Button>
      </div>
      <Table rowKey="id" columns={columns} dataSource={data?.data ?? []} pagination={false} scroll={{ x: true }} locale={{ emptyText: t('settingsBrands.wallets.empty') }} />
      {editing !== undefined && <WalletsForm userId={userId} wallet={editing} onClose={() => setEditing(undefined)} />}
      {permitting && <WalletsPermissions userId={userId} wallet={permitting} subUsers={subUsers} onClose={() => setPermitting(undefined)} />}
    </Flex>
  );
}
