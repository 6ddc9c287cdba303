/** The page-title button that opens the general search; the drawer mounts only when opened. */
import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactsPageList } from '../../../api/generated/contacts';
import { GeneralSearchDrawer } from './GeneralSearchDrawer';

export function SearchAllListsButton({ lists }: { lists: readonly ContactsPageList[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<SearchOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('contacts.search.open')}
      </Button>
      {open && <GeneralSearchDrawer open={open} onClose={() => setOpen(false)} lists={lists} />}
    </>
  );
}
