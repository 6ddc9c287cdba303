/**
 * One conversation (get-conversation-data): who it is with and from which number, its 24-hour
 * window (time left, or closed), its messages, and what can be sent now — the text box while the
 * window is open, the template picker once it is closed, nothing for a blacklisted number.
 */
import { Alert, Button, Flex, Tag, theme, Typography } from 'antd';
import { formatDistanceStrict } from 'date-fns';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateLocale } from '../../../i18n/dateLocale';
import { useMomentText } from '../../../i18n/useMomentText';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { UserText } from '../../../ui/UserText';
import { displayPhone } from '../../../../domain/phones';
import { awaitingOf, type Awaiting } from './awaiting';
import { Composer } from './Composer';
import { MessageBubble } from './MessageBubble';
import { refusalOf } from './sendOutcome';
import { sessionWindowOf } from './sessionWindow';
import { TemplatePicker } from './TemplatePicker';
import { threadOf } from './thread';
import { reactionSet, useAfterSend } from './useAfterSend';
import { noStreamPollMs, sendingPollMs } from './useLiveChatUpdates';
import { chatsListTag, conversationArgs, useGetWhatsappConversationDataQuery, useSendWhatsappReactionMutation, whatsappChatApi } from './whatsappChatApi';

const httpNotFound = 404;

const clockTickMs = 30_000;

/** The page's clock, ticking often enough for "time left" and for the window to close on time. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), clockTickMs);
    return () => clearInterval(timer);
  }, []);
  return now;
}

interface Props {
  source: string;
  destination: string;
  onBack: () => void;
}

export function Conversation({ source, destination, onBack }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const moment = useMomentText();
  const dateLocale = useDateLocale();
  const now = useNow();
  const streamOpen = useAppSelector((s) => s.notifications.live.open);
  const [awaiting, setAwaiting] = useState<Awaiting>('nothing');
  const { data, error, isLoading } = useGetWhatsappConversationDataQuery(conversationArgs(source, destination), {
    // Ticks come by asking (no notification says a message was delivered or read); without a live stream, new messages too.
    pollingInterval: awaiting === 'sending' ? sendingPollMs : awaiting === 'ticks' || !streamOpen ? noStreamPollMs : 0,
  });
  const [react] = useSendWhatsappReactionMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const afterSend = useAfterSend(source, destination);
  const conversation = data?.data;
  const messages = conversation?.messages;
  // Reading new messages reads them (the server sets the conversation's unread to 0): the list's counts follow.
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (messages?.some((m) => m.isNewIncoming)) dispatch(whatsappChatApi.util.invalidateTags([chatsListTag]));
  }, [messages, dispatch]);
  useEffect(() => {
    setAwaiting(awaitingOf(messages ?? [], now));
  }, [messages, now]);

  // The newest message in view, as a chat window does.
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages?.length]);

  if (isLoading) return null;
  const notFound = typeof error === 'object' && error !== null && 'status' in error && error.status === httpNotFound;
  if (error || !conversation) {
    return (
      <Flex vertical gap={8}>
        <Button type="link" className="wa-chat-back" onClick={onBack} style={{ alignSelf: 'flex-start', paddingInline: 0 }}>
          {t('whatsappChat.conversation.back')}
        </Button>
        <Alert type={notFound ? 'warning' : 'error'} showIcon title={t(notFound ? 'whatsappChat.conversation.notFound' : 'whatsappChat.conversation.loadFailed')} />
      </Flex>
    );
  }

  const session = sessionWindowOf(conversation, now);
  const onReact = (messageId: number) => async (emoji: string) => {
    const answer = await react({ body: { source, destination, messageId, emoji } })
      .unwrap()
      .catch(() => undefined);
    afterSend(answer?.data, () => reactionSet(messageId, emoji));
    setRefusal(refusalOf('sendWhatsappReaction', answer?.data));
  };

  return (
    <Flex vertical gap={8} style={{ flex: 1, minHeight: 0 }}>
      <Flex justify="space-between" align="flex-start" gap={8} wrap>
        <Flex vertical>
          <Button type="link" className="wa-chat-back" onClick={onBack} style={{ alignSelf: 'flex-start', paddingInline: 0 }}>
            {t('whatsappChat.conversation.back')}
          </Button>
          <Typography.Title level={3} style={{ margin: 0, fontSize: token.fontSizeHeading5 }}>
            {conversation.name ? <UserText>{conversation.name}</UserText> : <bdi dir="ltr">{displayPhone(destination)}</bdi>}
          </Typography.Title>
          <Typography.Text type="secondary">
            {conversation.name && (
              <>
                <bdi dir="ltr">{displayPhone(destination)}</bdi> ·{' '}
              </>
            )}
            {t('whatsappChat.conversation.fromNumber')} <bdi dir="ltr">{displayPhone(source)}</bdi>
          </Typography.Text>
        </Flex>
        {session.open && session.closesAt !== null && (
          <Tag color="success" style={{ marginInlineEnd: 0 }}>
            {t('whatsappChat.conversation.sessionOpen', { left: formatDistanceStrict(session.closesAt, now, { locale: dateLocale }) })}
          </Tag>
        )}
      </Flex>
      <ol aria-label={t('whatsappChat.conversation.messages')} style={{ flex: 1, minHeight: 0, overflowY: 'auto', margin: 0, padding: 4, display: 'flex', flexDirection: 'column', gap: 8 }}>
        {threadOf(conversation.messages).map(({ message, reactions }) => (
          <MessageBubble
            key={message.id}
            message={message}
            reactions={reactions}
            moment={moment}
            onReact={session.open && message.direction === 'incoming' ? onReact(message.id) : undefined}
          />
        ))}
        <li ref={end} aria-hidden style={{ listStyle: 'none' }} />
      </ol>
      {/* The last send's refusal, in words; it stays when the window shut meanwhile and the picker took the box's place. */}
      {refusal && (
        <div role="alert" className="ant-form-item-explain-error">
          {t(refusal)}
        </div>
      )}
      {conversation.isBlacklisted ? (
        <Alert type="warning" showIcon title={t('whatsappChat.conversation.blacklisted')} />
      ) : session.open ? (
        <Composer source={source} destination={destination} onRefusal={setRefusal} />
      ) : (
        <>
          <Alert type="info" showIcon title={t(conversation.messages.length ? 'whatsappChat.conversation.sessionClosed' : 'whatsappChat.conversation.startWithTemplate')} />
          <TemplatePicker source={source} destination={destination} onRefusal={setRefusal} />
        </>
      )}
    </Flex>
  );
}
