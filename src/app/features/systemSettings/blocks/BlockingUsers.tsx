/**
 * blocking-users: fully block several customers at once (sign-in and sending), with their
 * sub-users unless unticked, or lift such a block (super-admin/assigning-block). Blocking asks
 * first; the outcome is the status table's.
 */
import { Button, Checkbox, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAssignBlockMutation } from '../../../api/generated/superAdmin';
import { confirm } from '../../../state/confirmModal';
import { useAppDispatch } from '../../../state/hooks';
import { useFeatureTexts } from '../../../i18n/useFeatureTexts';
import { PageLoading } from '../../../ui/PageLoading';
import { ChosenCustomers, type ChosenCustomer } from './ChosenCustomers';

interface Values {
  customers: ChosenCustomer[];
  includeSubUsers: boolean;
  reason?: string;
}

export default function BlockingUsers() {
  const ready = useFeatureTexts('settingsBlocks', 'superAdmin');
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<Values>();
  const [assign, assigning] = useAssignBlockMutation();
  if (!ready) return <PageLoading />;

  const run = async (blocked: boolean) => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const count = values.customers.length;
    if (blocked && (await dispatch(confirm({ type: 'confirm', title: 'settingsBlocks.blocking.confirmTitle', message: 'settingsBlocks.blocking.confirm', messageValues: { count } }))) !== true) return;
    const body = { userIds: values.customers.map((c) => c.userId), blocked, includeSubUsers: values.includeSubUsers, ...(values.reason?.trim() ? { reason: values.reason.trim() } : {}) };
    await assign({ body }).unwrap().then(() => form.resetFields(), () => undefined);
  };

  return (
    <Form form={form} layout="vertical" style={{ maxWidth: 560 }} initialValues={{ customers: [], includeSubUsers: true }}>
      <Form.Item name="customers" label={t('settingsBlocks.customers.label')} rules={[{ required: true, type: 'array', min: 1, message: t('settingsBlocks.customers.required') }]}>
        <ChosenCustomers />
      </Form.Item>
      <Form.Item name="includeSubUsers" valuePropName="checked">
        <Checkbox>{t('settingsBlocks.blocking.includeSubUsers')}</Checkbox>
      </Form.Item>
      <Form.Item name="reason" label={t('settingsBlocks.blocking.reason')} rules={[{ max: 500 }]}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <Flex gap={8} wrap>
        <Button danger type="primary" loading={assigning.isLoading} onClick={() => void run(true)}>
          {t('settingsBlocks.blocking.block')}
        </Button>
        <Button loading={assigning.isLoading} onClick={() => void run(false)}>
          {t('settingsBlocks.blocking.lift')}
        </Button>
      </Flex>
    </Form>
  );
}
