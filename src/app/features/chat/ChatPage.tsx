/**
 * /chat/:id (sections 2, 3, 4 and 6): the conversations of one shipment with the recipients
 * who answered it. The list beside the thread (one above the other on phones, switching
 * between them), answers sent from the shipment's reply number, updates as replies arrive,
 * full-screen mode. An expired chat is read only.
 */
import { Alert, Flex, theme, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { useFeatureTexts } from '../../i18n/useFeatureTexts';
import { useMomentText } from '../../i18n/useMomentText';
import { PageLoading } from '../../ui/PageLoading';
import { UserText } from '../../ui/UserText';
import { isChatExpired } from '../../../domain/chat';
import { displayPhone } from '../../../domain/phones';
import { ChatThread } from './ChatThread';
import { ChatToolbar } from './ChatToolbar';
import { ConversationList } from './ConversationList';
import { hasSendingAnswer, sameRecipient } from './chatState';
import { useChat } from './useChat';
import { useChatUpdates } from './useChatUpdates';
import { useFullscreen } from './useFullscreen';

/** Phones: the list and the thread take the whole width in turn. */
const layoutCss = `
.chat-panes { display: flex; gap: 16px; flex: 1; min-height: 0; }
.chat-list { width: 320px; flex: none; overflow-y: auto; }
.chat-thread { flex: 1; min-width: 0; min-height: 0; display: flex; flex-direction: column; }
.chat-back { display: none !important; }
@media (max-width: 767.98px) {
  .chat-panes { flex-direction: column; }
  .chat-list { width: auto; }
  .chat-panes[data-showing="thread"] .chat-list { display: none; }
  .chat-panes[data-showing="list"] .chat-thread { display: none; }
  .chat-back { display: inline-flex !important; }
  .chat-thread { min-height: 60vh; }
}`;

export default function ChatPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  // The reports' delivery-status names say why an answer failed.
  const textsReady = useFeatureTexts('chat', 'reports');
  const moment = useMomentText();
  const chatId = Number(useParams().id);
  const [query] = useSearchParams();
  const chat = useChat(chatId);
  const { state, load } = chat;
  const [selected, setSelected] = useState<string | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(container);

  useChatUpdates(chat.catchUp, { ready: load === 'ready', sending: hasSendingAnswer(state.conversations) });

  // The incoming-messages report opens the conversation of the reply it links (?destination=).
  const wanted = query.get('destination');
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !wanted || load !== 'ready') return;
    opened.current = true;
    const match = state.conversations.find((c) => sameRecipient(c.destination, wanted));
    if (match?.destination) setSelected(match.destination);
  }, [wanted, load, state.conversations]);

  // An open conversation's replies are read: marked so on opening, and as new ones arrive in it.
  const conversation = state.conversations.find((c) => c.destination === selected) ?? null;
  const unread = conversation ? Math.max(conversation.newIncomingCount ?? 0, (conversation.messages ?? []).filter((m) => m.isNewIncoming).length) : 0;
  const { markRead } = chat;
  useEffect(() => {
    if (selected && unread > 0) void markRead(selected);
  }, [selected, unread, markRead]);

  const { send, blacklist } = chat;
  const onSend = useCallback((text: string) => (selected ? send(selected, text) : Promise.resolve(null)), [selected, send]);
  const onBlacklist = useCallback(() => void (selected && blacklist(selected)), [selected, blacklist]);

  if (!textsReady || load === 'loading') return <PageLoading />;
  if (load === 'notFound' || load === 'failed' || !Number.isInteger(chatId)) {
    return (
      <Flex vertical gap={16} style={{ padding: 24 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('chat.page.title')}
        </Typography.Title>
        <Alert type={load === 'failed' ? 'error' : 'warning'} showIcon title={t(load === 'failed' ? 'chat.page.loadFailed' : 'chat.page.notFound')} />
      </Flex>
    );
  }

  const header = state.header;
  const readOnly = Boolean(header?.isExpired) || isChatExpired(header?.expiryDate);
  const fullscreenStyle = fullscreen.emulated ? { position: 'fixed' as const, inset: 0, zIndex: token.zIndexPopupBase, height: '100vh' } : {};

  return (
    <div
      ref={container}
      className={fullscreen.emulated ? 'chat-page chat-page--fullscreen' : 'chat-page'}
      style={{ display: 'flex', flexDirection: 'column', gap: 12, padding: 24, background: token.colorBgLayout, height: fullscreen.on ? '100vh' : 'calc(100vh - 120px)', minHeight: 480, boxSizing: 'border-box', ...fullscreenStyle }}
    >
      <style>{layoutCss}</style>
      <Flex justify="space-between" align="flex-start" gap={12} wrap>
        <Flex vertical gap={4}>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {header?.shipmentName ? <UserText>{header.shipmentName}</UserText> : t('chat.page.title')}
          </Typography.Title>
          {header?.sourceNumber && (
            <Typography.Text type="secondary">
              {t('chat.page.replyNumber')} <bdi dir="ltr">{displayPhone(header.sourceNumber)}</bdi>
            </Typography.Text>
          )}
        </Flex>
        <ChatToolbar settings={chat.settings} onSettings={(change) => void chat.saveSettings(change)} fullscreen={fullscreen.on} onFullscreen={fullscreen.toggle} />
      </Flex>
      {readOnly && <Alert type="info" showIcon title={t('chat.page.expired', { date: header?.expiryDate ? moment(header.expiryDate) : '' })} />}
      <div className="chat-panes" data-showing={conversation ? 'thread' : 'list'}>
        <div className="chat-list" style={{ background: token.colorBgContainer, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG }}>
          <ConversationList
            conversations={state.conversations}
            selected={selected}
            onSelect={setSelected}
            hasMore={state.hasMore}
            loadingMore={chat.loadingMore}
            onLoadMore={() => void chat.loadMore()}
          />
        </div>
        <section
          className="chat-thread"
          aria-label={t('chat.thread.region')}
          style={{ background: token.colorBgContainer, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG, padding: 12 }}
        >
          {conversation ? (
            <ChatThread conversation={conversation} readOnly={readOnly} sending={chat.sending} onSend={onSend} onBlacklist={onBlacklist} onBack={() => setSelected(null)} />
          ) : (
            <Typography.Paragraph type="secondary" style={{ margin: 'auto' }}>
              {t('chat.thread.choose')}
            </Typography.Paragraph>
          )}
        </section>
      </div>
    </div>
  );
}
