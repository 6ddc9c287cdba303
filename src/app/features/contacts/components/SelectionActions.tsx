/**
 * What can be done with the selected numbers: move or copy them to another list, or delete
 * them. The outcome codes (2 done, 1 some already there, 0 error) are shown by the base query.
 */
import { Button, Flex, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactsPageList } from '../../../api/generated/contacts';
import { useCopySelectedNumbersMutation, useDeleteSelectedNumbersMutation, useMoveSelectedNumbersMutation } from '../../../api/generated/contacts';
import { confirm } from '../../../state/confirmModal';
import { useAppDispatch } from '../../../state/hooks';
import { CopySelectedNumbers, DeleteSelectedNumbers, MoveSelectedNumbers } from '../../../../contract/statusCodes';

interface Props {
  listId: number;
  lists: ContactsPageList[];
  selected: number[];
  onDone: () => void;
}

export function SelectionActions({ listId, lists, selected, onDone }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [target, setTarget] = useState<number>();
  const [move, moving] = useMoveSelectedNumbersMutation();
  const [copy, copying] = useCopySelectedNumbersMutation();
  const [remove, removing] = useDeleteSelectedNumbersMutation();

  // Parents are filled through their sub-lists, so numbers go to plain lists and sub-lists.
  const targets = useMemo(() => {
    const seen = new Map<number, string>();
    for (const list of lists) {
      if (!list.isParent) seen.set(list.id, list.name);
      for (const sub of list.subs ?? []) if (sub.id !== undefined) seen.set(sub.id, sub.name ?? String(sub.id));
    }
    seen.delete(listId);
    return [...seen].map(([value, label]) => ({ value, label }));
  }, [lists, listId]);

  const done = (status: number | undefined, success: number[]) => {
    if (status !== undefined && success.includes(status)) onDone();
  };
  const moveSelected = async () => {
    if (target === undefined) return;
    const answer = await move({ body: { ids: selected, fromContactListId: listId, toContactListId: target } }).unwrap();
    done(answer.data?.status, [MoveSelectedNumbers.someExist, MoveSelectedNumbers.moved]);
  };
  const copySelected = async () => {
    if (target === undefined) return;
    const answer = await copy({ body: { ids: selected, toContactListId: target } }).unwrap();
    done(answer.data?.status, [CopySelectedNumbers.someExist, CopySelectedNumbers.copied]);
  };
  const deleteSelected = async () => {
    const answer = await dispatch(confirm({ type: 'confirm', message: 'contacts.selection.confirmDelete', messageValues: { count: selected.length } }));
    if (answer !== true) return;
    const result = await remove({ body: { id_delete: selected, contactListId: listId } }).unwrap();
    done(result.data?.status, [DeleteSelectedNumbers.deleted]);
  };
  const run = (action: () => Promise<void>) => () => void action().catch(() => undefined);
  const none = selected.length === 0;

  return (
    <Flex gap={8} align="center" wrap>
      <Typography.Text>{t('contacts.selection.count', { count: selected.length })}</Typography.Text>
      <Select
        aria-label={t('contacts.selection.target')}
        placeholder={t('contacts.selection.target')}
        options={targets}
        value={target}
        onChange={setTarget}
        showSearch={{ optionFilterProp: 'label' }}
        style={{ minWidth: 200 }}
      />
      <Button disabled={none || target === undefined} loading={moving.isLoading} onClick={run(moveSelected)}>
        {t('contacts.selection.move')}
      </Button>
      <Button disabled={none || target === undefined} loading={copying.isLoading} onClick={run(copySelected)}>
        {t('contacts.selection.copy')}
      </Button>
      <Button danger disabled={none} loading={removing.isLoading} onClick={run(deleteSelected)}>
        {t('contacts.selection.delete')}
      </Button>
    </Flex>
  );
}
