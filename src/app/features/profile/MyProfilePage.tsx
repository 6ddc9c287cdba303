/**
 * /my-profile: the signed-in user's own details (users/my-profile), where invoices and reports
 * go, the password (the API's too) and two-step verification.
 */
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeatureTexts } from '../../i18n/useFeatureTexts';
import { PageLoading } from '../../ui/PageLoading';
import { PasswordForm } from './components/PasswordForm';
import { ProfileDetailsForm } from './components/ProfileDetailsForm';
import { ReportsEmailForm } from './components/ReportsEmailForm';
import { TwoStepCard } from './components/TwoStepCard';
import { useGetMyProfileQuery } from './profileApi';

export default function MyProfilePage() {
  const { t } = useTranslation();
  const textsReady = useFeatureTexts('profile');
  const { data } = useGetMyProfileQuery();
  const profile = data?.data;
  if (!textsReady || !profile) return <PageLoading />;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 720 }}>
      <Typography.Title level={2}>{t('profile.page.title')}</Typography.Title>
      <Card title={t('profile.details.title')}>
        <ProfileDetailsForm profile={profile} />
      </Card>
      <Card title={t('profile.reportsEmail.title')}>
        <ReportsEmailForm email={profile.reportsEmail ?? profile.email ?? ''} />
      </Card>
      <Card title={t('profile.password.title')}>
        <PasswordForm />
      </Card>
      <Card title={t('profile.otp.title')}>
        <TwoStepCard phones={profile.otpPhones ?? []} />
      </Card>
    </Flex>
  );
}
