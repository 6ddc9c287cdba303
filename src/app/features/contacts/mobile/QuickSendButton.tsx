/** Opens the chosen list's quick-send settings; the modal mounts only when opened. */
import { MobileOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactsPageList } from '../../../api/generated/contacts';
import { QuickSendModal } from './QuickSendModal';

export function QuickSendButton({ list }: { list: ContactsPageList }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<MobileOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('contacts.mobileList.open')}
      </Button>
      {open && <QuickSendModal open={open} onClose={() => setOpen(false)} list={list} />}
    </>
  );
}
