/**
 * Adds one number (mobile or landline). The base query tells the outcome (1 added, 2 already
 * in the list, 3 invalid); the table refreshes through the cache tags.
 */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAddNumberToBlacklistMutation } from '../../../api/generated/reports';
import { AddNumberToBlacklist } from '../../../../contract/statusCodes';

interface Values {
  phone: string;
}

export function AddNumberForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [addNumber, { isLoading }] = useAddNumberToBlacklistMutation();

  const submit = async ({ phone }: Values) => {
    const answer = await addNumber({ body: { phone: phone.trim() } }).unwrap();
    // Kept when invalid, so the user can correct what was typed.
    if (answer.data?.status === AddNumberToBlacklist.added || answer.data?.status === AddNumberToBlacklist.alreadyIn) form.resetFields();
  };

  return (
    <Form form={form} layout="inline" onFinish={(values) => void submit(values).catch(() => undefined)}>
      <Form.Item
        name="phone"
        label={t('reports.blacklistPage.addLabel')}
        rules={[{ required: true, whitespace: true, message: t('reports.blacklistPage.addRequired') }]}
      >
        <Input placeholder={t('reports.blacklistPage.addPlaceholder')} inputMode="tel" maxLength={20} dir="auto" style={{ width: 180 }} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<PlusOutlined aria-hidden />} loading={isLoading}>
          {t('reports.blacklistPage.add')}
        </Button>
      </Form.Item>
    </Form>
  );
}
