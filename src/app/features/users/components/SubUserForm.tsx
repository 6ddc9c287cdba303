/**
 * The sub-user form (sections 3, 5 and 6): sign-in details, names and contact, the hours,
 * sender names and verified numbers it may use, and its permissions. The rules a browser can check (no spaces in
 * the username, the password's strength, a phone of 8 to 10 digits) are the domain's, shared
 * with the server; what only the server knows (a taken username or e-mail) the page puts
 * under the field from the answer's result code.
 */
import { KeyOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Form, Input, InputNumber, Select, Switch, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import type { PermissionHolder } from '../../../../domain/access';
import { generatePassword, passwordLength, passwordProblems } from '../../../../domain/passwords';
import { isProfilePhone, usernameHasSpaces } from '../../../../domain/userFields';
import { allowedEmailsProblem, allowedHoursProblem, maxAllowedEmails, type AllowedHoursValues, type SubUserValues } from '../subUserValues';
import { AllowedHoursField } from './AllowedHoursField';
import { PermissionsField } from './PermissionsField';

interface Props {
  form: FormInstance<SubUserValues>;
  initial: SubUserValues;
  isNew: boolean;
  granter: PermissionHolder;
  /** The sender names the signed-in user may share (its approved ones). */
  sourceNameOptions: string[];
  /** The verified numbers the user's parent may share (useVerifiedNumberOptions). */
  verifiedNumberOptions: string[];
  saving: boolean;
  onSave: (values: SubUserValues) => void;
  onDelete?: () => void;
}

/** A field rule from a problem finder that names the problem's i18n key (or null when there is none). */
const check = <V,>(problem: (value: V) => string | null, t: (key: string, values?: Record<string, unknown>) => string): Rule => ({
  validator: (_rule, value: V) => {
    const key = problem(value);
    return key ? Promise.reject(new Error(t(key, { min: passwordLength.min, max: passwordLength.max, maxEmails: maxAllowedEmails }))) : Promise.resolve();
  },
});

export function SubUserForm({ form, initial, isNew, granter, sourceNameOptions, verifiedNumberOptions, saving, onSave, onDelete }: Props) {
  const { t } = useTranslation();
  const required = (key: string) => check((value: string | undefined) => (value?.trim() ? null : key), t);

  const passwordRule = check((value: string | undefined) => {
    if (!value) return isNew ? 'users.form.errors.passwordRequired' : null;
    const problems = passwordProblems(value);
    return problems.length ? `users.form.errors.password.${problems[0]}` : null;
  }, t);

  return (
    <Form<SubUserValues> form={form} layout="vertical" initialValues={initial} onFinish={onSave} requiredMark={false} scrollToFirstError>
      <Flex vertical gap={16}>
        <Card title={t('users.form.signIn')}>
          <Form.Item name="username" label={t('users.form.username')} rules={[required('users.form.errors.usernameRequired'), check((v: string | undefined) => (v && usernameHasSpaces(v) ? 'users.form.errors.usernameSpaces' : null), t)]}>
            <Input dir="ltr" autoComplete="off" maxLength={50} />
          </Form.Item>
          <Form.Item
            label={t('users.form.password')}
            extra={isNew ? t('users.form.passwordHint', { min: passwordLength.min, max: passwordLength.max }) : t('users.form.passwordKeep')}
          >
            <Flex gap={8}>
              <Form.Item name="password" noStyle rules={[passwordRule]}>
                <Input.Password dir="ltr" autoComplete="new-password" aria-label={t('users.form.password')} maxLength={passwordLength.max} />
              </Form.Item>
              <Button icon={<KeyOutlined aria-hidden />} onClick={() => form.setFields([{ name: 'password', value: generatePassword(), errors: [] }])}>
                {t('users.form.generate')}
              </Button>
            </Flex>
          </Form.Item>
          <Form.Item name="active" label={t('users.form.active')} valuePropName="checked">
            <Switch checkedChildren={t('users.status.active')} unCheckedChildren={t('users.status.inactive')} />
          </Form.Item>
        </Card>
        <Card title={t('users.form.details')}>
          <Flex gap={16} wrap>
            <Form.Item name="firstName" label={t('users.form.firstName')} style={{ flex: '1 1 200px' }} rules={[required('users.form.errors.firstNameRequired')]}>
              <Input dir="auto" maxLength={50} />
            </Form.Item>
            <Form.Item name="lastName" label={t('users.form.lastName')} style={{ flex: '1 1 200px' }} rules={[required('users.form.errors.lastNameRequired')]}>
              <Input dir="auto" maxLength={50} />
            </Form.Item>
          </Flex>
          <Flex gap={16} wrap>
            <Form.Item
              name="email"
              label={t('users.form.email')}
              style={{ flex: '1 1 200px' }}
              rules={[required('users.form.errors.emailRequired'), { type: 'email', message: t('users.form.errors.emailInvalid') }]}
            >
              <Input dir="ltr" type="email" maxLength={100} />
            </Form.Item>
            <Form.Item
              name="phone"
              label={t('users.form.phone')}
              style={{ flex: '1 1 200px' }}
              rules={[check((v: string | undefined) => (v?.trim() && !isProfilePhone(v) ? 'users.form.errors.phone' : null), t)]}
            >
              <Input dir="ltr" inputMode="tel" maxLength={14} />
            </Form.Item>
          </Flex>
        </Card>
        <Card title={t('users.form.sending')}>
          <Form.Item
            name="allowedHours"
            label={t('users.form.hours')}
            rules={[check((v: AllowedHoursValues) => allowedHoursProblem(v), t)]}
          >
            <AllowedHoursField />
          </Form.Item>
          <Flex gap={16} wrap>
            <Form.Item name="sourceNames" label={t('users.form.sourceNames')} extra={t('users.form.sourceNamesHint')} style={{ flex: '1 1 300px' }}>
              <Select mode="multiple" aria-label={t('users.form.sourceNames')} options={sourceNameOptions.map((name) => ({ value: name, label: <bdi dir="auto">{name}</bdi> }))} />
            </Form.Item>
            <Form.Item name="verifiedNumbers" label={t('users.form.verifiedNumbers')} extra={t('users.form.verifiedNumbersHint')} style={{ flex: '1 1 300px' }}>
              <Select mode="multiple" aria-label={t('users.form.verifiedNumbers')} options={verifiedNumberOptions.map((phone) => ({ value: phone, label: <bdi dir="ltr">{phone}</bdi> }))} />
            </Form.Item>
          </Flex>
          <Flex gap={16} wrap>
            <Form.Item name="mailLimit" label={t('users.form.mailLimit')} extra={t('users.form.mailLimitHint')} style={{ flex: '1 1 200px' }}>
              <InputNumber<number> min={0} precision={0} dir="ltr" style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              name="allowedEmails"
              label={t('users.form.allowedEmails')}
              extra={t('users.form.allowedEmailsHint', { max: maxAllowedEmails })}
              style={{ flex: '2 1 300px' }}
              rules={[check((v: string[] | undefined) => allowedEmailsProblem(v ?? []), t)]}
            >
              <Select mode="tags" aria-label={t('users.form.allowedEmails')} tokenSeparators={[',', ' ']} open={false} suffixIcon={null} />
            </Form.Item>
          </Flex>
        </Card>
        <Card title={t('users.permissions.title')}>
          <Form.Item name="permissions" noStyle>
            <PermissionsField granter={granter} />
          </Form.Item>
        </Card>
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={saving}>
            {isNew ? t('users.form.create') : t('users.form.save')}
          </Button>
          {onDelete && (
            <Button danger onClick={onDelete}>
              {t('users.form.delete')}
            </Button>
          )}
        </Flex>
      </Flex>
    </Form>
  );
}
