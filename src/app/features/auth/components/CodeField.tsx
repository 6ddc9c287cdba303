/** The verification code (6 digits) field of the two-step sign-in and the forgotten password. */
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { verificationCode } from '../../../../domain/signIn';

const digits = verificationCode.digits;
export const codePattern = new RegExp(`^\\d{${digits}}$`);

export function CodeField({ name = 'code' }: { name?: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={name}
      label={t('auth.code.label')}
      rules={[
        { required: true, message: t('auth.code.required') },
        { pattern: codePattern, message: t('auth.code.digits', { count: digits }) },
      ]}
      normalize={(value: string) => value.replace(/\D/g, '').slice(0, digits)}
    >
      <Input inputMode="numeric" autoComplete="one-time-code" maxLength={digits} dir="ltr" style={{ letterSpacing: '0.4em', textAlign: 'center' }} />
    </Form.Item>
  );
}
