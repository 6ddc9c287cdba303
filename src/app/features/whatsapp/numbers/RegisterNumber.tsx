/**
 * Registering a number for WhatsApp (register-number): the customer's own number, which must
 * then be verified, or a free system number (get-pool-number) that needs no verification.
 */
import { Alert, Button, Flex, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetWhatsappPoolNumberQuery, useWhatsappRegisterNumberMutation } from '../../../api/generated/whatsapp';
import { WhatsappRegisterNumber } from '../../../../contract/statusCodes';

export const phonePattern = /^\d{9,16}$/;

export function RegisterNumber({ onNeedsVerification }: { onNeedsVerification: (phone: string) => void }) {
  const { t } = useTranslation();
  const [ownNumber, setOwnNumber] = useState(true);
  const [phone, setPhone] = useState('');
  const [tried, setTried] = useState(false);
  const pool = useGetWhatsappPoolNumberQuery(undefined, { skip: ownNumber });
  const poolNumber = pool.data?.data?.poolNumber ?? null;
  const [register, registering] = useWhatsappRegisterNumberMutation();
  const chosen = ownNumber ? phone.replace(/[\s-]/g, '') : (poolNumber ?? '');
  const phoneWrong = ownNumber && !phonePattern.test(chosen);

  const submit = async () => {
    setTried(true);
    if (!chosen || phoneWrong) return;
    const answer = await register({ body: { phone: chosen, ownNumber } }).unwrap().catch(() => undefined);
    if (answer?.data?.status === WhatsappRegisterNumber.verificationNeeded) onNeedsVerification(chosen);
    if (answer?.data?.status === WhatsappRegisterNumber.registered || answer?.data?.status === WhatsappRegisterNumber.verificationNeeded) setPhone('');
  };

  return (
    <Form layout="vertical" onFinish={() => void submit()}>
      <Form.Item label={t('whatsapp.numbers.whichNumber')}>
        <Radio.Group
          value={ownNumber}
          onChange={(e) => setOwnNumber(e.target.value as boolean)}
          options={[
            { value: true, label: t('whatsapp.numbers.ownNumber') },
            { value: false, label: t('whatsapp.numbers.poolNumber') },
          ]}
        />
      </Form.Item>
      {ownNumber ? (
        <Form.Item label={t('whatsapp.numbers.phone')} validateStatus={tried && phoneWrong ? 'error' : undefined} help={tried && phoneWrong ? t('whatsapp.numbers.phoneFormat') : undefined}>
          <Input dir="ltr" aria-label={t('whatsapp.numbers.phone')} inputMode="tel" value={phone} onChange={(e) => setPhone(e.target.value)} placeholder="972501234567" />
        </Form.Item>
      ) : (
        <Flex style={{ marginBottom: 16 }}>
          {pool.isFetching ? null : poolNumber ? (
            <Alert type="info" showIcon title={t('whatsapp.numbers.poolOffered', { phone: poolNumber })} />
          ) : (
            <Alert type="warning" showIcon title={t('whatsapp.numbers.noPoolNumber')} />
          )}
        </Flex>
      )}
      <Button type="primary" htmlType="submit" loading={registering.isLoading} disabled={!ownNumber && !poolNumber}>
        {t('whatsapp.numbers.register')}
      </Button>
    </Form>
  );
}
