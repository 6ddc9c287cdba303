/** A test of the chosen template to up to 3 numbers (send-example), with the campaign's variables. */
import { Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWhatsappSendExampleMutation } from '../../../api/generated/whatsapp';
import { ensureTexts } from '../../../i18n/i18n';
import { useAppDispatch } from '../../../state/hooks';
import { notify } from '../../../state/notifications';
import { pastedPhones } from './pastedPhones';
import { sendOutcomeMessage } from './sendOutcome';

export const maxExamplePhones = 3;

export function SendExample({ sourcePhone, templateId, variables, headerFile, disabled }: { sourcePhone: string; templateId: number | undefined; variables: string[]; headerFile?: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [text, setText] = useState('');
  const [send, sending] = useWhatsappSendExampleMutation();
  const { phones, invalid } = pastedPhones(text);
  const problem = invalid.length ? 'whatsapp.example.invalidPhones' : phones.length > maxExamplePhones ? 'whatsapp.example.tooMany' : null;

  const submit = async () => {
    if (templateId === undefined || problem || phones.length === 0) return;
    const answer = await send({ body: { sourcePhone, templateId, phones, ...(variables.length ? { variables } : {}), ...(headerFile ? { headerFile } : {}) } }).unwrap().catch(() => undefined);
    const message = sendOutcomeMessage(answer?.data);
    if (!message) return;
    await ensureTexts([message.key]).catch(() => undefined);
    dispatch(notify({ severity: message.severity, message: message.key }));
  };

  return (
    <Form.Item label={t('whatsapp.example.title')} validateStatus={problem ? 'error' : undefined} help={problem ? t(problem, { max: maxExamplePhones }) : t('whatsapp.example.hint', { max: maxExamplePhones })}>
      <Flex gap={8}>
        <Input dir="ltr" aria-label={t('whatsapp.example.phones')} placeholder="972501234567, 972521234567" value={text} onChange={(e) => setText(e.target.value)} />
        <Button onClick={() => void submit()} loading={sending.isLoading} disabled={disabled || templateId === undefined || Boolean(problem) || phones.length === 0}>
          {t('whatsapp.example.send')}
        </Button>
      </Flex>
    </Form.Item>
  );
}
