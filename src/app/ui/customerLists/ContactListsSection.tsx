/**
 * The customer's contact lists with their sub-lists (super-admin/get-cl-with-subs); whoever may
 * (x-access of delete-contact-lists) deletes chosen ones after a confirm, and whoever may
 * (x-access of export-cl) exports the chosen ones' contacts (ContactListsExport). Deleted lists can
 * still be restored, as the contract says; the outcome is the status table's.
 */
import { Button, Flex, Table } from 'antd';
import { useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetUserContactListsWithSubsQuery, useSuperAdminDeleteContactListsMutation, type ContactList } from '../../api/generated/superAdmin';
import { confirm } from '../../state/confirmModal';
import { useAppDispatch } from '../../state/hooks';
import { useNumberFormat } from '../useNumberFormat';
import { UserText } from '../UserText';
import { superAdminDeleteContactLists, superAdminExportContactLists } from '../../../contract/access';
import { useMayUse } from '../../state/useMayUse';
import { ContactListsExport } from './ContactListsExport';
import './contactListsCache';

export function ContactListsSection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const mayUse = useMayUse();
  const { number } = useNumberFormat();
  const { data, isFetching } = useGetUserContactListsWithSubsQuery({ body: { userId } });
  const [remove, removing] = useSuperAdminDeleteContactListsMutation();
  const [chosen, setChosen] = useState<Key[]>([]);
  const mayDelete = mayUse(superAdminDeleteContactLists);
  const mayExport = mayUse(superAdminExportContactLists);

  const deleteChosen = async () => {
    const answer = await dispatch(confirm({ type: 'confirm', title: 'customer.lists.deleteTitle', message: 'customer.lists.deleteConfirm', messageValues: { count: chosen.length } }));
    if (answer !== true) return;
    await remove({ body: { userId, contactListIds: chosen.map(Number) } }).unwrap().then(() => setChosen([]), () => undefined);
  };

  return (
    <Flex vertical gap={12}>
      <Flex gap={12} wrap align="flex-start">
        {mayDelete && (
          <Button danger disabled={chosen.length === 0} loading={removing.isLoading} onClick={() => void deleteChosen()}>
            {t('customer.lists.deleteChosen', { count: chosen.length })}
          </Button>
        )}
        {mayExport && <ContactListsExport userId={userId} listIds={chosen.map(Number)} />}
      </Flex>
      <Table<ContactList>
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={data?.data ?? []}
        aria-label={t('customer.lists.title')}
        locale={{ emptyText: t('customer.lists.none') }}
        rowSelection={mayDelete || mayExport ? { selectedRowKeys: chosen, onChange: setChosen } : undefined}
        columns={[
          { title: t('customer.lists.name'), dataIndex: 'name', render: (name: string) => <UserText>{name}</UserText> },
          { title: t('customer.lists.numbers'), dataIndex: 'totalLength', render: (v?: number) => (v === undefined ? '' : number(v)) },
          { title: t('customer.lists.subLists'), dataIndex: 'subs', render: (subs?: ContactList['subs']) => (subs ?? []).map((s) => s.name).join(', ') },
          { title: t('customer.lists.created'), dataIndex: 'creationDate' },
        ]}
      />
    </Flex>
  );
}
