/**
 * One message of a conversation as a bubble: what the account sent (the campaign's message, our
 * answers, each answer with how it fared by section 4's rule) on one side, the recipient's
 * replies on the other.
 * "Start" and "end" follow the page's direction, so Hebrew and Arabic mirror the sides.
 */
import { Flex, Tag, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../../api/generated/chat';
import { chatAnswerOutcome, type ChatAnswerOutcome } from '../../../domain/chat';

const outcomeColor: Record<Exclude<ChatAnswerOutcome, 'unknown'>, string> = { sending: 'processing', sent: 'success', failed: 'error' };

const kindOf = (m: ChatMessage): NonNullable<ChatMessage['kind']> => m.kind ?? (m.isIncoming ? 'reply' : 'answer');

export function MessageBubble({ message, moment }: { message: ChatMessage; moment: (iso: string) => string }) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const kind = kindOf(message);
  const ours = kind !== 'reply';
  const outcome = kind === 'answer' ? chatAnswerOutcome(message) : 'unknown';
  // statusMessage is the delivery status the reports name (reports.deliveryStatus.*): why it failed.
  const reasonKey = `reports.deliveryStatus.${message.statusMessage ?? ''}`;
  const reason = outcome === 'failed' && message.statusMessage && message.statusMessage !== 'notDelivered' && i18n.exists(reasonKey) ? t(reasonKey) : null;
  const background = kind === 'answer' ? token.colorPrimaryBg : kind === 'campaign' ? token.colorFillQuaternary : token.colorBgContainer;
  return (
    <li style={{ display: 'flex', justifyContent: ours ? 'flex-end' : 'flex-start', listStyle: 'none' }}>
      <div
        style={{
          maxWidth: 'min(80%, 560px)',
          padding: '8px 12px',
          borderRadius: token.borderRadiusLG,
          background,
          border: `1px solid ${message.isNewIncoming ? token.colorPrimary : token.colorBorderSecondary}`,
        }}
      >
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM, display: 'block' }}>
          {t(`chat.thread.${kind}`)}
          {message.isNewIncoming ? ` · ${t('chat.thread.new')}` : ''}
        </Typography.Text>
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} dir="auto">
          {message.text ?? ''}
        </Typography.Paragraph>
        <Flex gap={8} align="center" justify="flex-end" wrap>
          {message.date && (
            <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
              {moment(message.date)}
            </Typography.Text>
          )}
          {outcome !== 'unknown' && (
            <Tag color={outcomeColor[outcome]} style={{ marginInlineEnd: 0 }}>
              {t(`chat.thread.${outcome}`)}
              {reason ? ` · ${reason}` : ''}
            </Tag>
          )}
        </Flex>
      </div>
    </li>
  );
}
