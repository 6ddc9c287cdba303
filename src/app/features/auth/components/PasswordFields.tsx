/**
 * New password and its confirmation, checked in the browser by the same rule the server
 * uses (src/domain/passwords): each broken part of the rule shows as its own line.
 */
import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { passwordProblems, passwordsMatch, type PasswordRule } from '../../../../domain/passwords';

const ruleParts: PasswordRule[] = ['length', 'capital', 'lowercase', 'digit', 'special', 'noPercent'];

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

export function PasswordFields() {
  const { t } = useTranslation();
  const strength: Rule[] = [
    { required: true, message: t('auth.newPassword.required') },
    ...ruleParts.map(
      (part): Rule => ({
        validator: (_rule, value: string | undefined) =>
          !value || !passwordProblems(value).includes(part) ? Promise.resolve() : Promise.reject(new Error(t(`auth.newPassword.problem.${part}`))),
      }),
    ),
  ];
  return (
    <>
      <Form.Item name="password" label={t('auth.newPassword.password')} extra={t('auth.newPassword.rule')} rules={strength}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('auth.newPassword.confirm')}
        dependencies={['password']}
        rules={[
          { required: true, message: t('auth.newPassword.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: (_rule, value: string | undefined) =>
              !value || passwordsMatch(getFieldValue('password') as string, value) ? Promise.resolve() : Promise.reject(new Error(t('errors.password.mismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
