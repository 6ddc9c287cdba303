/**
 * The WhatsApp conversations (get-chats-data), the latest activity first, with the filters the
 * contract offers (sending number, a customer's digits, unread only, active in the last so many
 * days), each conversation's unread count and the account's total of unread conversations
 * (get-count-unread-chat). A closed 24-hour window is marked: there only a template can go.
 */
import { Badge, Button, Flex, Input, Select, Switch, Tag, theme, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMomentText } from '../../../i18n/useMomentText';
import { useAppSelector } from '../../../state/hooks';
import { UserText } from '../../../ui/UserText';
import { displayPhone } from '../../../../domain/phones';
import { useGetWhatsappChatsDataQuery, useGetWhatsappUnreadChatCountQuery, useGetWhatsappUserMetaDataQuery } from './whatsappChatApi';
import { noStreamPollMs } from './useLiveChatUpdates';

export const dayChoices = [1, 7, 30, 90, 365] as const;
const pageSize = 20;
/** get-chats-data's largest page: "show more" widens the one page up to it. */
const largestPage = 100;

interface Props {
  source: string | undefined;
  destination: string | undefined;
  onSelect: (source: string, destination: string) => void;
}

export function ChatList({ source: openSource, destination: openDestination, onSelect }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const moment = useMomentText();
  const ids = { source: useId(), unread: useId(), days: useId() };
  const [source, setSource] = useState<string | undefined>(openSource);
  // A link to another number's conversation (a notification's) narrows the list to that number.
  useEffect(() => {
    if (openSource) setSource(openSource);
  }, [openSource]);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [days, setDays] = useState<number>(30);
  const [digits, setDigits] = useState('');
  const [amount, setAmount] = useState(pageSize);
  // Without a live stream, new messages are fetched now and then instead.
  const streamOpen = useAppSelector((s) => s.notifications.live.open);
  const polling = { pollingInterval: streamOpen ? 0 : noStreamPollMs };

  const numbers = useGetWhatsappUserMetaDataQuery().data?.data?.phones ?? [];
  const { data, isFetching, isError } = useGetWhatsappChatsDataQuery(
    { source, unread: unreadOnly, days, amount, ...(digits ? { destination: digits } : {}) },
    polling,
  );
  const unreadTotal = useGetWhatsappUnreadChatCountQuery({ body: source ? { source } : {} }, polling).data?.data?.total ?? 0;
  const chats = data?.data?.chats ?? [];
  const hasMore = Boolean(data?.data?.hasMore) && amount < largestPage;

  return (
    <Flex vertical gap={8} style={{ padding: 12 }}>
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Title level={3} style={{ margin: 0, fontSize: token.fontSizeHeading5 }}>
          {t('whatsappChat.list.title')}
        </Typography.Title>
        {unreadTotal > 0 && (
          <Tag color="processing" style={{ marginInlineEnd: 0 }}>
            {t('whatsappChat.list.unreadTotal', { count: unreadTotal })}
          </Tag>
        )}
      </Flex>
      <Flex vertical gap={6}>
        <label htmlFor={ids.source}>{t('whatsappChat.list.source')}</label>
        <Select
          id={ids.source}
          value={source ?? ''}
          onChange={(value: string) => {
            setSource(value || undefined);
            setAmount(pageSize);
          }}
          options={[
            { value: '', label: t('whatsappChat.list.allSources') },
            ...numbers.filter((n) => n.state !== 'deleted').map((n) => ({ value: n.phone, label: <bdi dir="ltr">{displayPhone(n.phone)}</bdi> })),
          ]}
        />
        <Input.Search
          aria-label={t('whatsappChat.list.search')}
          placeholder={t('whatsappChat.list.search')}
          inputMode="numeric"
          allowClear
          onSearch={(value) => {
            setDigits(value.replace(/\D/g, '').slice(0, 16));
            setAmount(pageSize);
          }}
        />
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Flex gap={6} align="center">
            <Switch id={ids.unread} size="small" checked={unreadOnly} onChange={setUnreadOnly} />
            <label htmlFor={ids.unread}>{t('whatsappChat.list.unreadOnly')}</label>
          </Flex>
          <Flex gap={6} align="center">
            <label htmlFor={ids.days}>{t('whatsappChat.list.days')}</label>
            <Select
              id={ids.days}
              size="small"
              value={days}
              onChange={setDays}
              style={{ minWidth: 110 }}
              options={dayChoices.map((d) => ({ value: d, label: t(`whatsappChat.list.days${d}`) }))}
            />
          </Flex>
        </Flex>
      </Flex>
      {isError && <Typography.Text type="danger">{t('whatsappChat.list.loadFailed')}</Typography.Text>}
      {!isError && chats.length === 0 && !isFetching && <Typography.Paragraph type="secondary">{t('whatsappChat.list.empty')}</Typography.Paragraph>}
      <nav aria-label={t('whatsappChat.list.title')}>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {chats.map((c) => {
            const current = c.source === openSource && c.destination === openDestination;
            const unread = c.unreadCount ?? 0;
            return (
              <li key={`${c.source}>${c.destination}`} style={{ borderBlockEnd: `1px solid ${token.colorBorderSecondary}` }}>
                <button
                  type="button"
                  aria-current={current ? 'true' : undefined}
                  onClick={() => onSelect(c.source, c.destination)}
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
                    <Typography.Text strong={unread > 0} ellipsis>
                      {c.name ? <UserText>{c.name}</UserText> : <bdi dir="ltr">{displayPhone(c.destination)}</bdi>}
                    </Typography.Text>
                    <Flex gap={6} align="center">
                      {c.isBlacklisted && <Tag color="error">{t('whatsappChat.list.blacklisted')}</Tag>}
                      {c.isSessionOpen === false && <Tag>{t('whatsappChat.list.templateOnly')}</Tag>}
                      {unread > 0 && <Badge count={unread} color={token.colorPrimary} title={t('whatsappChat.list.unread', { count: unread })} />}
                    </Flex>
                  </Flex>
                  {c.name && (
                    <Typography.Text type="secondary" style={{ display: 'block', fontSize: token.fontSizeSM }}>
                      <bdi dir="ltr">{displayPhone(c.destination)}</bdi>
                    </Typography.Text>
                  )}
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
      </nav>
      {hasMore && (
        <Flex justify="center">
          <Button onClick={() => setAmount((a) => Math.min(largestPage, a + pageSize))} loading={isFetching}>
            {t('whatsappChat.list.loadMore')}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
