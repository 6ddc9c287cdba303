/**
 * /ver/:hash (sections 2, 4, 9): the link a sender number's owner gets to prove the number is
 * theirs. The page shows the number, sends a code to it (or, for a landline, the number to call
 * from it), and confirms the code — at most 3 messages an hour, said in plain words. The
 * message with the link already carried a code, so a mobile number starts at the code form.
 */
import { Alert, Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useGetVerifyPhoneDataQuery, useVerifyPhoneMutation } from '../../api/generated/auth';
import { parseIsraelDateTime } from '../../../domain/israelTime';
import { displayPhone } from '../../../domain/phones';
import { PageLoading } from '../../ui/PageLoading';
import { Heading, Panel, Paragraph } from '../../ui/text';
import { PublicResult } from './PublicResult';
import { VerifyCodeForm } from './VerifyCodeForm';
import { alertTypeOfOutcome, isFinalOutcome, linkExpired, verifyOutcomeOf, type VerifyOutcome } from './verifyPhoneOutcome';

type Step = 'start' | 'code' | 'call';

function FinalResult({ outcome }: { outcome: VerifyOutcome }) {
  const { t } = useTranslation();
  const done = outcome === 'verified' || outcome === 'alreadyVerified';
  if (outcome === 'linkInvalid') {
    return (
      <PublicResult status="warning" title={t('public.verifyPhone.linkExpiredTitle')} subTitle={t('auth.verifyPhone.linkInvalid')}>
        {t('public.verifyPhone.linkExpiredWhatNow')}
      </PublicResult>
    );
  }
  return (
    <PublicResult
      status={done ? 'success' : 'error'}
      title={t(done ? 'public.verifyPhone.verifiedTitle' : 'public.verifyPhone.cannotVerifyTitle')}
      subTitle={t(`auth.verifyPhone.${outcome}`)}
    />
  );
}

export default function VerifyPhonePage() {
  const { t } = useTranslation();
  const hash = useParams().hash ?? '';
  const { data, isLoading, isError, isFetching, refetch } = useGetVerifyPhoneDataQuery({ body: { hash } }, { skip: !hash });
  const [verify, { isLoading: asking }] = useVerifyPhoneMutation();
  // The message holding this link already carried a code, so a mobile starts at the code; a landline at the call.
  const [chosenStep, setStep] = useState<Step | null>(null);
  const [outcome, setOutcome] = useState<VerifyOutcome | null>(null);
  const [callNumber, setCallNumber] = useState<string | undefined>();
  const [checkedCall, setCheckedCall] = useState(false);

  if (isLoading) return <PageLoading />;
  const details = data?.data;
  if (!hash || isError || !details || linkExpired(details.expiresOn, Date.now(), parseIsraelDateTime)) return <FinalResult outcome="linkInvalid" />;
  if (details.alreadyVerified) return <FinalResult outcome="alreadyVerified" />;
  if (outcome && isFinalOutcome(outcome)) return <FinalResult outcome={outcome} />;

  const ask = async (code?: string) => {
    const answer = await verify({ body: code ? { hash, code } : { hash } });
    if (!('data' in answer) || !answer.data) return;
    const result = answer.data.data;
    const next = verifyOutcomeOf(result?.status);
    setOutcome(next);
    if (next === 'messageSent') setStep('code');
    if (next === 'verifyByCall') {
      setCallNumber(result?.callNumber);
      setStep('call');
    }
  };
  const checkCall = async () => {
    setCheckedCall(false);
    await refetch();
    setCheckedCall(true);
  };

  const step: Step = chosenStep ?? (details.isLandline ? 'start' : 'code');
  const phone = displayPhone(details.phone);
  return (
    <div style={{ display: 'flex', justifyContent: 'center', paddingBlock: 48, paddingInline: 16 }}>
      <Panel style={{ width: '100%', maxWidth: 460 }}>
        <Heading style={{ fontSize: 24, textAlign: 'center' }}>{t('public.verifyPhone.title')}</Heading>
        <Paragraph secondary style={{ textAlign: 'center' }}>
          {details.accountName ? t('public.verifyPhone.intro', { account: details.accountName }) : t('public.verifyPhone.introNoAccount')}
        </Paragraph>
        <Flex vertical align="center" gap={4} style={{ marginBlockEnd: 16 }}>
          <span>{t('public.verifyPhone.numberLabel')}</span>
          {/* A phone number reads left to right in every language. */}
          <bdi dir="ltr" style={{ fontSize: 22, fontWeight: 600 }}>
            {phone}
          </bdi>
        </Flex>
        {outcome && (
          <Alert type={alertTypeOfOutcome(outcome)} showIcon style={{ marginBlockEnd: 16 }} title={t(`auth.verifyPhone.${outcome}`)} />
        )}
        {step === 'start' && (
          <>
            <Paragraph secondary>{t('public.verifyPhone.landlineIntro')}</Paragraph>
            <Button type="primary" size="large" block loading={asking} onClick={() => void ask()}>
              {t('public.verifyPhone.getCallNumber')}
            </Button>
          </>
        )}
        {step === 'code' && (
          <Flex vertical gap={12}>
            {!outcome && <Paragraph secondary>{t('public.verifyPhone.codeIntro')}</Paragraph>}
            <VerifyCodeForm submitting={asking} onSubmit={(code) => void ask(code)} />
            <Button type="link" disabled={asking} onClick={() => void ask()}>
              {t('public.verifyPhone.sendAgain')}
            </Button>
          </Flex>
        )}
        {step === 'call' && (
          <Flex vertical gap={12}>
            {callNumber && (
              <Paragraph style={{ textAlign: 'center' }}>
                {t('public.verifyPhone.callFrom', { phone })} <bdi dir="ltr" style={{ fontWeight: 600 }}>{callNumber}</bdi>
              </Paragraph>
            )}
            {checkedCall && !isFetching && <Alert type="info" showIcon title={t('public.verifyPhone.notYetCalled')} />}
            <Button type="primary" size="large" block loading={isFetching} onClick={() => void checkCall()}>
              {t('public.verifyPhone.checkCall')}
            </Button>
          </Flex>
        )}
      </Panel>
    </div>
  );
}
