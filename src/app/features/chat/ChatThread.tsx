/**
 * The selected conversation: its messages oldest first (the campaign's message, the replies,
 * our answers), the Blacklist button, and the answer box — hidden when the chat has expired,
 * disabled with a note when the number is blacklisted.
 */
import { ArrowLeftOutlined, ArrowRightOutlined, StopOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Tag, theme, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Chat } from '../../api/generated/chat';
import { useMomentText } from '../../i18n/useMomentText';
import { useSides } from '../../ui/useDirection';
import { displayPhone } from '../../../domain/phones';
import { AnswerBox } from './AnswerBox';
import { messageKey } from './chatState';
import { MessageBubble } from './MessageBubble';

interface Props {
  conversation: Chat;
  readOnly: boolean;
  sending: boolean;
  onSend: (text: string) => Promise<string | null>;
  onBlacklist: () => void;
  onBack: () => void;
}

export function ChatThread({ conversation, readOnly, sending, onSend, onBlacklist, onBack }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const moment = useMomentText();
  const { rtl } = useSides();
  const phone = displayPhone(conversation.destination ?? '');
  const messages = conversation.messages ?? [];
  const end = useRef<HTMLDivElement>(null);

  // The newest message in sight, as in any chat window.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, conversation.destination]);

  return (
    <Flex vertical style={{ height: '100%', minHeight: 0 }}>
      <Flex justify="space-between" align="center" gap={8} wrap style={{ paddingBlockEnd: 8, borderBlockEnd: `1px solid ${token.colorBorderSecondary}` }}>
        <Flex align="center" gap={8}>
          <Button className="chat-back" type="text" icon={rtl ? <ArrowRightOutlined /> : <ArrowLeftOutlined />} onClick={onBack} aria-label={t('chat.thread.back')} />
          <Typography.Title level={3} style={{ margin: 0, fontSize: token.fontSizeLG }}>
            <bdi dir="ltr">{phone}</bdi>
          </Typography.Title>
          {conversation.isBlacklisted && <Tag color="error">{t('chat.list.blacklisted')}</Tag>}
        </Flex>
        {!readOnly && !conversation.isBlacklisted && (
          <Button danger icon={<StopOutlined aria-hidden />} onClick={onBlacklist}>
            {t('chat.blacklist.button')}
          </Button>
        )}
      </Flex>
      {/* A log: screen readers announce the replies that arrive while it is open. */}
      <div role="log" aria-label={t('chat.thread.label', { phone })} tabIndex={0} style={{ flex: 1, minHeight: 0, overflowY: 'auto', padding: '12px 4px' }}>
        <ol style={{ margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
          {messages.map((m, i) => (
            <MessageBubble key={messageKey(m, i)} message={m} moment={moment} />
          ))}
        </ol>
        <div ref={end} />
      </div>
      {readOnly ? null : conversation.isBlacklisted ? (
        <Alert type="warning" showIcon title={t('chat.answer.blacklistedNote')} />
      ) : (
        <AnswerBox key={conversation.destination} onSend={onSend} sending={sending} />
      )}
    </Flex>
  );
}
