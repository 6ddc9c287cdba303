/** Step one of sign-in: username (no spaces), password, keep me logged in, robot check. */
import { Button, Checkbox, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { href } from '../../../router/paths';
import type { Credentials } from '../useLoginFlow';
import { RobotCheck } from './RobotCheck';

interface CredentialsFormProps {
  initial: Credentials | null;
  siteKey?: string;
  robotReset: number;
  busy: boolean;
  onSubmit: (credentials: Credentials) => void;
}

export function CredentialsForm({ initial, siteKey, robotReset, busy, onSubmit }: CredentialsFormProps) {
  const { t } = useTranslation();
  const [recaptchaToken, setRecaptchaToken] = useState<string | undefined>();
  const [robotMissing, setRobotMissing] = useState(false);

  const submit = (values: Omit<Credentials, 'recaptchaToken'>) => {
    if (siteKey && !recaptchaToken) {
      setRobotMissing(true);
      return;
    }
    setRobotMissing(false);
    onSubmit({ ...values, keepLoggedIn: Boolean(values.keepLoggedIn), recaptchaToken });
  };

  return (
    <Form
      layout="vertical"
      requiredMark={false}
      initialValues={{ username: initial?.username ?? '', password: '', keepLoggedIn: initial?.keepLoggedIn ?? false }}
      onFinish={submit}
    >
      <Form.Item
        name="username"
        label={t('auth.loginPage.username')}
        rules={[
          { required: true, message: t('auth.loginPage.usernameRequired') },
          { pattern: /^\S+$/, message: t('auth.loginPage.usernameNoSpaces') },
        ]}
      >
        <Input autoComplete="username" autoFocus dir="ltr" />
      </Form.Item>
      <Form.Item name="password" label={t('auth.loginPage.password')} rules={[{ required: true, message: t('auth.loginPage.passwordRequired') }]}>
        <Input.Password autoComplete="current-password" dir="ltr" />
      </Form.Item>
      <Form.Item name="keepLoggedIn" valuePropName="checked">
        <Checkbox>{t('auth.loginPage.keepLoggedIn')}</Checkbox>
      </Form.Item>
      {siteKey && (
        <>
          <RobotCheck siteKey={siteKey} resetSignal={robotReset} onToken={setRecaptchaToken} />
          {robotMissing && !recaptchaToken && (
            <Typography.Paragraph type="danger" role="alert" style={{ textAlign: 'center' }}>
              {t('auth.loginPage.robotRequired')}
            </Typography.Paragraph>
          )}
        </>
      )}
      <Button type="primary" htmlType="submit" block size="large" loading={busy}>
        {t('auth.loginPage.submit')}
      </Button>
      <div style={{ textAlign: 'center', marginBlockStart: 16 }}>
        <Link to={href('forgotPassword')}>{t('auth.loginPage.forgotPassword')}</Link>
      </div>
    </Form>
  );
}
