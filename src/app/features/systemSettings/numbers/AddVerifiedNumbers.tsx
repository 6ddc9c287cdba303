/**
 * add-verified-numbers: support marks a phone a verified sender number of a customer who cannot
 * receive a code (super-admin/sys-verify-phone) — a landline, or a customer who called the
 * support line from it, as the composer's "verify by a call" asks; the composer's "check again"
 * then finds it verified. The outcome (7, 1, 2, 5, -1) is the status table's. The numbers support
 * verified are exported below, the chosen customer's or everyone's.
 */
import { Button, Checkbox, Divider, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSysVerifyPhoneMutation } from '../../../api/generated/superAdmin';
import { useFeatureTexts } from '../../../i18n/useFeatureTexts';
import { PageLoading } from '../../../ui/PageLoading';
import { CustomerField } from './CustomerField';
import './numbersApi';
import { VerifiedPhonesExport } from './VerifiedPhonesExport';
import { SysVerifyPhone } from '../../../../contract/statusCodes';

interface Values {
  userId: number;
  phone: string;
  inheritToSubUsers: boolean;
}

export default function AddVerifiedNumbers() {
  const ready = useFeatureTexts('settingsNumbers', 'superAdmin');
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [verify, verifying] = useSysVerifyPhoneMutation();
  const customer = Form.useWatch('userId', form);
  if (!ready) return <PageLoading />;

  const submit = async (v: Values) => {
    const answer = await verify({ body: { userId: v.userId, phone: v.phone.replace(/[\s-]/g, ''), inheritToSubUsers: v.inheritToSubUsers } }).unwrap().then((r) => r.data, () => undefined);
    if (answer?.status === SysVerifyPhone.verified) form.resetFields(['phone']);
  };

  return (
    <Form<Values> form={form} layout="vertical" style={{ maxWidth: 560 }} initialValues={{ inheritToSubUsers: false }} onFinish={(v) => void submit(v)}>
      <Typography.Paragraph type="secondary">{t('settingsNumbers.verify.hint')}</Typography.Paragraph>
      <CustomerField />
      <Form.Item name="phone" label={t('settingsNumbers.verify.phone')} rules={[{ required: true, pattern: /^[0-9\s-]{9,20}$/, message: t('settingsNumbers.verify.phoneRequired') }]}>
        <Input dir="ltr" inputMode="tel" />
      </Form.Item>
      <Form.Item name="inheritToSubUsers" valuePropName="checked">
        <Checkbox>{t('settingsNumbers.verify.inherit')}</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={verifying.isLoading}>
        {t('settingsNumbers.verify.submit')}
      </Button>
      <Divider />
      <Typography.Paragraph type="secondary">{t('settingsNumbers.verify.exportHint')}</Typography.Paragraph>
      <VerifiedPhonesExport userId={customer} />
    </Form>
  );
}
