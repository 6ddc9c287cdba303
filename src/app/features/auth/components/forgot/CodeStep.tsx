/** Forgot password, step 2: the code sent to the phone on file, and a new one after the wait. */
import { Button, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCountdown, useCountdown } from '../../useCountdown';
import { CodeField } from '../CodeField';

interface CodeStepProps {
  maskedPhone?: string;
  resendAt: number;
  busy: boolean;
  onSubmit: (code: string) => void;
  onResend: () => void;
}

export function CodeStep({ maskedPhone, resendAt, busy, onSubmit, onResend }: CodeStepProps) {
  const { t } = useTranslation();
  const left = useCountdown(resendAt);
  return (
    <Form layout="vertical" requiredMark={false} onFinish={({ code }: { code: string }) => onSubmit(code)}>
      <Typography.Paragraph>
        {maskedPhone ? t('auth.twoStep.sentTo', { phone: `\u2066${maskedPhone}\u2069` }) : t('auth.twoStep.sent')}
      </Typography.Paragraph>
      <CodeField />
      <Button type="primary" htmlType="submit" block size="large" loading={busy}>
        {t('auth.forgot.checkCode')}
      </Button>
      <div style={{ textAlign: 'center', marginBlockStart: 16 }}>
        <Button type="link" disabled={left > 0 || busy} onClick={onResend}>
          {left > 0 ? t('auth.twoStep.resendIn', { time: formatCountdown(left) }) : t('auth.twoStep.resend')}
        </Button>
      </div>
    </Form>
  );
}
