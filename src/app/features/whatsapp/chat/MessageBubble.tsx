/**
 * One WhatsApp message as a bubble: the customer's on the start side, ours on the end side
 * ("start" and "end" follow the page's direction, so Hebrew and Arabic mirror them). Text,
 * pictures, documents, voice, video, templates and button answers each look like themselves;
 * reactions sit on the message they are about; ours carry WhatsApp's ticks (sent, read) or why it
 * failed, by section 4's rule for a sent chat message.
 */
import { Flex, Tag, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WhatsAppChatMessage } from '../../../api/generated/whatsapp';
import { UserText } from '../../../ui/UserText';
import { chatAnswerOutcome } from '../../../../domain/chat';
import { ReactionPicker } from './ReactionPicker';
import type { Reaction } from './thread';

interface Props {
  message: WhatsAppChatMessage;
  reactions: Reaction[];
  moment: (iso: string) => string;
  /** Present while the window is open: reactions need it too. */
  onReact?: (emoji: string) => void;
}

function Content({ message }: { message: WhatsAppChatMessage }) {
  const { t } = useTranslation();
  const caption = message.caption || (message.type !== 'text' ? message.text : undefined);
  const words = (text: string | undefined) =>
    text ? (
      <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} dir="auto">
        {text}
      </Typography.Paragraph>
    ) : null;
  const label = (key: string, values?: Record<string, string>) => (
    <Typography.Text type="secondary" style={{ display: 'block' }}>
      {t(`whatsappChat.message.${key}`, values)}
    </Typography.Text>
  );
  const url = message.mediaUrl;
  switch (message.type) {
    case 'image':
      return (
        <>
          {url ? <img src={url} alt={caption || t('whatsappChat.message.image')} style={{ display: 'block', maxWidth: '100%', maxHeight: 320, borderRadius: 6 }} /> : label('image')}
          {words(caption)}
        </>
      );
    case 'video':
      return (
        <>
          {url ? <video src={url} controls style={{ display: 'block', maxWidth: '100%', maxHeight: 320 }} aria-label={t('whatsappChat.message.video')} /> : label('video')}
          {words(caption)}
        </>
      );
    case 'audio':
      return url ? <audio src={url} controls aria-label={t('whatsappChat.message.audio')} /> : label('audio');
    case 'document':
      return (
        <>
          {url ? (
            <a href={url} target="_blank" rel="noopener noreferrer">
              📄 <UserText>{message.fileName || t('whatsappChat.message.document')}</UserText>
            </a>
          ) : (
            <Typography.Text style={{ display: 'block' }}>
              📄 <UserText>{message.fileName || t('whatsappChat.message.document')}</UserText>
            </Typography.Text>
          )}
          {words(caption)}
        </>
      );
    case 'template':
      return (
        <>
          <Tag style={{ marginBlockEnd: 4 }}>
            {t('whatsappChat.message.template')} <bdi dir="ltr">{message.templateName ?? ''}</bdi>
          </Tag>
          {words(message.text)}
        </>
      );
    case 'button':
      return (
        <>
          <Tag style={{ marginBlockEnd: 4 }}>{t('whatsappChat.message.button')}</Tag>
          {words(message.text)}
        </>
      );
    case 'location':
    case 'sticker':
    case 'unsupported':
      return (
        <>
          {label(message.type)}
          {words(message.text)}
        </>
      );
    default:
      return words(message.text);
  }
}

function Ticks({ message }: { message: WhatsAppChatMessage }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const outcome = chatAnswerOutcome(message);
  if (outcome === 'sending')
    return (
      <span role="img" aria-label={t('whatsappChat.message.sending')} title={t('whatsappChat.message.sending')}>
        🕓
      </span>
    );
  if (outcome === 'failed' || message.rejectionReason) {
    const reason = message.rejectionReason ? t(`errors.whatsapp.messageRejection.${message.rejectionReason}`) : t('whatsappChat.message.failed');
    return (
      <Tag color="error" style={{ marginInlineEnd: 0 }}>
        {reason}
      </Tag>
    );
  }
  if (outcome === 'unknown' && !message.isSuccess) return null;
  const read = Boolean(message.isRead);
  const name = t(read ? 'whatsappChat.message.read' : 'whatsappChat.message.sent');
  return (
    <span role="img" aria-label={name} title={name} style={{ color: read ? token.colorPrimary : token.colorTextSecondary, letterSpacing: -3 }}>
      {read ? '✓✓' : '✓'}
    </span>
  );
}

export function MessageBubble({ message, reactions, moment, onReact }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const ours = message.direction === 'outgoing';
  const ourReaction = reactions.find((r) => r.direction === 'outgoing')?.emoji;
  return (
    <li style={{ display: 'flex', justifyContent: ours ? 'flex-end' : 'flex-start', listStyle: 'none' }} aria-label={t(ours ? 'whatsappChat.message.outgoing' : 'whatsappChat.message.incoming')}>
      <Flex align="center" gap={4} style={{ flexDirection: ours ? 'row-reverse' : 'row', maxWidth: 'min(85%, 560px)' }}>
        <div
          style={{
            minWidth: 0,
            padding: '8px 12px',
            borderRadius: token.borderRadiusLG,
            background: ours ? token.colorSuccessBg : token.colorBgContainer,
            border: `1px solid ${message.isNewIncoming ? token.colorPrimary : token.colorBorderSecondary}`,
          }}
        >
          <Content message={message} />
          <Flex gap={8} align="center" justify="flex-end" wrap>
            <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
              {moment(message.date)}
            </Typography.Text>
            {ours && <Ticks message={message} />}
          </Flex>
          {reactions.length > 0 && (
            <Flex gap={4} aria-label={t('whatsappChat.message.reactions')} role="group">
              {reactions.map((r) => (
                <span key={r.direction} title={t(r.direction === 'outgoing' ? 'whatsappChat.message.yourReaction' : 'whatsappChat.message.theirReaction')}>
                  {r.emoji}
                </span>
              ))}
            </Flex>
          )}
        </div>
        {!ours && onReact && <ReactionPicker ours={ourReaction} onReact={onReact} />}
      </Flex>
    </li>
  );
}
