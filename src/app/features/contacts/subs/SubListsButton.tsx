/** "Sub-lists…" in the chosen list's header; the modal mounts only while open. */
import { ApartmentOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactsPageList } from '../../../api/generated/contacts';
import { SubListsModal } from './SubListsModal';

export function SubListsButton({ list, lists }: { list: ContactsPageList; lists: readonly ContactsPageList[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<ApartmentOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('contacts.subLists.open')}
      </Button>
      {open && <SubListsModal list={list} lists={lists} onClose={() => setOpen(false)} />}
    </>
  );
}
