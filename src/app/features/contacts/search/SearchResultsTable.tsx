/**
 * General-search results with every field editable in place. Rows come from many lists, so
 * each cell's placeholder is its own list's title for that field.
 */
import { Input, Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contact } from '../../../api/generated/contacts';
import { fieldTitle } from '../components/contactColumns';
import { editableFields, valueOf, type Drafts, type EditableField } from './searchChanges';
import { userTextCell } from '../../../ui/UserText';

interface Props {
  rows: Contact[];
  drafts: Drafts;
  /** Field titles of the lists the page knows, by list id. */
  headersByList: ReadonlyMap<number, string[] | undefined>;
  onEdit: (id: number, field: EditableField, value: string) => void;
}

/** Phone and e-mail are written left-to-right whatever the page's direction. */
const ltrFields: readonly EditableField[] = ['PHONE', 'DYNAMIC_FIELD6', 'EMAIL'];
const rowKey = (c: Contact) => c.ID ?? 0;

export function SearchResultsTable({ rows, drafts, headersByList, onEdit }: Props) {
  const { t } = useTranslation();

  const columns = useMemo((): TableColumnsType<Contact> => {
    const titleOf = (field: EditableField, headers?: string[]) => {
      if (field === 'PHONE') return t('contacts.fields.phone');
      if (field === 'EMAIL') return t('contacts.fields.email');
      return fieldTitle(t, headers, editableFields.indexOf(field) - 1);
    };
    return [
      { key: 'list', dataIndex: 'CL_NAME', title: t('contacts.search.list'), width: 160, fixed: 'start', ellipsis: true, render: userTextCell },
      ...editableFields.map((field) => ({
        key: field,
        title: titleOf(field),
        width: field === 'EMAIL' ? 200 : 150,
        render: (_: unknown, row: Contact) => {
          const own = titleOf(field, headersByList.get(row.CONTACT_LIST_ID ?? -1));
          return (
            <Input
              size="small"
              value={valueOf(row, drafts, field)}
              placeholder={own}
              aria-label={t('contacts.search.cellLabel', { field: own, phone: row.PHONE ?? '' })}
              dir={ltrFields.includes(field) ? 'ltr' : undefined}
              onChange={(e) => onEdit(rowKey(row), field, e.target.value)}
            />
          );
        },
      })),
    ];
  }, [t, drafts, headersByList, onEdit]);

  return (
    <Table<Contact>
      size="small"
      rowKey={rowKey}
      columns={columns}
      dataSource={rows}
      scroll={{ x: 1400 }}
      pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      locale={{ emptyText: t('contacts.search.none') }}
      aria-label={t('contacts.search.resultsLabel')}
    />
  );
}
