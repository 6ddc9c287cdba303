/** A new price list (add-price-list): empty, or a copy of another's products, overseas rates and texts. */
import { Button, Flex, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAddPriceListMutation, type PriceList } from '../../../../api/generated/superAdmin';
import { AddPriceList } from '../../../../../contract/statusCodes';

interface Fields {
  name: string;
  type?: string;
  copyFromId?: number;
}

export function AddPriceListForm({ lists, onClose }: { lists: readonly PriceList[]; onClose: (createdId?: number) => void }) {
  const { t } = useTranslation();
  const [add, adding] = useAddPriceListMutation();
  const submit = async ({ name, type, copyFromId }: Fields) => {
    const answer = await add({ body: { name: name.trim(), ...(type?.trim() ? { type: type.trim() } : {}), ...(copyFromId ? { copyFromId } : {}) } })
      .unwrap()
      .catch(() => null);
    if (answer?.data?.status === AddPriceList.created) onClose(answer.data.id);
  };
  return (
    <Modal open title={t('settingsPrices.add.title')} onCancel={() => onClose()} footer={null} destroyOnHidden>
      <Form<Fields> name="newPriceList" layout="vertical" onFinish={(v) => void submit(v)} initialValues={{ copyFromId: 0 }}>
        <Form.Item name="name" label={t('settingsPrices.add.name')} rules={[{ required: true, whitespace: true, message: t('settingsPrices.add.nameRequired') }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="type" label={t('settingsPrices.add.type')}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="copyFromId" label={t('settingsPrices.add.copyFrom')}>
          <Select options={[{ value: 0, label: t('settingsPrices.add.copyNone') }, ...lists.map((l) => ({ value: l.id!, label: l.name }))]} />
        </Form.Item>
        <Flex gap={8} justify="end">
          <Button onClick={() => onClose()}>{t('settingsPrices.add.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={adding.isLoading}>
            {t('settingsPrices.add.save')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
