/**
 * The WhatsApp chat of /whatsapp-campaign-chat/:from?/:to? (sections 2, 3, 4 and 9): the
 * conversations beside the open one (one above the other on phones, switching between them).
 * `from` is our sending number, `to` the customer; both open that conversation, `from` alone
 * narrows the list to the number. The page around it (helper E's) gives them from the path; a
 * choice here moves the path, so a live notification's link and the back button agree with it.
 */
import { Flex, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useFeatureTexts } from '../../../i18n/useFeatureTexts';
import { href } from '../../../router/paths';
import { PageLoading } from '../../../ui/PageLoading';
import { ChatList } from './ChatList';
import { Conversation } from './Conversation';
import { DesktopNotificationsButton } from './DesktopNotificationsButton';
import { useLiveChatUpdates } from './useLiveChatUpdates';

/** Phones: the list and the conversation take the whole width in turn. */
const layoutCss = `
.wa-chat-panes { display: flex; gap: 16px; min-height: 480px; height: calc(100vh - 220px); }
.wa-chat-list { width: 340px; flex: none; overflow-y: auto; }
.wa-chat-conversation { flex: 1; min-width: 0; min-height: 0; display: flex; flex-direction: column; }
.wa-chat-back { display: none !important; }
@media (max-width: 767.98px) {
  .wa-chat-panes { flex-direction: column; height: auto; }
  .wa-chat-list { width: auto; }
  .wa-chat-panes[data-showing="conversation"] .wa-chat-list { display: none; }
  .wa-chat-panes[data-showing="list"] .wa-chat-conversation { display: none; }
  .wa-chat-back { display: inline-flex !important; }
  .wa-chat-conversation { min-height: 60vh; }
}`;

const phonePattern = /^\d{9,16}$/;

export function WhatsAppChat({ from, to }: { from?: string; to?: string }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  // The status table's words for the send calls live in the whatsapp texts.
  const ready = useFeatureTexts('whatsappChat', 'whatsapp');
  const navigate = useNavigate();
  const source = from && phonePattern.test(from) ? from : undefined;
  const destination = source && to && phonePattern.test(to) ? to : undefined;
  useLiveChatUpdates(source, destination);

  if (!ready) return <PageLoading />;
  const pane = { background: token.colorBgContainer, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG };

  return (
    <Flex vertical gap={12}>
      <style>{layoutCss}</style>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('whatsappChat.page.title')}
        </Typography.Title>
        <DesktopNotificationsButton />
      </Flex>
      <div className="wa-chat-panes" data-showing={destination ? 'conversation' : 'list'}>
        <div className="wa-chat-list" style={pane}>
          <ChatList source={source} destination={destination} onSelect={(s, d) => navigate(href('whatsappCampaignChat', { from: s, to: d }))} />
        </div>
        <section className="wa-chat-conversation" aria-label={t('whatsappChat.conversation.region')} style={{ ...pane, padding: 12 }}>
          {source && destination ? (
            <Conversation key={`${source}>${destination}`} source={source} destination={destination} onBack={() => navigate(href('whatsappCampaignChat', { from: source }))} />
          ) : (
            <Typography.Paragraph type="secondary" style={{ margin: 'auto' }}>
              {t('whatsappChat.page.choose')}
            </Typography.Paragraph>
          )}
        </section>
      </div>
    </Flex>
  );
}
