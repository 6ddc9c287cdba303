/** Forgot password, step 1: the customer number or ID number the code is sent for. */
import { Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RobotCheck } from '../../../../ui/RobotCheck';

interface IdentifierStepProps {
  siteKey?: string;
  busy: boolean;
  robotReset: number;
  onSubmit: (identifier: string, recaptchaToken?: string) => void;
}

export function IdentifierStep({ siteKey, busy, robotReset, onSubmit }: IdentifierStepProps) {
  const { t } = useTranslation();
  const [recaptchaToken, setRecaptchaToken] = useState<string | undefined>();
  const [robotMissing, setRobotMissing] = useState(false);

  const submit = ({ identifier }: { identifier: string }) => {
    if (siteKey && !recaptchaToken) {
      setRobotMissing(true);
      return;
    }
    onSubmit(identifier.trim(), recaptchaToken);
  };

  return (
    <Form layout="vertical" requiredMark={false} onFinish={submit}>
      <Typography.Paragraph type="secondary">{t('auth.forgot.identifierExplain')}</Typography.Paragraph>
      <Form.Item
        name="identifier"
        label={t('auth.forgot.identifier')}
        rules={[
          { required: true, message: t('auth.forgot.identifierRequired') },
          { pattern: /^\S{1,20}$/, message: t('auth.forgot.identifierInvalid') },
        ]}
      >
        <Input inputMode="numeric" autoFocus dir="ltr" />
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
        {t('auth.forgot.sendCode')}
      </Button>
    </Form>
  );
}
