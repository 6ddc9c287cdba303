/**
 * The answer to one recipient. A text over the user's limit (536 characters, 1,005 with that
 * right: the rule the server applies, src/domain/messageParts) is refused here before it is
 * sent; the server's refusals (expired, blacklisted, credits, forbidden text, too long) show
 * under the box in words.
 */
import { Button, Flex, Form, Input } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../state/hooks';
import { Group } from '../../../domain/access';
import { billingLength, maxMessageLength } from '../../../domain/messageParts';

interface Props {
  /** Resolves with the i18n key of a refusal, or null when the answer went. */
  onSend: (text: string) => Promise<string | null>;
  sending: boolean;
}

export function AnswerBox({ onSend, sending }: Props) {
  const { t } = useTranslation();
  const maxLength = useAppSelector((s) => maxMessageLength(s.session.user ?? { group: Group.customer, permissions: [] }));
  const boxId = useId();
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const length = billingLength(text);
  const tooLong = length > maxLength;
  const problem = tooLong ? t('chat.answer.tooLong', { max: maxLength }) : refusal ? t(refusal) : null;

  const send = async () => {
    if (!text.trim() || tooLong || sending) return;
    const refused = await onSend(text);
    setRefusal(refused);
    if (!refused) setText('');
  };

  return (
    <Form layout="vertical" onFinish={() => void send()} style={{ marginBlockStart: 8 }}>
      <Form.Item label={t('chat.answer.label')} htmlFor={boxId} validateStatus={problem ? 'error' : undefined} help={problem ?? undefined} style={{ marginBlockEnd: 8 }}>
        <Input.TextArea
          id={boxId}
          value={text}
          dir="auto"
          autoSize={{ minRows: 2, maxRows: 6 }}
          placeholder={t('chat.answer.placeholder')}
          onChange={(e) => {
            setText(e.target.value);
            setRefusal(null);
          }}
          onPressEnter={(e) => {
            // Enter sends, Shift+Enter starts a new line (as chat windows do).
            if (!e.shiftKey) {
              e.preventDefault();
              void send();
            }
          }}
        />
      </Form.Item>
      <Flex justify="space-between" align="center" gap={8}>
        <span aria-live="polite" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {t('chat.answer.counter', { count: length, max: maxLength })}
        </span>
        <Button type="primary" htmlType="submit" loading={sending} disabled={!text.trim() || tooLong}>
          {t('chat.answer.send')}
        </Button>
      </Flex>
    </Form>
  );
}
