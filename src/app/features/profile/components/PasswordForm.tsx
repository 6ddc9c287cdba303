/**
 * The signed-in user's password, confirmed by the current one (users/update-user-password).
 * The same password signs in to the site and to the API, so both change together; the
 * server ends every other session and answers this browser a new token. A wrong current
 * password goes under its field, a weak or used one under the new one (codes of section 8).
 */
import { Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { sameNewPasswordRule, strongPasswordRule } from '../../../ui/passwordRules';
import { UsersUpdateUserPassword } from '../../../../contract/statusCodes';
import { useUsersUpdateUserPasswordMutation } from '../profileApi';

interface Values {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The codes that belong to a field (quiet in the status table); the rest (changed, robot check, failure) are toasts. */
const fieldOfCode: Record<number, [keyof Values, string]> = {
  [UsersUpdateUserPassword.wrongCurrentPassword]: ['currentPassword', 'profile.password.wrongCurrent'],
  [UsersUpdateUserPassword.notStrong]: ['newPassword', 'errors.subUserPassword.1'],
  [UsersUpdateUserPassword.usedBefore]: ['newPassword', 'errors.subUserPassword.2'],
};

export function PasswordForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [update, { isLoading }] = useUsersUpdateUserPasswordMutation();

  const submit = async (values: Values) => {
    const answer = await update({ body: { kind: 'login', ...values } }).unwrap().catch(() => undefined);
    const status = answer?.data?.status;
    if (status === UsersUpdateUserPassword.changed) {
      form.resetFields();
      return;
    }
    const refusal = status === undefined ? undefined : fieldOfCode[status];
    if (refusal) {
      const [field, key] = refusal;
      form.setFields([{ name: field, errors: [t(answer?.data?.message ?? key)] }]);
    }
  };

  return (
    <Form form={form} name="password" layout="vertical" onFinish={submit} requiredMark={false}>
      <Typography.Paragraph type="secondary">{t('profile.password.help')}</Typography.Paragraph>
      <Form.Item name="currentPassword" label={t('profile.password.current')} rules={[{ required: true, message: t('profile.errors.required') }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="newPassword" label={t('profile.password.new')} extra={t('auth.newPassword.rule')} rules={[{ required: true, message: t('profile.errors.required') }, strongPasswordRule(t)]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('profile.password.confirm')}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('profile.errors.required') },
          sameNewPasswordRule(t, 'newPassword', 'profile.password.mismatch'),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading}>
        {t('profile.password.save')}
      </Button>
    </Form>
  );
}
