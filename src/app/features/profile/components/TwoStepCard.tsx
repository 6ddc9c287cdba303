/**
 * Two-step verification (main/otp-on, verify-otp, delete-otp-phone, otp-off): a code is sent to
 * a phone and typed back to add it; with a phone on file it is on; at most 2 phones. The
 * outcomes are the status table's messages.
 */
import { Button, Form, Input, List, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OtpOn, VerifyOtp } from '../../../../contract/statusCodes';
import { useDeleteOtpPhoneMutation, useOtpOffMutation, useOtpOnMutation, useVerifyOtpMutation } from '../profileApi';

const maxOtpPhones = 2;

export function TwoStepCard({ phones }: { phones: string[] }) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [otpOn, { isLoading: sending }] = useOtpOnMutation();
  const [verifyOtp, { isLoading: verifying }] = useVerifyOtpMutation();
  const [deletePhone] = useDeleteOtpPhoneMutation();
  const [otpOff, { isLoading: turningOff }] = useOtpOffMutation();

  const send = async () => {
    const answer = await otpOn({ body: { phone: phone.trim() } }).unwrap().catch(() => undefined);
    if (answer?.data?.status === OtpOn.codeSent) setCodeSentTo(phone.trim());
  };
  const verify = async () => {
    if (!codeSentTo) return;
    const answer = await verifyOtp({ body: { phone: codeSentTo, code: code.trim() } }).unwrap().catch(() => undefined);
    if (answer?.data?.status === VerifyOtp.turnedOn || answer?.data?.status === VerifyOtp.phoneAdded) {
      setCodeSentTo(null);
      setPhone('');
      setCode('');
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Text>{phones.length ? t('profile.otp.on') : t('profile.otp.off')}</Typography.Text>
      {phones.length > 0 && (
        <List
          size="small"
          dataSource={phones}
          renderItem={(p) => (
            <List.Item
              actions={[
                <Button key="remove" size="small" danger onClick={() => void deletePhone({ body: { phone: p } }).catch(() => undefined)}>
                  {t('profile.otp.remove', { phone: p })}
                </Button>,
              ]}
            >
              <span dir="ltr">{p}</span>
            </List.Item>
          )}
        />
      )}
      {phones.length < maxOtpPhones ? (
        <Form layout="vertical" component="div">
          <Form.Item label={t('profile.otp.phone')} extra={t('profile.otp.max')}>
            <Space.Compact>
              <Input dir="ltr" value={phone} onChange={(e) => setPhone(e.target.value)} aria-label={t('profile.otp.phone')} />
              <Button onClick={() => void send()} loading={sending} disabled={!phone.trim()}>
                {t('profile.otp.send')}
              </Button>
            </Space.Compact>
          </Form.Item>
          {codeSentTo && (
            <Form.Item label={t('profile.otp.code')}>
              <Space.Compact>
                <Input dir="ltr" inputMode="numeric" value={code} onChange={(e) => setCode(e.target.value)} aria-label={t('profile.otp.code')} />
                <Button type="primary" onClick={() => void verify()} loading={verifying} disabled={!code.trim()}>
                  {t('profile.otp.verify')}
                </Button>
              </Space.Compact>
            </Form.Item>
          )}
        </Form>
      ) : null}
      {phones.length > 0 && (
        <Button danger onClick={() => void otpOff({ body: {} }).catch(() => undefined)} loading={turningOff}>
          {t('profile.otp.turnOff')}
        </Button>
      )}
    </Space>
  );
}
