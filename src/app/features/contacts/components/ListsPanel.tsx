/**
 * The account's lists on the inline-start side: parents with their sub-lists (50 more per
 * click), each with its total and blocked counts and creation date.
 */
import { Button, Flex, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ContactListSub, ContactsPageList } from '../../../api/generated/contacts';
import { href } from '../../../router/paths';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { subListsPage } from '../../../../domain/contactFields';
import { useLazyGetContactsPageDataQuery } from '../../../api/generated/contacts';
import { UserText } from '../../../ui/UserText';

/** The server sends DD/MM/YYYY HH:mm; the list shows the day only. */
const dayOf = (dateTime?: string): string => dateTime?.slice(0, 10) ?? '';

function ListRow({ list, chosenId }: { list: ContactsPageList; chosenId: number }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { number } = useNumberFormat();
  const total = list.allTotalDestinationsCount ?? list.totalLength ?? 0;
  const chosen = list.id === chosenId;
  return (
    <Flex vertical gap={2} style={{ paddingBlock: 6, paddingInline: 8, borderRadius: token.borderRadius, background: chosen ? token.colorPrimaryBg : undefined }}>
      <Link to={href('contactList', { contactListId: list.id })} aria-current={chosen ? 'page' : undefined} style={{ fontWeight: 600 }}>
        <UserText>{list.name}</UserText>
      </Link>
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        {t('contacts.lists.counts', { total: number(total), blocked: number(list.totalBlocked ?? 0) })}
        {' · '}
        {t('contacts.lists.created', { date: dayOf(list.creationDate) })}
      </Typography.Text>
    </Flex>
  );
}

function SubLists({ parent, chosenId }: { parent: ContactsPageList; chosenId: number }) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const [more, setMore] = useState<ContactListSub[]>([]);
  const [loadMore, { isFetching }] = useLazyGetContactsPageDataQuery();
  const subs = [...(parent.subs ?? []), ...more];
  const total = parent.subsTotal ?? subs.length;

  const loadNext = async () => {
    const answer = await loadMore({ body: { contactListId: -1, expandParentId: parent.id, subsOffset: subs.length, subsLimit: subListsPage } }).unwrap();
    setMore((earlier) => [...earlier, ...(answer.data?.lists[0]?.subs ?? [])]);
  };

  return (
    <ul aria-label={t('contacts.lists.subsOf', { name: parent.name })} style={{ listStyle: 'none', margin: 0, paddingInlineStart: 16 }}>
      {subs.map((sub) => (
        <li key={sub.id} style={{ paddingBlock: 2 }}>
          <Link to={href('contactList', { contactListId: sub.id })} aria-current={sub.id === chosenId ? 'page' : undefined}>
            <UserText>{sub.name}</UserText>
          </Link>{' '}
          <Typography.Text type="secondary">({number(sub.destinations ?? 0)})</Typography.Text>
        </li>
      ))}
      {subs.length < total && (
        <li>
          <Button type="link" size="small" loading={isFetching} onClick={() => void loadNext()}>
            {t('contacts.lists.loadMoreSubs', { count: Math.min(subListsPage, total - subs.length) })}
          </Button>
        </li>
      )}
    </ul>
  );
}

export function ListsPanel({ lists, chosenId }: { lists: ContactsPageList[]; chosenId: number }) {
  const { t } = useTranslation();
  if (!lists.length) return <Typography.Text type="secondary">{t('contacts.lists.none')}</Typography.Text>;
  return (
    <nav aria-label={t('contacts.lists.title')}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {lists.map((list) => (
          <li key={list.id}>
            <ListRow list={list} chosenId={chosenId} />
            {list.isParent && <SubLists parent={list} chosenId={chosenId} />}
          </li>
        ))}
      </ul>
    </nav>
  );
}
