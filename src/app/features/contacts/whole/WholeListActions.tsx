/**
 * "More actions" for the chosen list as a whole: move all its numbers, empty it, and take
 * its blocked numbers out. It sits in the list header rather than beside the selection,
 * because the selection is hidden for lists above the view cap, and those are the lists
 * these actions matter most for. Outcomes are toasted by the base query.
 */
import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactsPageList } from '../../../api/generated/contacts';
import { useDeleteAllNumbersMutation, useDeleteBlockedContactMutation } from '../../../api/generated/contacts';
import { confirm } from '../../../state/confirmModal';
import { useAppDispatch } from '../../../state/hooks';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import '../contactsApi';
import { MoveAllModal } from './MoveAllModal';

type ActionKey = 'moveAll' | 'empty' | 'removeBlocked';

interface Props {
  list: ContactsPageList;
  lists: readonly ContactsPageList[];
}

export function WholeListActions({ list, lists }: Props) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const dispatch = useAppDispatch();
  const [moving, setMoving] = useState(false);
  const [emptyList, emptying] = useDeleteAllNumbersMutation();
  const [removeBlocked, removing] = useDeleteBlockedContactMutation();
  // The list's own numbers: a parent's sub-lists keep theirs, whatever is done here.
  const own = list.totalLength ?? 0;
  // A parent's blocked count adds up its sub-lists, whose numbers this list does not hold:
  // their blocked numbers are removed on each sub-list, so a parent offers none.
  const blocked = list.isParent ? 0 : (list.totalBlocked ?? 0);

  const askToEmpty = async () => {
    const answer = await dispatch(
      confirm({ type: 'confirm', title: 'contacts.whole.emptyTitle', message: 'contacts.whole.emptyConfirm', messageValues: { name: list.name, count: number(own) }, okText: 'contacts.whole.emptyOk' }),
    );
    if (answer === true) await emptyList({ body: { cl_id: list.id } }).unwrap();
  };

  const items: MenuProps['items'] = [
    { key: 'moveAll', label: t('contacts.whole.moveAll'), disabled: own === 0 },
    { key: 'empty', label: t('contacts.whole.empty'), danger: true, disabled: own === 0 },
    ...(blocked > 0 ? [{ key: 'removeBlocked', label: t('contacts.whole.removeBlocked', { count: number(blocked) }) }] : []),
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const action = key as ActionKey;
    if (action === 'moveAll') setMoving(true);
    if (action === 'empty') void askToEmpty().catch(() => undefined);
    if (action === 'removeBlocked') void removeBlocked({ contactListId: list.id }).unwrap().catch(() => undefined);
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']}>
        <Button loading={emptying.isLoading || removing.isLoading}>
          {t('contacts.whole.more')} <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
      {moving && <MoveAllModal list={list} lists={lists} onClose={() => setMoving(false)} />}
    </>
  );
}
