/**
 * /my-profile: the signed-in user's own details (users/my-profile), where invoices and reports
 * go, the password (the API's too), two-step verification and the terms of use.
 */
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeatureTexts } from '../../i18n/useFeatureTexts';
import { PageLoading } from '../../ui/PageLoading';
import { PasswordForm } from './components/PasswordForm';
import { ProfileDetailsForm } from './components/ProfileDetailsForm';
import { ReportsEmailForm } from './components/ReportsEmailForm';
import { TermsCard } from './components/TermsCard';
import { TwoStepCard } from './components/TwoStepCard';
import { useGetMyProfileQuery } from './profileApi';

export default function MyProfilePage() {
  const { t } = useTranslation();
  const textsReady = useFeatureTexts('profile');
  const { data } = useGetMyProfileQuery();
  const profile = data?.data;
  if (!textsReady || !profile) return <PageLoading />;
  const required = profile.termsRequired ?? false;
  const terms = (
    <Card title={t('profile.terms.title')}>
      <TermsCard acceptedAt={profile.termsAcceptedAt} required={required} />
    </Card>
  );
  return (
    <Flex vertical gap={16} style={{ padding: 24, maxWidth: 720 }}>
      <Typography.Title level={2}>{t('profile.page.title')}</Typography.Title>
      {/* An acceptance an administrator asked for comes first; otherwise the section closes the page. */}
      {required && terms}
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
      {!required && terms}
    </Flex>
  );
}
