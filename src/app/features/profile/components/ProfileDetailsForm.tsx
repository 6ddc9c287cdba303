/**
 * Names, e-mail, phones, SMS-to-mail addresses, allowed IPs and the mail system's limit: checked
 * here by the domain's rules (the server checks the same) and saved together; a refusal of the
 * server goes under its field, and a refused save changed nothing.
 */
import { Alert, Button, Form, Input, InputNumber, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UsersMyProfile, UsersMyProfileForm } from '../../../api/generated/users';
import { allowedEmailsRefusal, allowedIpsRefusal, isEmailAddress } from '../../../../domain/myProfile';
import { isProfilePhone } from '../../../../domain/userFields';
import { SaveMyProfile } from '../../../../contract/statusCodes';
import { fieldOfRefusal } from '../profileFieldErrors';
import { useSaveMyProfileMutation } from '../profileApi';

type Values = Required<Pick<UsersMyProfileForm, 'firstName' | 'lastName' | 'email' | 'phones' | 'allowedEmails' | 'allowedIps'>> &
  Pick<UsersMyProfileForm, 'mailSystemConnection' | 'mailLimit'>;

const valuesOf = (p: UsersMyProfile): Values => ({
  firstName: p.firstName ?? '',
  lastName: p.lastName ?? '',
  email: p.email ?? '',
  phones: p.phones ?? [],
  allowedEmails: p.allowedEmails ?? [],
  allowedIps: p.allowedIps ?? [],
  mailSystemConnection: p.mailSystemConnection ?? false,
  mailLimit: p.mailLimit,
});

export function ProfileDetailsForm({ profile }: { profile: UsersMyProfile }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [save, { isLoading }] = useSaveMyProfileMutation();
  const [failed, setFailed] = useState(false);
  const connected = Form.useWatch('mailSystemConnection', form);

  useEffect(() => {

    form.setFieldsValue(valuesOf(profile));

  }, [form, profile]);

  const listRule = (refusal: (values: string[]) => string | null, area: string): Rule => ({
    validator: (_rule, value: string[] | undefined) => {
      const why = refusal(value ?? []);
      return why ? Promise.reject(new Error(t(`profile.errors.${area}.${why}`))) : Promise.resolve();
    },
  });
  const phonesRule: Rule = {
    validator: (_rule, value: string[] | undefined) =>
      (value ?? []).every(isProfilePhone) ? Promise.resolve() : Promise.reject(new Error(t('profile.errors.phone'))),
  };

  const submit = async (values: Values) => {
    setFailed(false);
    const body: UsersMyProfileForm = { ...values, firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim() };
    if (!values.mailSystemConnection) delete body.mailLimit;
    const answer = await save({ body }).unwrap().catch(() => undefined);
    const status = answer?.data?.status;
    if (status === SaveMyProfile.emailTaken) form.setFields([{ name: 'email', errors: [t('errors.session.emailTaken')] }]);
    if (status !== SaveMyProfile.saveError) return;
    const key = answer?.data?.message ?? '';
    const field = fieldOfRefusal(key);
    if (field) form.setFields([{ name: field, errors: [t(key)] }]);
    else setFailed(true);
  };

  const required = (key: string): Rule => ({ required: true, whitespace: true, message: t(key) });
  return (
    <Form form={form} name="myProfile" layout="vertical" onFinish={submit} requiredMark={false} initialValues={valuesOf(profile)}>
      <Form.Item name="firstName" label={t('profile.details.firstName')} rules={[required('profile.errors.firstNameRequired')]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="lastName" label={t('profile.details.lastName')} rules={[required('profile.errors.lastNameRequired')]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('profile.details.email')}
        rules={[required('profile.errors.email'), { validator: (_r, v: string | undefined) => (!v || isEmailAddress(v) ? Promise.resolve() : Promise.reject(new Error(t('profile.errors.email')))) }]}
      >
        <Input type="email" dir="ltr" maxLength={254} />
      </Form.Item>
      <Form.Item name="phones" label={t('profile.details.phones')} extra={t('profile.details.phonesHelp')} rules={[phonesRule]}>
        <Select mode="tags" open={false} suffixIcon={null} aria-label={t('profile.details.phones')} tokenSeparators={[',', ' ']} />
      </Form.Item>
      <Form.Item name="allowedEmails" label={t('profile.smsToMail.label')} extra={t('profile.smsToMail.help')} rules={[listRule(allowedEmailsRefusal, 'allowedEmails')]}>
        <Select mode="tags" open={false} suffixIcon={null} aria-label={t('profile.smsToMail.label')} tokenSeparators={[',', ' ']} />
      </Form.Item>
      <Form.Item name="allowedIps" label={t('profile.allowedIps.label')} extra={t('profile.allowedIps.help')} rules={[listRule(allowedIpsRefusal, 'allowedIps')]}>
        <Select mode="tags" open={false} suffixIcon={null} aria-label={t('profile.allowedIps.label')} tokenSeparators={[',', ' ']} />
      </Form.Item>
      <Form.Item
        name="mailSystemConnection"
        label={t('profile.mailSystem.label')}
        valuePropName="checked"
        extra={profile.mailSystemConnection ? undefined : t('profile.mailSystem.notConnected')}
      >
        <Switch disabled={!profile.mailSystemConnection} aria-label={t('profile.mailSystem.label')} />
      </Form.Item>
      {connected && (
        <Form.Item name="mailLimit" label={t('profile.mailSystem.limit')} rules={[{ required: true, message: t('profile.errors.mailLimitRequired') }]}>
          <InputNumber min={1} precision={0} aria-label={t('profile.mailSystem.limit')} />
        </Form.Item>
      )}
      {failed && <Alert type="error" showIcon title={t('errors.generic.errorSavingData')} style={{ marginBlockEnd: 16 }} />}
      <Button type="primary" htmlType="submit" loading={isLoading}>
        {t('profile.details.save')}
      </Button>
    </Form>
  );
}
