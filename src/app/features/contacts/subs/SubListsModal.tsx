/**
 * A list's sub-lists (a merged list): the present ones, each with "remove" (the sub-list
 * itself stays), and other lists of the account to add. The codes (already sub-lists, cannot
 * contain itself) are toasted by the base query; the page data refreshes after each change,
 * and the modal shows the list as the page holds it.
 */
import { Button, Empty, Flex, Modal, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactsPageList } from '../../../api/generated/contacts';
import { useAddNewSubContactsMutation, useDeleteSubContactsMutation } from '../../../api/generated/contacts';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import '../contactsApi';
import { subChoices } from './subChoices';
import { AddNewSubContacts } from '../../../../contract/statusCodes';

interface Props {
  list: ContactsPageList;
  lists: readonly ContactsPageList[];
  onClose: () => void;
}

export function SubListsModal({ list, lists, onClose }: Props) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const [chosen, setChosen] = useState<number[]>([]);
  const [add, adding] = useAddNewSubContactsMutation();
  const [remove, removing] = useDeleteSubContactsMutation();
  const [removingId, setRemovingId] = useState<number>();
  const subs = list.subs ?? [];
  const total = list.subsTotal ?? subs.length;
  const choices = useMemo(() => subChoices(lists, list), [lists, list]);

  const addChosen = async () => {
    const answer = await add({ body: { parentId: list.id, subIds: chosen } }).unwrap();
    if (answer.data?.status === AddNewSubContacts.added) setChosen([]);
  };
  const removeSub = async (subId: number) => {
    setRemovingId(subId);
    try {
      await remove({ body: { parentId: list.id, subIds: [subId] } }).unwrap();
    } finally {
      setRemovingId(undefined);
    }
  };

  return (
    <Modal open title={t('contacts.subLists.title', { name: list.name })} footer={null} onCancel={onClose} destroyOnHidden>
      <Flex vertical gap={16}>
        <section aria-label={t('contacts.subLists.current')}>
          <Typography.Title level={5}>{t('contacts.subLists.current')}</Typography.Title>
          {subs.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('contacts.subLists.none')} />
          ) : (
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {subs.map((sub) => (
                <li key={sub.id}>
                  <Flex justify="space-between" align="center" gap={8} style={{ paddingBlock: 4 }}>
                    <span>
                      {sub.name} <Typography.Text type="secondary">({number(sub.destinations ?? 0)})</Typography.Text>
                    </span>
                    <Button
                      size="small"
                      danger
                      loading={removing.isLoading && removingId === sub.id}
                      aria-label={t('contacts.subLists.removeOne', { name: sub.name })}
                      onClick={() => sub.id !== undefined && void removeSub(sub.id).catch(() => undefined)}
                    >
                      {t('contacts.subLists.remove')}
                    </Button>
                  </Flex>
                </li>
              ))}
            </ul>
          )}
          {subs.length < total && <Typography.Text type="secondary">{t('contacts.subLists.showingSome', { shown: number(subs.length), total: number(total) })}</Typography.Text>}
        </section>
        <Flex vertical gap={8}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('contacts.subLists.addTitle')}
          </Typography.Title>
          <Select
            mode="multiple"
            aria-label={t('contacts.subLists.choose')}
            placeholder={t('contacts.subLists.choose')}
            options={choices}
            value={chosen}
            onChange={setChosen}
            showSearch={{ optionFilterProp: 'label' }}
            notFoundContent={t('contacts.subLists.noChoices')}
          />
          <Flex justify="end">
            <Button type="primary" disabled={chosen.length === 0} loading={adding.isLoading} onClick={() => void addChosen().catch(() => undefined)}>
              {t('contacts.subLists.add')}
            </Button>
          </Flex>
        </Flex>
      </Flex>
    </Modal>
  );
}
