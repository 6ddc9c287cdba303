/**
 * The fields a customer's details and a new customer's form share: how to reach the customer and
 * how it is billed, with the same rules and choices on both (/user-profile and /create-user-account).
 * Rendered inside the caller's antd Form.
 */
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBillingChoices } from '../billingChoices';
import { customerFieldRules } from '../fieldRules';

export function ContactFields() {
  const { t } = useTranslation();
  const rules = customerFieldRules(t);
  return (
    <>
      <Form.Item name="phone" label={t('customer.fields.phone')} rules={rules.phone}>
        <Input type="tel" dir="ltr" />
      </Form.Item>
      <Form.Item name="nationalId" label={t('customer.fields.nationalId')} rules={rules.nationalId}>
        <Input inputMode="numeric" dir="ltr" />
      </Form.Item>
      <Form.Item name="companyName" label={t('customer.fields.companyName')} rules={rules.companyName}>
        <Input />
      </Form.Item>
    </>
  );
}

export function BillingFields() {
  const { t } = useTranslation();
  const choices = useBillingChoices();
  return (
    <>
      <Form.Item name="customerType" label={t('customer.fields.customerType')}>
        <Select options={choices.customerTypes} />
      </Form.Item>
      <Form.Item name="priceListId" label={t('customer.fields.priceList')}>
        <Select options={choices.priceLists} />
      </Form.Item>
      <Form.Item name="paymentType" label={t('customer.fields.paymentType')}>
        <Select options={choices.paymentTypes} />
      </Form.Item>
    </>
  );
}
