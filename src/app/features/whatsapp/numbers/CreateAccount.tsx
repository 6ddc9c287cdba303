/** Creating the WhatsApp business account of a verified number (create-account): the name customers see. */
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWhatsappCreateAccountMutation } from '../../../api/generated/whatsapp';
import { WhatsappCreateAccount } from '../../../../contract/statusCodes';

export function CreateAccount({ phone, onCreated }: { phone: string; onCreated: () => void }) {
  const { t } = useTranslation();
  const [displayName, setDisplayName] = useState('');
  const [companyName, setCompanyName] = useState('');
  const [tried, setTried] = useState(false);
  const [create, creating] = useWhatsappCreateAccountMutation();
  const nameWrong = displayName.trim().length < 3 || displayName.length > 100;

  const submit = async () => {
    setTried(true);
    if (nameWrong) return;
    const answer = await create({ body: { phone, displayName: displayName.trim(), ...(companyName.trim() ? { companyName: companyName.trim() } : {}) } })
      .unwrap()
      .catch(() => undefined);
    if (answer?.data?.status === WhatsappCreateAccount.created) onCreated();
  };

  return (
    <Form layout="vertical" onFinish={() => void submit()} style={{ maxWidth: 420 }}>
      <Form.Item label={t('whatsapp.numbers.displayName')} validateStatus={tried && nameWrong ? 'error' : undefined} help={tried && nameWrong ? t('whatsapp.onboarding.errors.displayName') : undefined}>
        <Input dir="auto" aria-label={t('whatsapp.numbers.displayName')} value={displayName} maxLength={100} onChange={(e) => setDisplayName(e.target.value)} />
      </Form.Item>
      <Form.Item label={t('whatsapp.numbers.companyName')}>
        <Input dir="auto" aria-label={t('whatsapp.numbers.companyName')} value={companyName} maxLength={100} onChange={(e) => setCompanyName(e.target.value)} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={creating.isLoading}>
        {t('whatsapp.numbers.createAccount')}
      </Button>
    </Form>
  );
}
