/**
 * A screen that acts on one customer: the shared picker, the screen's own fields, and its two
 * opposite actions (stop or resume, enforce or lift). An action runs only once a customer is
 * chosen; the outcome is the status table's, toasted by the base query.
 */
import { Button, Flex, Form } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerPicker } from '../../../ui/CustomerPicker';

export interface CustomerActionButton {
  label: string;
  danger?: boolean;
  loading: boolean;
  run: (userId: number, fields: Record<string, unknown>) => Promise<unknown>;
}

export function CustomerAction({ actions, children }: { actions: CustomerActionButton[]; children?: ReactNode }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, unknown> & { userId: number }>();
  const act = async (action: CustomerActionButton) => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const { userId, ...fields } = values;
    await action.run(userId, fields).catch(() => undefined);
  };
  return (
    <Form form={form} layout="vertical" style={{ maxWidth: 560 }}>
      <Form.Item name="userId" label={t('settingsBlocks.customers.one')} rules={[{ required: true, message: t('settingsBlocks.customers.required') }]}>
        <CustomerPicker />
      </Form.Item>
      {children}
      <Flex gap={8} wrap>
        {actions.map((action) => (
          <Button key={action.label} danger={action.danger} type={action.danger ? 'primary' : 'default'} loading={action.loading} onClick={() => void act(action)}>
            {action.label}
          </Button>
        ))}
      </Flex>
    </Form>
  );
}
