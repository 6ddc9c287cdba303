/**
 * A sub-user's new password, set by whoever manages it (users/update-user-password with its
 * userId), confirmed by the manager's own current password (section 8). The strength rule is
 * the domain's, checked before sending. A wrong current password goes under its field, a weak
 * or already used one under the new one; the others (changed, security check, failure) are the
 * status table's toasts, shown by the base query.
 */
import { Button, Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUsersUpdateUserPasswordMutation } from '../../../api/generated/users';
import { statusMessageFor } from '../../../api/statusMessages';
import { sameNewPasswordRule, strongPasswordRule } from '../../../ui/passwordRules';
import { UsersUpdateUserPassword } from '../../../../contract/statusCodes';

interface Values {
  newPassword: string;
  confirmPassword: string;
  currentPassword: string;
}

/** The codes that belong to a field (quiet in the status table, so said here with its text). */
const fieldOfCode: Partial<Record<number, keyof Values>> = {
  [UsersUpdateUserPassword.wrongCurrentPassword]: 'currentPassword',
  [UsersUpdateUserPassword.notStrong]: 'newPassword',
  [UsersUpdateUserPassword.usedBefore]: 'newPassword',
};

export function SubUserPasswordCard({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [update, { isLoading }] = useUsersUpdateUserPasswordMutation();
  const required = { required: true, message: t('users.subUserPassword.required') };

  const submit = async (values: Values) => {
    const answer = await update({ body: { kind: 'login', userId, ...values } })
      .unwrap()
      .catch(() => undefined);
    const status = answer?.data?.status;
    if (status === UsersUpdateUserPassword.changed) {
      form.resetFields();
      return;
    }
    const field = status === undefined ? undefined : fieldOfCode[status];
    const key = answer?.data?.message ?? (status === undefined ? undefined : statusMessageFor('usersUpdateUserPassword', status)?.key);
    if (field && key) form.setFields([{ name: field, errors: [t(key)] }]);
  };

  return (
    <Card title={t('users.subUserPassword.title')}>
      <Form<Values> form={form} name="subUserPassword" layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false}>
        <Typography.Paragraph type="secondary">{t('users.subUserPassword.help')}</Typography.Paragraph>
        <Form.Item name="newPassword" label={t('users.subUserPassword.new')} extra={t('auth.newPassword.rule')} rules={[required, strongPasswordRule(t)]}>
          <Input.Password dir="ltr" autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirmPassword" label={t('users.subUserPassword.confirm')} dependencies={['newPassword']} rules={[required, sameNewPasswordRule(t, 'newPassword')]}>
          <Input.Password dir="ltr" autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="currentPassword" label={t('users.subUserPassword.yours')} rules={[required]}>
          <Input.Password dir="ltr" autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {t('users.subUserPassword.save')}
        </Button>
      </Form>
    </Card>
  );
}
