/**
 * /create-user-account (issue 18): open a new customer (a primary user) with its billing data
 * and opening credits (super-admin/create-user-account); the server mails the sign-in details.
 * A refusal that belongs to a field goes under it; on success the new customer's support page
 * opens.
 */
import { Button, Flex, Form, Input, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCreateUserAccountMutation, type NewCustomerAccount } from '../../api/generated/superAdmin';
import { useFeatureTexts } from '../../i18n/useFeatureTexts';
import { href } from '../../router/paths';
import { useAppDispatch } from '../../state/hooks';
import { notify } from '../../state/notifications';
import { PageLoading } from '../../ui/PageLoading';
import { CreateUserAccount } from '../../../contract/statusCodes';
import { defaultPriceList, type PaymentType } from './billingChoices';
import { saveOutcome, textsOf } from './detailsOutcome';
import { customerFieldRules } from './fieldRules';
import { BillingFields, ContactFields } from './components/CustomerFields';
import './customerApi';

const creditServices = ['sms', 'voice', 'whatsapp'] as const;

/** The form's values: the contract's request, with the choices the form always has and credits a field may leave empty. */
type AccountValues = Omit<NewCustomerAccount, 'priceListId' | 'paymentType' | 'openingCredits'> & {
  priceListId: number;
  paymentType: PaymentType;
  openingCredits: Partial<Record<(typeof creditServices)[number], number | null>>;
};

/** The request: optional fields only when filled, the default price list as none. */
export function accountOf(v: AccountValues): NewCustomerAccount {
  const credits = Object.fromEntries(creditServices.flatMap((s) => (v.openingCredits?.[s] ? [[s, v.openingCredits[s]]] : [])));
  return {
    username: v.username.trim(),
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    email: v.email.trim(),
    phone: v.phone.trim(),
    ...(v.companyName?.trim() && { companyName: v.companyName.trim() }),
    ...(v.nationalId?.trim() && { nationalId: v.nationalId.trim() }),
    customerType: v.customerType,
    ...(v.priceListId !== defaultPriceList && { priceListId: v.priceListId }),
    paymentType: v.paymentType,
    ...(Object.keys(credits).length > 0 && { openingCredits: credits }),
  };
}

export default function CreateUserAccountPage() {
  const { t } = useTranslation();
  const textsReady = useFeatureTexts('customer', 'superAdmin');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [form] = Form.useForm<AccountValues>();
  const [create, { isLoading }] = useCreateUserAccountMutation();
  if (!textsReady) return <PageLoading />;
  const rules = customerFieldRules(t);

  const submit = async (v: AccountValues) => {
    const answer = await create({ body: accountOf(v) })
      .unwrap()
      .catch(() => undefined);
    const status = answer?.data?.status;
    // A refusal of a field comes with the message key to show under it (the contract's invalidDetails).
    const { field, message } = saveOutcome('createUserAccount', answer?.data as { status?: number; message?: string } | undefined);
    if (field && message) {
      await textsOf(message);
      form.setFields([{ name: field, errors: [t(message.key)] }]);
      return;
    }
    if (message) dispatch(notify({ severity: message.severity, message: message.key }));
    const userId = answer?.data?.userId;
    if (status === CreateUserAccount.accountCreated && userId !== undefined) navigate(href('userProfile', { userId }));
  };

  return (
    <Flex vertical gap={16} style={{ padding: 24, maxWidth: 720 }}>
      <Flex vertical gap={4}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('customer.create.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('customer.create.intro')}</Typography.Text>
      </Flex>
      <Form<AccountValues>
        form={form}
        layout="vertical"
        initialValues={{ customerType: 1, priceListId: defaultPriceList, paymentType: 'prepaid', openingCredits: {} }}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item name="username" label={t('customer.fields.username')} rules={rules.username}>
          <Input autoComplete="off" />
        </Form.Item>
        <Flex gap={16} wrap>
          <Form.Item name="firstName" label={t('customer.fields.firstName')} rules={rules.name} style={{ flex: '1 1 240px' }}>
            <Input />
          </Form.Item>
          <Form.Item name="lastName" label={t('customer.fields.lastName')} rules={rules.name} style={{ flex: '1 1 240px' }}>
            <Input />
          </Form.Item>
        </Flex>
        <Form.Item name="email" label={t('customer.fields.email')} rules={rules.email} extra={t('customer.create.emailHelp')}>
          <Input type="email" dir="ltr" />
        </Form.Item>
        <ContactFields />
        <BillingFields />
        <Typography.Text strong>{t('customer.create.openingCredits')}</Typography.Text>
        <Flex gap={16} wrap>
          {creditServices.map((s) => (
            <Form.Item key={s} name={['openingCredits', s]} label={t(`customer.credits.services.${s}`)}>
              <InputNumber min={0} max={1_000_000} precision={0} style={{ width: 160 }} />
            </Form.Item>
          ))}
        </Flex>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {t('customer.create.submit')}
        </Button>
      </Form>
    </Flex>
  );
}
