/**
 * Login status '-9': the account is frozen. The user may ask for it to be reactivated with
 * the credentials just typed, leaving a phone and a note for support.
 */
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHandleInactiveUserMutation } from '../../../api/generated/auth';
import { StatusAlert } from './StatusAlert';
import { HandleInactiveUser } from '../../../../contract/statusCodes';

interface InactiveAccountProps {
  username: string;
  password: string;
  onBack: () => void;
}

interface RequestValues {
  phone?: string;
  comments?: string;
}

/** Submitted, or already open: either way nothing more to send. */
const doneCodes = new Set<number>([HandleInactiveUser.requestSent, HandleInactiveUser.requestOpen]);

export function InactiveAccount({ username, password, onBack }: InactiveAccountProps) {
  const { t } = useTranslation();
  const [sendRequest, { isLoading }] = useHandleInactiveUserMutation();
  const [status, setStatus] = useState<number | null>(null);

  const submit = async (values: RequestValues) => {
    try {
      const answer = await sendRequest({ body: { username, password, phone: values.phone || undefined, comments: values.comments || undefined } }).unwrap();
      setStatus(answer.data?.status ?? HandleInactiveUser.requestFailed);
    } catch {
      // the base query has shown what went wrong
    }
  };

  const done = status !== null && doneCodes.has(status);
  return (
    <>
      <Alert type="warning" showIcon title={t('auth.login.inactiveUser')} description={t('auth.inactive.explain')} style={{ marginBlockEnd: 16 }} />
      {status !== null && <StatusAlert operation="handleInactiveUser" status={status} />}
      {!done && (
        <Form layout="vertical" requiredMark={false} onFinish={submit}>
          <Form.Item name="phone" label={t('auth.inactive.phone')} rules={[{ pattern: /^\d{9,10}$/, message: t('auth.inactive.phoneInvalid') }]}>
            <Input inputMode="tel" autoComplete="tel" dir="ltr" />
          </Form.Item>
          <Form.Item name="comments" label={t('auth.inactive.comments')}>
            <Input.TextArea rows={3} maxLength={500} showCount />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={isLoading}>
            {t('auth.inactive.submit')}
          </Button>
        </Form>
      )}
      <div style={{ textAlign: 'center', marginBlockStart: 16 }}>
        <Button type="link" onClick={onBack}>
          {t('auth.loginPage.backToSignIn')}
        </Button>
      </div>
    </>
  );
}
