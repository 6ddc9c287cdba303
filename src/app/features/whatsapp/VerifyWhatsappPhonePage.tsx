/**
 * /very/:hash (section 2): the link that verifies a WhatsApp number. The page shows the number
 * and its business (auth/get-whatsapp-verify-phone-data), then sends a code by the link's method
 * and confirms it (verify-number).
 */
import { Alert, Card, Flex, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { notFoundShownByPage } from '../../api/baseQuery';
import { useGetWhatsappVerifyPhoneDataQuery } from '../../api/generated/auth';
import { useFeatureTexts } from '../../i18n/useFeatureTexts';
import { PageLoading } from '../../ui/PageLoading';
import { VerifyNumber } from './numbers/VerifyNumber';

// An unknown or used link: the page says so instead of the not-found modal.
notFoundShownByPage('getWhatsappVerifyPhoneData');

/** States past verification: the link has nothing left to do. */
const alreadyVerified = new Set(['verified', 'onboardingEstablished', 'onboardingComplete', 'active', 'activeWithWarning', 'activeWithBlock']);

export default function VerifyWhatsappPhonePage() {
  const { t } = useTranslation();
  const textsReady = useFeatureTexts('whatsapp');
  const hash = useParams().hash ?? '';
  const { data, isLoading, isError } = useGetWhatsappVerifyPhoneDataQuery({ hash }, { skip: !hash });
  const [verified, setVerified] = useState(false);

  if (!textsReady || isLoading) return <PageLoading />;
  const details = data?.data;
  if (!hash || isError || !details) return <Result status="warning" title={t('whatsapp.verifyLink.invalid')} />;
  if (verified || (details.numberState && alreadyVerified.has(details.numberState))) return <Result status="success" title={t('whatsapp.verifyLink.verified', { phone: details.phone })} />;
  return (
    <Flex justify="center" style={{ paddingBlock: 48, paddingInline: 16 }}>
      <Card style={{ width: '100%', maxWidth: 460 }} title={t('whatsapp.verifyLink.title')}>
        <Flex vertical gap={12}>
          <Typography.Text>
            {t('whatsapp.verifyLink.number')} <strong dir="ltr">{details.phone}</strong>
          </Typography.Text>
          {(details.displayName || details.companyName) && <Typography.Text type="secondary">{details.displayName ?? details.companyName}</Typography.Text>}
          <Alert type="info" showIcon title={t('whatsapp.verifyLink.explain')} />
          <VerifyNumber phone={details.phone} method={details.verificationMethod} onVerified={() => setVerified(true)} />
        </Flex>
      </Card>
    </Flex>
  );
}
