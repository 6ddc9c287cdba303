/**
 * Login status '2' with passwordExpired: the token is saved, and the user chooses a new
 * password before going on. Refusals (weak, reused...) come as the status table's toast.
 */
import { Alert, Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUpdateUserPasswordMutation } from '../../../api/generated/auth';
import type { SessionAnswer } from '../useCompleteSignIn';
import { PasswordFields, type NewPasswordValues } from './PasswordFields';
import { UpdateUserPassword } from '../../../../contract/statusCodes';

interface ExpiredPasswordFormProps {
  currentPassword: string;
  busy: boolean;
  onChanged: (answer: SessionAnswer) => void;
}

export function ExpiredPasswordForm({ currentPassword, busy, onChanged }: ExpiredPasswordFormProps) {
  const { t } = useTranslation();
  const [updatePassword, { isLoading }] = useUpdateUserPasswordMutation();

  const submit = async (values: NewPasswordValues) => {
    try {
      const answer = await updatePassword({ body: { currentPassword, password: values.password, confirmPassword: values.confirmPassword } }).unwrap();
      if (answer.data?.status === UpdateUserPassword.changed) onChanged({ ...answer.data, currentUser: answer.data.currentUser ?? answer.currentUser });
    } catch {
      // the base query has shown what went wrong
    }
  };

  return (
    <Form layout="vertical" requiredMark={false} onFinish={submit}>
      <Alert type="warning" showIcon title={t('auth.expiredPassword.explain')} style={{ marginBlockEnd: 16 }} />
      <PasswordFields />
      <Button type="primary" htmlType="submit" block size="large" loading={isLoading || busy}>
        {t('auth.expiredPassword.submit')}
      </Button>
    </Form>
  );
}
