/**
 * enforcement-of-policy-approval: require a customer to accept the terms of use again before it
 * sends, or lift the requirement (users/enforcement-user).
 */
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEnforcementUserMutation } from '../../../api/generated/users';
import { useFeatureTexts } from '../../../i18n/useFeatureTexts';
import { PageLoading } from '../../../ui/PageLoading';
import { CustomerAction } from './CustomerAction';

export default function PolicyEnforcement() {
  const ready = useFeatureTexts('settingsBlocks', 'users');
  const { t } = useTranslation();
  const [enforce, saving] = useEnforcementUserMutation();
  if (!ready) return <PageLoading />;
  return (
    <CustomerAction
      actions={[
        { label: t('settingsBlocks.enforcement.enforce'), danger: true, loading: saving.isLoading, run: (userId) => enforce({ body: { userId, enforce: true } }).unwrap() },
        { label: t('settingsBlocks.enforcement.lift'), loading: saving.isLoading, run: (userId) => enforce({ body: { userId, enforce: false } }).unwrap() },
      ]}
    >
      <Typography.Paragraph type="secondary">{t('settingsBlocks.enforcement.help')}</Typography.Paragraph>
    </CustomerAction>
  );
}
