/** Deleted lists with their delete date; the chosen ones are restored together. */
import { Modal, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeletedContactList } from '../../../api/generated/contacts';
import { useRestoreContactListsMutation } from '../../../api/generated/contacts';
import { userTextCell } from '../../../ui/UserText';
import { RestoreContactLists } from '../../../../contract/statusCodes';

/** Restored, or restored under a new name because the old one was taken. */
const restoredCodes: number[] = [RestoreContactLists.restored, RestoreContactLists.restoredRenamed];

export function RestoreListsModal({ open, deletedLists, onClose }: { open: boolean; deletedLists: DeletedContactList[]; onClose: () => void }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<number[]>([]);
  const [restore, { isLoading }] = useRestoreContactListsMutation();

  const columns: TableColumnsType<DeletedContactList> = [
    { key: 'name', dataIndex: 'name', title: t('contacts.restoreModal.name'), render: userTextCell },
    { key: 'deleteDate', dataIndex: 'deleteDate', title: t('contacts.restoreModal.deleteDate') },
  ];

  const submit = async () => {
    const answer = await restore({ body: { all_cl: selected } }).unwrap();
    if (restoredCodes.includes(answer.data?.status ?? RestoreContactLists.error)) {
      setSelected([]);
      onClose();
    }
  };

  return (
    <Modal
      open={open}
      title={t('contacts.restoreModal.title')}
      okText={t('contacts.restoreModal.submit')}
      cancelText={t('common.actions.cancel')}
      okButtonProps={{ disabled: !selected.length, loading: isLoading }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Table<DeletedContactList>
        rowKey={(row) => row.id ?? 0}
        size="small"
        pagination={false}
        scroll={{ y: 360 }}
        columns={columns}
        dataSource={deletedLists}
        locale={{ emptyText: t('contacts.restoreModal.none') }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
      />
    </Modal>
  );
}
