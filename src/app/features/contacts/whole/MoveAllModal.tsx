/**
 * "Move all numbers to…": the target list, then move-all-to-contact-list. Its codes (2 moved,
 * 1 some already there, 0 error) are toasted by the base query; the modal closes when the
 * numbers went over.
 */
import { Flex, Modal, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactsPageList } from '../../../api/generated/contacts';
import { useMoveAllToContactListMutation } from '../../../api/generated/contacts';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import '../contactsApi';
import { moveTargets } from './moveTargets';
import { MoveAllToContactList } from '../../../../contract/statusCodes';

interface Props {
  list: ContactsPageList;
  lists: readonly ContactsPageList[];
  onClose: () => void;
}

export function MoveAllModal({ list, lists, onClose }: Props) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const [target, setTarget] = useState<number>();
  const [moveAll, { isLoading }] = useMoveAllToContactListMutation();
  const targets = useMemo(() => moveTargets(lists, list.id), [lists, list.id]);

  const submit = async () => {
    if (target === undefined) return;
    const answer = await moveAll({ body: { fromContactListId: list.id, toContactListId: target } }).unwrap();
    const status = answer.data?.status;
    if (status === MoveAllToContactList.someExist || status === MoveAllToContactList.moved) onClose();
  };

  return (
    <Modal
      open
      title={t('contacts.whole.moveTitle', { name: list.name })}
      okText={t('contacts.whole.moveOk')}
      cancelText={t('common.actions.cancel')}
      okButtonProps={{ disabled: target === undefined, loading: isLoading }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ margin: 0 }}>{t('contacts.whole.moveExplain', { count: number(list.totalLength ?? 0) })}</Typography.Paragraph>
        <Select
          aria-label={t('contacts.whole.moveTarget')}
          placeholder={t('contacts.whole.moveTarget')}
          options={targets}
          value={target}
          onChange={setTarget}
          showSearch={{ optionFilterProp: 'label' }}
          notFoundContent={t('contacts.whole.noTargets')}
        />
      </Flex>
    </Modal>
  );
}
