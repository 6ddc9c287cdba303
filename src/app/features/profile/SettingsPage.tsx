/**
 * /settings: the account's defaults (users/account-settings): the composer's sender and
 * unsubscribe option, notifications, language and theme (also applied to this browser's
 * preferences at once), and how the API signs in: the API username, with the same password
 * as the site (changed on /my-profile, which ends every API token too).
 */
import { Alert, Button, Card, Flex, Form, Input, Radio, Select, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AccountDefaults } from '../../api/generated/users';
import { useFeatureTexts } from '../../i18n/useFeatureTexts';
import { href } from '../../router/paths';
import { useAppDispatch } from '../../state/hooks';
import { languageChosen, languages, themeChosen } from '../../state/preferences';
import { PageLoading } from '../../ui/PageLoading';
import { SaveAccountSettings } from '../../../contract/statusCodes';
import { useGetAccountSettingsQuery, useSaveAccountSettingsMutation } from './profileApi';

const unsubscribeOptions = [0, 2, 3] as const;

export default function SettingsPage() {
  const { t } = useTranslation();
  const textsReady = useFeatureTexts('profile');
  const dispatch = useAppDispatch();
  const { data } = useGetAccountSettingsQuery();
  const settings = data?.data;
  const [save, { isLoading }] = useSaveAccountSettingsMutation();
  const [form] = Form.useForm<AccountDefaults>();
  const [failed, setFailed] = useState(false);
  const senderKind = Form.useWatch('senderKind', form);

  useEffect(() => {
    if (settings) form.setFieldsValue({ senderKind: 'system', unsubscribeOption: 0, notifications: true, ...settings });
  }, [form, settings]);

  if (!textsReady || !settings) return <PageLoading />;

  const submit = async (values: AccountDefaults) => {
    setFailed(false);
    const body: AccountDefaults = { ...values, ...(values.senderKind === 'system' ? { senderValue: undefined } : {}) };
    const answer = await save({ body }).unwrap().catch(() => undefined);
    const status = answer?.data?.status;
    if (status === SaveAccountSettings.senderNotApproved) form.setFields([{ name: 'senderValue', errors: [t('profile.settings.senderNotApproved')] }]);
    else if (status !== SaveAccountSettings.saved) setFailed(true);
    else {
      if (values.language) dispatch(languageChosen(values.language));
      if (values.theme) dispatch(themeChosen(values.theme));
    }
  };

  return (
    <Flex vertical gap={16} style={{ padding: 24, maxWidth: 720 }}>
      <Typography.Title level={2}>{t('profile.settings.title')}</Typography.Title>
      <Card title={t('profile.settings.defaults')}>
        <Form form={form} name="accountSettings" layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item name="senderKind" label={t('profile.settings.sender')}>
            <Radio.Group
              options={(['system', 'name', 'number'] as const).map((kind) => ({ value: kind, label: t(`profile.settings.senderKind.${kind}`) }))}
            />
          </Form.Item>
          {senderKind && senderKind !== 'system' && (
            <Form.Item name="senderValue" label={t(`profile.settings.senderValue.${senderKind}`)} rules={[{ required: true, whitespace: true, message: t('profile.errors.required') }]}>
              <Input dir="ltr" maxLength={20} />
            </Form.Item>
          )}
          <Form.Item name="unsubscribeOption" label={t('profile.settings.unsubscribe')}>
            <Select aria-label={t('profile.settings.unsubscribe')} options={unsubscribeOptions.map((o) => ({ value: o, label: t(`profile.settings.unsubscribeOption.${o}`) }))} />
          </Form.Item>
          <Form.Item name="notifications" label={t('profile.settings.notifications')} valuePropName="checked">
            <Switch aria-label={t('profile.settings.notifications')} />
          </Form.Item>
          <Form.Item name="language" label={t('profile.settings.language')}>
            <Select aria-label={t('profile.settings.language')} options={languages.map((l) => ({ value: l, label: t(`profile.settings.languageName.${l}`) }))} />
          </Form.Item>
          <Form.Item name="theme" label={t('profile.settings.theme')}>
            <Radio.Group options={(['light', 'dark'] as const).map((theme) => ({ value: theme, label: t(`profile.settings.themeName.${theme}`) }))} />
          </Form.Item>
          {failed && <Alert type="error" showIcon title={t('errors.generic.errorSavingData')} style={{ marginBlockEnd: 16 }} />}
          <Button type="primary" htmlType="submit" loading={isLoading}>
            {t('profile.settings.save')}
          </Button>
        </Form>
      </Card>
      <Card title={t('profile.settings.api')}>
        <Typography.Paragraph>
          {t('profile.settings.apiUsername')} <Typography.Text code copyable dir="ltr">{settings.apiUsername}</Typography.Text>
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary">
          {t('profile.settings.apiPassword')} <Link to={href('myProfile')} style={{ textDecoration: 'underline' }}>{t('profile.page.title')}</Link>
        </Typography.Paragraph>
      </Card>
    </Flex>
  );
}
