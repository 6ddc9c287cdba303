/**
 * Contact lists (and their sub-lists) with their totals. The account's lists come from
 * campaigns/get-user-all-contact-lists; typing searches by name with contacts/get-contacts-lists.
 */
import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetUserAllContactListsQuery, type ContactList } from '../../../api/generated/campaigns';
import { useGetContactsListsQuery } from '../../../api/generated/contacts';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import type { ChosenList } from '../campaignForm';

const totalOf = (l: ContactList): number => l.allTotalDestinationsCount ?? l.totalLength ?? 0;

/** Each list, then its sub-lists, as choices of their own. */
function choicesOf(lists: readonly ContactList[]): ChosenList[] {
  return lists.flatMap((l) => [
    { id: l.id, name: l.name, total: totalOf(l) },
    ...(l.subs ?? []).filter((s) => s.id !== undefined).map((s) => ({ id: s.id!, name: `${l.name} / ${s.name ?? ''}`, total: s.destinations ?? 0 })),
  ]);
}

export function ListPicker({ value, onChange }: { value: ChosenList[]; onChange: (lists: ChosenList[]) => void }) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const [q, setQ] = useState('');
  const all = useGetUserAllContactListsQuery();
  const found = useGetContactsListsQuery({ body: { q } }, { skip: !q.trim() });
  const choices = useMemo(() => {
    const source = q.trim() ? (found.data?.data ?? []) : (all.data?.data ?? []);
    const byId = new Map([...value, ...choicesOf(source)].map((c) => [c.id, c]));
    return [...byId.values()];
  }, [q, found.data, all.data, value]);

  return (
    <Select<number[]>
      mode="multiple"
      aria-label={t('campaign.destinations.lists')}
      placeholder={t('campaign.destinations.listsPlaceholder')}
      style={{ width: '100%' }}
      showSearch={{ filterOption: false, onSearch: setQ }}
      loading={all.isFetching || found.isFetching}
      value={value.map((l) => l.id)}
      onChange={(ids) => onChange(ids.map((id) => choices.find((c) => c.id === id)).filter((c): c is ChosenList => Boolean(c)))}
      options={choices.map((c) => ({ value: c.id, label: t('campaign.destinations.listOption', { name: c.name, total: number(c.total) }) }))}
    />
  );
}
