/** Which of the account's sub-users may spend from a wallet (wallets-perm: the whole list each time). */
import { Button, Empty, Flex, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetWalletPermissionsMutation, type SuperAdminFamilyNode, type Wallet } from '../../../api/generated/superAdmin';
import { SetWalletPermissions } from '../../../../contract/statusCodes';

/** Every user under the account's primary user. */
export const subUsersOf = (root: SuperAdminFamilyNode | undefined): SuperAdminFamilyNode[] =>
  (root?.children ?? []).flatMap((child) => [child, ...subUsersOf(child)]);

export function WalletsPermissions({ userId, wallet, subUsers, onClose }: { userId: number; wallet: Wallet; subUsers: SuperAdminFamilyNode[]; onClose: () => void }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<number[]>(wallet.permissions ?? []);
  const [save, saving] = useSetWalletPermissionsMutation();
  const submit = async () => {
    const answer = await save({ body: { userId, walletId: wallet.id!, permissions: chosen } }).unwrap().catch(() => null);
    if (answer?.data?.status === SetWalletPermissions.permissionsSaved) onClose();
  };
  const title = t('settingsBrands.wallets.permissionsTitle', { name: wallet.name });
  return (
    <Modal open title={title} onCancel={onClose} footer={null} destroyOnHidden>
      {subUsers.length === 0 ? (
        <Empty description={t('settingsBrands.wallets.noSubUsers')} />
      ) : (
        <Select
          mode="multiple"
          aria-label={title}
          style={{ width: '100%' }}
          value={chosen}
          onChange={setChosen}
          placeholder={t('settingsBrands.wallets.nobody')}
          options={subUsers.map((u) => ({ value: u.userId, label: u.username }))}
          optionFilterProp="label"
        />
      )}
      <Flex gap={8} justify="end" style={{ marginTop: 16 }}>
        <Button onClick={onClose}>{t('settingsBrands.wallets.cancel')}</Button>
        <Button type="primary" onClick={() => void submit()} loading={saving.isLoading} disabled={subUsers.length === 0}>
          {t('settingsBrands.wallets.save')}
        </Button>
      </Flex>
    </Modal>
  );
}
