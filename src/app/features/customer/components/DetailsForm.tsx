/**
 * The customer's details and billing data (super-admin/save-user-details). A refusal that
 * belongs to a field (a taken username or e-mail) is written under it; the rest is toasted
 * from the status table. Read-only for whoever may not save (the call's x-access).
 */
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveUserDetailsMutation, type SuperAdminCustomer } from '../../../api/generated/superAdmin';
import { useAppDispatch } from '../../../state/hooks';
import { notify } from '../../../state/notifications';
import { saveUserDetails } from '../../../../contract/access';
import { defaultPriceList, type PaymentType } from '../billingChoices';
import { saveOutcome, textsOf } from '../detailsOutcome';
import { customerFieldRules } from '../fieldRules';
import { BillingFields, ContactFields } from './CustomerFields';
import { useMayUse } from '../../../state/useMayUse';

interface DetailsValues {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  nationalId: string;
  companyName: string;
  comments: string;
  customerType?: number;
  priceListId: number;
  paymentType?: PaymentType;
}

const valuesOf = (c: SuperAdminCustomer): DetailsValues => ({
  username: c.username,
  firstName: c.firstName ?? '',
  lastName: c.lastName ?? '',
  email: c.email ?? '',
  phone: c.phones?.[0] ?? '',
  nationalId: c.nationalId ?? '',
  companyName: c.companyName ?? '',
  comments: c.comments ?? '',
  customerType: c.customerType,
  priceListId: c.priceListId ?? defaultPriceList,
  paymentType: c.paymentType as PaymentType | undefined,
});

export function DetailsForm({ customer }: { customer: SuperAdminCustomer }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const mayUse = useMayUse();
  const [form] = Form.useForm<DetailsValues>();
  const [save, { isLoading }] = useSaveUserDetailsMutation();
  const rules = customerFieldRules(t);
  const editable = mayUse(saveUserDetails);

  const submit = async (v: DetailsValues) => {
    // The first phone is the one edited here; any others the customer has are kept.
    const phones = [v.phone.trim(), ...(customer.phones ?? []).slice(1)];
    const answer = await save({
      body: {
        userId: customer.userId,
        username: v.username.trim(),
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
        email: v.email.trim(),
        phones,
        nationalId: v.nationalId.trim(),
        companyName: v.companyName.trim(),
        comments: v.comments,
        billing: {
          ...(v.customerType !== undefined && { customerType: v.customerType }),
          ...(v.priceListId !== defaultPriceList && { priceListId: v.priceListId }),
          ...(v.paymentType && { paymentType: v.paymentType }),
        },
      },
    })
      .unwrap()
      .catch(() => undefined);
    const { field, message } = saveOutcome('saveUserDetails', answer?.data);
    if (field && message) {
      await textsOf(message);
      form.setFields([{ name: field, errors: [t(message.key)] }]);
    } else if (message) dispatch(notify({ severity: message.severity, message: message.key }));
  };

  return (
    <>
      {!editable && <Alert type="info" showIcon title={t('customer.details.readOnly')} style={{ maxWidth: 640, marginBottom: 16 }} />}
      <Form<DetailsValues> form={form} layout="vertical" initialValues={valuesOf(customer)} onFinish={(v) => void submit(v)} disabled={!editable} style={{ maxWidth: 640 }}>
        <Form.Item name="username" label={t('customer.fields.username')} rules={rules.username}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="firstName" label={t('customer.fields.firstName')} rules={rules.name}>
          <Input />
        </Form.Item>
        <Form.Item name="lastName" label={t('customer.fields.lastName')} rules={rules.name}>
          <Input />
        </Form.Item>
        <Form.Item name="email" label={t('customer.fields.email')} rules={rules.email}>
          <Input type="email" dir="ltr" />
        </Form.Item>
        <ContactFields />
        <BillingFields />
        <Form.Item name="comments" label={t('customer.fields.comments')} extra={t('customer.fields.commentsHelp')}>
          <Input.TextArea rows={3} />
        </Form.Item>
        {editable && (
          <Button type="primary" htmlType="submit" loading={isLoading}>
            {t('customer.details.save')}
          </Button>
        )}
      </Form>
    </>
  );
}
