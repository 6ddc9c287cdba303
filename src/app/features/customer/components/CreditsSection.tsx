/**
 * The customer's balances per product, and moving credits between it and another customer
 * (super-admin/user-to-user). The outcome is the status table's, toasted by the base query;
 * the balances refresh (the transfer invalidates both customers).
 */
import { Button, Flex, Form, Input, InputNumber, Radio, Select, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUserToUserCreditTransferMutation, type BalanceCredits, type SuperAdminCreditService, type SuperAdminCustomer } from '../../../api/generated/superAdmin';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { userToUserCreditTransfer } from '../../../../contract/access';
import { UserToUserCreditTransfer } from '../../../../contract/statusCodes';
import { useMayUse } from '../../../state/useMayUse';
import { CustomerPicker } from '../../../ui/CustomerPicker';

const services: readonly SuperAdminCreditService[] = ['sms', 'overseas_sms', 'voice', 'whatsapp', 'emails'];

type Direction = 'toOther' | 'fromOther';
interface TransferValues {
  direction: Direction;
  otherUserId?: number;
  service: SuperAdminCreditService;
  amount?: number;
  comment?: string;
}

function Balances({ balances }: { balances: BalanceCredits }) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const rows = services.flatMap((service) => {
    const item = balances[service];
    return item ? [{ service, ...item }] : [];
  });
  return (
    <Table
      rowKey="service"
      size="small"
      pagination={false}
      dataSource={rows}
      aria-label={t('customer.credits.balances')}
      columns={[
        { title: t('customer.credits.product'), dataIndex: 'service', render: (s: SuperAdminCreditService) => t(`customer.credits.services.${s}`) },
        { title: t('customer.credits.amount'), dataIndex: 'amount', render: (v: number) => number(v) },
        { title: t('customer.credits.subAmount'), dataIndex: 'subAmount', render: (v?: number) => (v === undefined ? '' : number(v)) },
        { title: t('customer.credits.allowed'), dataIndex: 'hasPermissions', render: (v: boolean) => (v ? t('customer.credits.yes') : t('customer.credits.no')) },
      ]}
    />
  );
}

function TransferForm({ customer }: { customer: SuperAdminCustomer }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TransferValues>();
  const [transfer, { isLoading }] = useUserToUserCreditTransferMutation();
  const submit = async (v: TransferValues) => {
    const other = v.otherUserId!;
    const [fromUserId, toUserId] = v.direction === 'toOther' ? [customer.userId, other] : [other, customer.userId];
    const answer = await transfer({ body: { fromUserId, toUserId, service: v.service, amount: v.amount!, ...(v.comment?.trim() && { comment: v.comment.trim() }) } })
      .unwrap()
      .catch(() => undefined);
    if (answer?.data?.status === UserToUserCreditTransfer.transferred) form.resetFields(['amount', 'comment']);
  };
  return (
    <Form<TransferValues>
      form={form}
      layout="vertical"
      initialValues={{ direction: 'fromOther', service: 'sms' }}
      onFinish={(v) => void submit(v)}
      style={{ maxWidth: 640 }}
      aria-label={t('customer.credits.transferTitle')}
    >
      <Typography.Title level={4}>{t('customer.credits.transferTitle')}</Typography.Title>
      <Form.Item name="direction" label={t('customer.credits.direction')}>
        <Radio.Group
          options={[
            { value: 'fromOther', label: t('customer.credits.fromOther') },
            { value: 'toOther', label: t('customer.credits.toOther') },
          ]}
        />
      </Form.Item>
      <Form.Item name="otherUserId" label={t('customer.credits.other')} rules={[{ required: true, message: t('customer.credits.otherRequired') }]}>
        <CustomerPicker exceptUserId={customer.userId} aria-label={t('customer.credits.other')} />
      </Form.Item>
      <Form.Item name="service" label={t('customer.credits.product')}>
        <Select options={services.map((s) => ({ value: s, label: t(`customer.credits.services.${s}`) }))} />
      </Form.Item>
      <Form.Item name="amount" label={t('customer.credits.amountToMove')} rules={[{ required: true, type: 'integer', min: 1, message: t('customer.credits.amountInvalid') }]}>
        <InputNumber min={1} precision={0} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="comment" label={t('customer.credits.comment')}>
        <Input maxLength={200} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading}>
        {t('customer.credits.move')}
      </Button>
    </Form>
  );
}

export function CreditsSection({ customer }: { customer: SuperAdminCustomer }) {
  const mayUse = useMayUse();
  return (
    <Flex vertical gap={24}>
      <Balances balances={customer.balances} />
      {mayUse(userToUserCreditTransfer) && <TransferForm customer={customer} />}
    </Flex>
  );
}
