/**
 * A list's contacts in a virtual table: only the rows in view are drawn, so a list at the
 * 10,000-number view cap opens as fast as a small one.
 */
import { Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contact } from '../../../api/generated/contacts';
import { displayPhone } from '../../../../domain/phones';
import { contactColumns } from './contactColumns';

/** The table's own height; the page scrolls around it, its rows scroll inside it. */
const tableHeight = 480;
/** Wide enough for every column; narrow screens scroll sideways. */
const tableWidth = 1140;

interface Props {
  contacts: Contact[];
  headers?: string[];
  selected: number[];
  onSelect: (ids: number[]) => void;
}

const rowKey = (c: Contact) => c.ID ?? 0;

export function ContactsTable({ contacts, headers, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const columns = useMemo(() => contactColumns(t, headers), [t, headers]);
  return (
    <Table<Contact>
      virtual
      size="small"
      rowKey={rowKey}
      columns={columns}
      dataSource={contacts}
      pagination={false}
      scroll={{ x: tableWidth, y: tableHeight }}
      locale={{ emptyText: t('contacts.table.empty') }}
      rowSelection={{
        selectedRowKeys: selected,
        onChange: (keys) => onSelect(keys.map(Number)),
        columnWidth: 48,
        // The virtual table's rows are not table rows to a screen reader: the box names its number.
        getCheckboxProps: (contact) => ({ 'aria-label': t('contacts.table.selectRow', { phone: displayPhone(contact.PHONE ?? '') }) }),
      }}
      aria-label={t('contacts.table.label')}
    />
  );
}
