/** A wallet added or changed: its name, and its credits (moved from or back to the account's balance by the server). */
import { Button, Flex, Form, Input, InputNumber, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAddWalletMutation, useUpdateWalletMutation, type Wallet } from '../../../api/generated/superAdmin';
import { AddWallet, UpdateWallet } from '../../../../contract/statusCodes';

interface WalletFields {
  name: string;
  balance: number;
}

export function WalletsForm({ userId, wallet, onClose }: { userId: number; wallet: Wallet | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [add, adding] = useAddWalletMutation();
  const [update, updating] = useUpdateWalletMutation();
  const submit = async ({ name, balance }: WalletFields) => {
    const body = { userId, name: name.trim(), balance };
    const answer = await (wallet ? update({ body: { ...body, walletId: wallet.id! } }) : add({ body })).unwrap().catch(() => null);
    if (answer?.data?.status === (wallet ? UpdateWallet.updated : AddWallet.added)) onClose();
  };
  return (
    <Modal open title={t(wallet ? 'settingsBrands.wallets.editTitle' : 'settingsBrands.wallets.addTitle')} onCancel={onClose} footer={null} destroyOnHidden>
      <Form<WalletFields> layout="vertical" initialValues={{ name: wallet?.name ?? '', balance: wallet?.balance ?? 0 }} onFinish={(v) => void submit(v)}>
        <Form.Item name="name" label={t('settingsBrands.wallets.name')} rules={[{ required: true, whitespace: true, message: t('settingsBrands.wallets.nameRequired') }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="balance"
          label={t('settingsBrands.wallets.balance')}
          extra={t('settingsBrands.wallets.balanceHelp')}
          rules={[{ validator: (_, v?: number) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? Promise.resolve() : Promise.reject(new Error(t('settingsBrands.wallets.balanceInvalid')))) }]}
        >
          <InputNumber min={0} style={{ width: 200 }} />
        </Form.Item>
        <Flex gap={8} justify="end">
          <Button onClick={onClose}>{t('settingsBrands.wallets.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={adding.isLoading || updating.isLoading}>
            {t('settingsBrands.wallets.save')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
