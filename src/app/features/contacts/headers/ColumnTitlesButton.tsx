/** Opens the chosen list's column-title editor; the modal mounts only when opened. */
import { EditOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactsPageList } from '../../../api/generated/contacts';
import { ColumnTitlesModal } from './ColumnTitlesModal';

export function ColumnTitlesButton({ list }: { list: ContactsPageList }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<EditOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('contacts.headers.open')}
      </Button>
      {open && <ColumnTitlesModal open={open} onClose={() => setOpen(false)} list={list} />}
    </>
  );
}
