/**
 * Verifying a new sender number (campaigns/verify-phone-number): without a code the number
 * gets one (0), then the code confirms it (7). A number that cannot get a text (a landline) is
 * verified by calling the support line from it (6): the number to call stays on screen, and
 * "check again" asks once support confirmed it (1). Every outcome, 0 to 7 and -1, is the base
 * query's status message; this only moves between the steps and refreshes the choices.
 */
import { Alert, Button, Flex, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeMobile } from '../../../../domain/phones';
import { useVerifyPhoneNumberMutation } from '../../../api/generated/campaigns';

/** Sent (enter the code), and verified. */
const codeSent = 0;
const verified = 7;
const alreadyVerified = 1;
const callToVerify = 6;

export function VerifyNumber({ onVerified }: { onVerified: (phone: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [call, setCall] = useState<{ phone: string; callNumber: string } | null>(null);
  const [verify, state] = useVerifyPhoneNumberMutation();

  const close = () => {
    setOpen(false);
    setPhone('');
    setCode('');
    setSentTo(null);
    setCall(null);
  };

  const run = async (body: { phone: string; code?: string }) => {
    const answer = (await verify({ body }).unwrap()).data;
    const status = answer?.status;
    if (status === codeSent && body.code === undefined) setSentTo(body.phone);
    if (status === callToVerify && answer?.callNumber) setCall({ phone: body.phone, callNumber: answer.callNumber });
    if (status === verified || status === alreadyVerified) {
      onVerified(body.phone);
      close();
    }
  };
  const quietly = (body: { phone: string; code?: string }) => void run(body).catch(() => undefined);

  if (!open) {
    return (
      <Button type="link" style={{ paddingInline: 0, alignSelf: 'start' }} onClick={() => setOpen(true)}>
        {t('campaign.sender.verifyNumber')}
      </Button>
    );
  }
  if (call !== null) {
    return (
      <Flex vertical gap={8}>
        <Alert type="info" showIcon title={t('campaign.sender.callToVerify', { callNumber: call.callNumber, phone: call.phone })} />
        <Flex gap={8}>
          <Button type="primary" loading={state.isLoading} onClick={() => quietly({ phone: call.phone })}>
            {t('campaign.sender.checkAgain')}
          </Button>
          <Button onClick={close}>{t('campaign.sender.cancel')}</Button>
        </Flex>
      </Flex>
    );
  }
  if (sentTo !== null) {
    return (
      <Flex gap={8}>
        <Input dir="ltr" inputMode="numeric" aria-label={t('campaign.sender.code')} value={code} onChange={(e) => setCode(e.target.value.trim())} onPressEnter={() => code && quietly({ phone: sentTo, code })} />
        <Button type="primary" loading={state.isLoading} disabled={!code} onClick={() => quietly({ phone: sentTo, code })}>
          {t('campaign.sender.confirmCode')}
        </Button>
        <Button onClick={() => quietly({ phone: sentTo })} disabled={state.isLoading}>
          {t('campaign.sender.resendCode')}
        </Button>
      </Flex>
    );
  }
  // An invalid number still goes to the server, whose -1 says why in the one place messages come from.
  const typed = normalizeMobile(phone) ?? phone.trim();
  return (
    <Flex gap={8}>
      <Input dir="ltr" inputMode="tel" aria-label={t('campaign.sender.newNumber')} value={phone} onChange={(e) => setPhone(e.target.value)} onPressEnter={() => typed && quietly({ phone: typed })} />
      <Button type="primary" loading={state.isLoading} disabled={!typed} onClick={() => quietly({ phone: typed })}>
        {t('campaign.sender.sendCode')}
      </Button>
      <Button onClick={close}>{t('campaign.sender.cancel')}</Button>
    </Flex>
  );
}
