/** Forgot password, step 3: the new password and its confirmation. */
import { Button, Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordFields, type NewPasswordValues } from '../PasswordFields';
import { RobotCheck } from '../../../../ui/RobotCheck';

interface NewPasswordStepProps {
  siteKey?: string;
  busy: boolean;
  robotReset: number;
  onSubmit: (values: NewPasswordValues, recaptchaToken?: string) => void;
}

export function NewPasswordStep({ siteKey, busy, robotReset, onSubmit }: NewPasswordStepProps) {
  const { t } = useTranslation();
  const [recaptchaToken, setRecaptchaToken] = useState<string | undefined>();
  return (
    <Form layout="vertical" requiredMark={false} onFinish={(values: NewPasswordValues) => onSubmit(values, recaptchaToken)}>
      <Typography.Paragraph type="secondary">{t('auth.forgot.newPasswordExplain')}</Typography.Paragraph>
      <PasswordFields />
      {/* Optional here: the server asks for it (code 6) only when it suspects a robot. */}
      {siteKey && <RobotCheck siteKey={siteKey} resetSignal={robotReset} onToken={setRecaptchaToken} />}
      <Button type="primary" htmlType="submit" block size="large" loading={busy}>
        {t('auth.forgot.savePassword')}
      </Button>
    </Form>
  );
}
