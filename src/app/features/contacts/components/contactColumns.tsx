/**
 * The contacts table's columns: display name (fields 1 and 2), phone, fields 3 to 6 and
 * e-mail, titled with the list's own headers where it has them. Cells only format.
 */
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { contactDisplayName } from '../../../../domain/contactFields';
import { displayPhone } from '../../../../domain/phones';
import type { Contact } from '../../../api/generated/contacts';
import { UserText, userTextCell } from '../../../ui/UserText';

type FieldKey = 'DYNAMIC_FIELD3' | 'DYNAMIC_FIELD4' | 'DYNAMIC_FIELD5' | 'DYNAMIC_FIELD6';
const laterFields: { key: FieldKey; index: number }[] = [
  { key: 'DYNAMIC_FIELD3', index: 2 },
  { key: 'DYNAMIC_FIELD4', index: 3 },
  { key: 'DYNAMIC_FIELD5', index: 4 },
  { key: 'DYNAMIC_FIELD6', index: 5 },
];

/** The title of field n (0-based): the list's own header, else the default name. */
export const fieldTitle = (t: TFunction, headers: readonly string[] | undefined, index: number): string =>
  headers?.[index]?.trim() || (index === 5 ? t('contacts.fields.birthDate') : t('contacts.fields.field', { n: index + 1 }));

export function contactColumns(t: TFunction, headers: readonly string[] | undefined): TableColumnsType<Contact> {
  const custom = [headers?.[0]?.trim(), headers?.[1]?.trim()].filter(Boolean).join(' ');
  return [
    { key: 'name', title: custom || t('contacts.fields.name'), width: 200, ellipsis: true, render: (_, c) => <UserText>{contactDisplayName(c.DYNAMIC_FIELD1, c.DYNAMIC_FIELD2)}</UserText> },
    { key: 'phone', title: t('contacts.fields.phone'), width: 140, render: (_, c) => (c.PHONE ? <bdi>{displayPhone(c.PHONE)}</bdi> : '') },
    ...laterFields.map(({ key, index }) => ({ key, dataIndex: key, title: fieldTitle(t, headers, index), width: 150, ellipsis: true, render: userTextCell })),
    { key: 'email', dataIndex: 'EMAIL', title: t('contacts.fields.email'), width: 200, ellipsis: true },
  ];
}
