/** The chosen list's contacts with what can be done to them; above the view cap, a download. */
import { Alert, Flex, Tabs, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contact, ContactsPageList } from '../../../api/generated/contacts';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { AddContactForm } from './AddContactForm';
import { ContactsTable } from './ContactsTable';
import { DownloadLinks } from './DownloadLinks';
import { PasteNumbers } from './PasteNumbers';
import { SelectionActions } from './SelectionActions';
import { UploadFile } from '../upload/UploadFile';

interface Props {
  list: ContactsPageList;
  lists: ContactsPageList[];
  contacts: Contact[];
  tooLargeToView: boolean;
  totalContacts: number;
}

export function ContactsSection({ list, lists, contacts, tooLargeToView, totalContacts }: Props) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const [selected, setSelected] = useState<number[]>([]);

  // A selection belongs to the list it was made in.
  useEffect(() => {
    setSelected([]);
  }, [list.id]);

  const contactsTab = (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{t('contacts.table.total', { total: number(totalContacts), blocked: number(list.totalBlocked ?? 0) })}</Typography.Text>
      {tooLargeToView ? (
        <Alert type="info" showIcon title={t('errors.lists.tooLargeToView')} description={<DownloadLinks contactListId={list.id} />} />
      ) : (
        <>
          <SelectionActions listId={list.id} lists={lists} selected={selected} onDone={() => setSelected([])} />
          <ContactsTable contacts={contacts} headers={list.headers} selected={selected} onSelect={setSelected} />
        </>
      )}
    </Flex>
  );

  return (
    <Tabs
      items={[
        { key: 'contacts', label: t('contacts.tabs.contacts'), children: contactsTab },
        { key: 'add', label: t('contacts.tabs.add'), children: <AddContactForm listId={list.id} headers={list.headers} /> },
        { key: 'paste', label: t('contacts.tabs.paste'), children: <PasteNumbers listId={list.id} /> },
        { key: 'upload', label: t('contacts.upload.tab'), children: <UploadFile key={list.id} contactListId={list.id} fieldTitles={list.headers} /> },
      ]}
    />
  );
}
