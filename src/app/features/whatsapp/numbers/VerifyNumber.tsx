/**
 * Verifying a WhatsApp number (verify-number): a code by SMS or by a phone call, then the
 * six digits typed back. The outcome of each step is the status table's message.
 */
import { Button, Flex, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWhatsappVerifyNumberMutation } from '../../../api/generated/whatsapp';
import { WhatsappVerifyNumber } from '../../../../contract/statusCodes';

type Method = 1 | 2;

export function VerifyNumber({ phone, method: givenMethod, onVerified }: { phone: string; method?: Method; onVerified?: () => void }) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<Method>(givenMethod ?? 1);
  const [codeSent, setCodeSent] = useState(false);
  const [code, setCode] = useState('');
  const [verify, verifying] = useWhatsappVerifyNumberMutation();
  const codeValid = /^\d{6}$/.test(code);

  const askCode = async () => {
    const answer = await verify({ body: { phone, method } }).unwrap().catch(() => undefined);
    if (answer?.data?.status === WhatsappVerifyNumber.codeSent) setCodeSent(true);
  };
  const confirmCode = async () => {
    const answer = await verify({ body: { phone, method, code } }).unwrap().catch(() => undefined);
    if (answer?.data?.status === WhatsappVerifyNumber.verified) onVerified?.();
  };

  return (
    <Flex vertical gap={12}>
      <Radio.Group
        aria-label={t('whatsapp.numbers.verifyMethod')}
        value={method}
        onChange={(e) => setMethod(e.target.value as Method)}
        options={[
          { value: 1, label: t('whatsapp.numbers.bySms') },
          { value: 2, label: t('whatsapp.numbers.byCall') },
        ]}
      />
      <Button onClick={() => void askCode()} loading={verifying.isLoading && !codeSent} style={{ alignSelf: 'start' }}>
        {t(codeSent ? 'whatsapp.numbers.sendAgain' : 'whatsapp.numbers.sendCode')}
      </Button>
      {codeSent && (
        <Form layout="inline" onFinish={() => void confirmCode()}>
          <Form.Item label={t('whatsapp.numbers.code')} validateStatus={code && !codeValid ? 'error' : undefined} help={code && !codeValid ? t('whatsapp.numbers.codeFormat') : undefined}>
            <Input dir="ltr" aria-label={t('whatsapp.numbers.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value.trim())} />
          </Form.Item>
          <Button type="primary" htmlType="submit" disabled={!codeValid} loading={verifying.isLoading}>
            {t('whatsapp.numbers.verify')}
          </Button>
        </Form>
      )}
    </Flex>
  );
}
