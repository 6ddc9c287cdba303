/**
 * The two-step code: which phone got it (a choice when there are two), the 6-digit code, and
 * a new code once the countdown the server gave (5 minutes when it gave none) has run out.
 */
import { Button, Form, Radio, Space } from 'antd';
import { Paragraph } from '../../../ui/text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCountdown, useCountdown } from '../useCountdown';
import { CodeField } from './CodeField';

interface TwoStepFormProps {
  phones: string[];
  sentTo?: string;
  resendAt: number;
  busy: boolean;
  onSubmit: (code: string, phone?: string) => void;
  onResend: (phone?: string) => void;
  onBack: () => void;
}

export function TwoStepForm({ phones, sentTo, resendAt, busy, onSubmit, onResend, onBack }: TwoStepFormProps) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState<string | undefined>(sentTo ?? phones[0]);
  const left = useCountdown(resendAt);
  // The wait is per phone: a code can go to the other phone at once.
  const canResend = left === 0 || (phone !== undefined && phone !== sentTo);
  const choosing = phones.length > 1;

  return (
    <Form layout="vertical" requiredMark={false} onFinish={(values: { code: string }) => onSubmit(values.code, choosing ? phone : undefined)}>
      {choosing ? (
        <Form.Item label={t('auth.twoStep.choosePhone')}>
          <Radio.Group value={phone} onChange={(e) => setPhone(e.target.value as string)}>
            <Space orientation="vertical">
              {phones.map((option) => (
                <Radio key={option} value={option}>
                  <span dir="ltr">{option}</span>
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
      ) : null}
      <Paragraph>{sentTo ? t('auth.twoStep.sentTo', { phone: `\u2066${sentTo}\u2069` }) : t('auth.twoStep.sent')}</Paragraph>
      <CodeField name="code" />
      <Button type="primary" htmlType="submit" block size="large" loading={busy}>
        {t('auth.twoStep.submit')}
      </Button>
      <Space orientation="vertical" style={{ width: '100%', marginBlockStart: 16, alignItems: 'center' }}>
        <Button type="link" disabled={!canResend || busy} onClick={() => onResend(choosing ? phone : undefined)}>
          {canResend ? t('auth.twoStep.resend') : t('auth.twoStep.resendIn', { time: formatCountdown(left) })}
        </Button>
        <Button type="link" onClick={onBack}>
          {t('auth.loginPage.backToSignIn')}
        </Button>
      </Space>
    </Form>
  );
}
