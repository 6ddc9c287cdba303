/** Single contacts, found by number or name with contacts/get-contacts as the user types. */
import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetContactsQuery, type Contact } from '../../../api/generated/contacts';
import { displayPhone } from '../../../../domain/phones';
import type { ChosenContact } from '../campaignForm';

const labelOf = (c: Contact): string => {
  const phone = displayPhone(c.PHONE ?? '');
  const name = [c.DYNAMIC_FIELD1, c.DYNAMIC_FIELD2].filter(Boolean).join(' ');
  return name ? `${name} (${phone})` : phone;
};

export function ContactPicker({ value, onChange }: { value: ChosenContact[]; onChange: (contacts: ChosenContact[]) => void }) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const { data, isFetching } = useGetContactsQuery({ body: { q: q.trim() } }, { skip: !q.trim() });
  const choices = useMemo(() => {
    const found = (data?.data ?? []).filter((c) => c.ID !== undefined).map((c) => ({ id: c.ID!, phone: c.PHONE ?? '', label: labelOf(c) }));
    return [...new Map([...value, ...found].map((c) => [c.id, c])).values()];
  }, [data, value]);

  return (
    <Select<number[]>
      mode="multiple"
      aria-label={t('campaign.destinations.contacts')}
      placeholder={t('campaign.destinations.contactsPlaceholder')}
      style={{ width: '100%' }}
      showSearch={{ filterOption: false, onSearch: setQ }}
      loading={isFetching}
      notFoundContent={q.trim() ? t('campaign.destinations.noContacts') : null}
      value={value.map((c) => c.id)}
      onChange={(ids) => onChange(ids.map((id) => choices.find((c) => c.id === id)).filter((c): c is ChosenContact => Boolean(c)))}
      options={choices.map((c) => ({ value: c.id, label: c.label }))}
    />
  );
}
