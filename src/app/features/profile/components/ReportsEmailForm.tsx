/** Where invoices and reports are mailed (reports/update-email-address): -2 goes under the field. */
import { Button, Form, Input, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmailAddress } from '../../../../domain/myProfile';
import { UpdateEmailAddress } from '../../../../contract/statusCodes';
import { useUpdateEmailAddressMutation } from '../profileApi';

export function ReportsEmailForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ email: string }>();
  const [update, { isLoading }] = useUpdateEmailAddressMutation();
  useEffect(() => {
    form.setFieldsValue({ email });
  }, [form, email]);

  const submit = async ({ email: value }: { email: string }) => {
    const answer = await update({ body: { email: value.trim() } }).unwrap().catch(() => undefined);
    if (answer?.data?.status === UpdateEmailAddress.invalid) form.setFields([{ name: 'email', errors: [t('profile.errors.email')] }]);
  };

  return (
    <Form form={form} name="reportsEmail" layout="vertical" onFinish={submit} requiredMark={false} initialValues={{ email }}>
      <Space.Compact block>
        <Form.Item
          name="email"
          label={t('profile.reportsEmail.label')}
          style={{ flex: 1 }}
          rules={[{ validator: (_r, v: string | undefined) => (v && isEmailAddress(v) ? Promise.resolve() : Promise.reject(new Error(t('profile.errors.email')))) }]}
        >
          <Input type="email" dir="ltr" maxLength={254} />
        </Form.Item>
      </Space.Compact>
      <Button htmlType="submit" loading={isLoading}>
        {t('profile.reportsEmail.save')}
      </Button>
    </Form>
  );
}
