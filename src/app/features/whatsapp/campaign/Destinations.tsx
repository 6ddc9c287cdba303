/**
 * Who a WhatsApp campaign goes to: contact lists (get-user-all-contact-lists, with their
 * totals) and numbers pasted one a line. The SMS composer's pickers belong to the campaign
 * feature, which this one may not import; these two are the small part WhatsApp needs.
 */
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGetUserAllContactListsQuery, type ContactList } from '../../../api/generated/campaigns';
import type { Destination } from '../../../api/generated/whatsapp';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { pastedPhones } from './pastedPhones';

export interface DestinationChoice {
  listIds: number[];
  pasted: string;
}

const totalOf = (l: ContactList): number => l.allTotalDestinationsCount ?? l.totalLength ?? 0;

/** The contract's destinations of the chosen lists and the valid pasted numbers. */
export function destinationsOf(choice: DestinationChoice, lists: readonly ContactList[]): Destination[] {
  return [
    ...choice.listIds.map((id): Destination => {
      const list = lists.find((l) => l.id === id);
      return { type: 'cl', id, name: list?.name, totalDestinations: list ? totalOf(list) : undefined };
    }),
    ...pastedPhones(choice.pasted).phones.map((phone): Destination => ({ type: 'new_phone', phone })),
  ];
}

export function useContactLists(): ContactList[] {
  return useGetUserAllContactListsQuery().data?.data ?? [];
}

export function Destinations({ value, onChange, lists }: { value: DestinationChoice; onChange: (v: DestinationChoice) => void; lists: readonly ContactList[] }) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const { invalid } = pastedPhones(value.pasted);
  return (
    <>
      <Form.Item label={t('whatsapp.campaign.lists')}>
        <Select<number[]>
          mode="multiple"
          aria-label={t('whatsapp.campaign.lists')}
          placeholder={t('whatsapp.campaign.listsPlaceholder')}
          value={value.listIds}
          onChange={(listIds) => onChange({ ...value, listIds })}
          optionFilterProp="label"
          options={lists.map((l) => ({ value: l.id, label: t('whatsapp.campaign.listOption', { name: l.name, total: number(totalOf(l)) }) }))}
        />
      </Form.Item>
      <Form.Item
        label={t('whatsapp.campaign.pasted')}
        validateStatus={invalid.length ? 'warning' : undefined}
        help={invalid.length ? t('whatsapp.campaign.invalidPhones', { phones: invalid.slice(0, 5).join(', '), total: invalid.length }) : undefined}
      >
        <Input.TextArea dir="ltr" rows={3} aria-label={t('whatsapp.campaign.pasted')} placeholder={t('whatsapp.campaign.pastedPlaceholder')} value={value.pasted} onChange={(e) => onChange({ ...value, pasted: e.target.value })} />
      </Form.Item>
    </>
  );
}
