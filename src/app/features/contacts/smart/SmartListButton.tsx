/** The "Smart list" button beside "New list"; the modal mounts only when opened. */
import { FilterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactsPageList } from '../../../api/generated/contacts';
import { SmartListModal } from './SmartListModal';

export function SmartListButton({ lists }: { lists: readonly ContactsPageList[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<FilterOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('contacts.smart.open')}
      </Button>
      {open && <SmartListModal open={open} onClose={() => setOpen(false)} lists={lists} />}
    </>
  );
}
