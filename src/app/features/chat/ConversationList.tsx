/** The conversations of the shipment, the latest activity first: who, what they last wrote, when, how much is unread. */
import { Badge, Button, Flex, Tag, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Chat } from '../../api/generated/chat';
import { useMomentText } from '../../i18n/useMomentText';
import { UserText } from '../../ui/UserText';
import { displayPhone } from '../../../domain/phones';

interface Props {
  conversations: Chat[];
  selected: string | null;
  onSelect: (destination: string) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

export function ConversationList({ conversations, selected, onSelect, hasMore, loadingMore, onLoadMore }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const moment = useMomentText();

  if (conversations.length === 0) return <Typography.Paragraph type="secondary" style={{ padding: 16 }}>{t('chat.list.empty')}</Typography.Paragraph>;

  return (
    <nav aria-label={t('chat.list.label')}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {conversations.map((c) => {
          const destination = c.destination ?? '';
          const current = destination === selected;
          const unread = c.newIncomingCount ?? 0;
          return (
            <li key={destination} style={{ borderBlockEnd: `1px solid ${token.colorBorderSecondary}` }}>
              <button
                type="button"
                aria-current={current ? 'true' : undefined}
                onClick={() => onSelect(destination)}
                // A plain button keeps the browser's focus ring for keyboard users.
                style={{
                  display: 'block',
                  width: '100%',
                  padding: '10px 12px',
                  border: 0,
                  font: 'inherit',
                  color: 'inherit',
                  textAlign: 'start',
                  cursor: 'pointer',
                  background: current ? token.controlItemBgActive : 'transparent',
                  outlineOffset: -2,
                }}
              >
                <Flex justify="space-between" align="center" gap={8}>
                  {/* Phone numbers read left to right in every language. */}
                  <Typography.Text strong={unread > 0}>
                    <bdi dir="ltr">{displayPhone(destination)}</bdi>
                  </Typography.Text>
                  <Flex gap={6} align="center">
                    {c.isBlacklisted && <Tag color="error">{t('chat.list.blacklisted')}</Tag>}
                    {unread > 0 && <Badge count={unread} color={token.colorPrimary} title={t('chat.list.unread', { count: unread })} />}
                  </Flex>
                </Flex>
                <Typography.Text type="secondary" ellipsis style={{ display: 'block' }}>
                  <UserText>{c.lastMessageText}</UserText>
                </Typography.Text>
                {c.lastMessageDate && (
                  <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                    {moment(c.lastMessageDate)}
                  </Typography.Text>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {hasMore && (
        <Flex justify="center" style={{ padding: 12 }}>
          <Button onClick={onLoadMore} loading={loadingMore}>
            {t('chat.list.loadMore')}
          </Button>
        </Flex>
      )}
    </nav>
  );
}
