/**
 * Choose another customer by typing: the management search (state/useCustomerSearch, the one
 * the /users-management page uses), each found customer by name and username. The customer the
 * page is about, if any, is left out. Shared by the customer page and the system settings.
 */
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerSearch } from '../state/useCustomerSearch';

interface Props {
  id?: string;
  value?: number;
  /** The customer chosen, with its name as the picker shows it. */
  onChange?: (userId: number, label: string) => void;
  exceptUserId?: number;
  'aria-label'?: string;
}

export function CustomerPicker({ id, value, onChange, exceptUserId, 'aria-label': label }: Props) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const { results, searching } = useCustomerSearch(typed, 'all');
  const options = (results ?? [])
    .filter((c) => c.userId !== exceptUserId)
    .map((c) => {
      const name = `${c.firstName ?? ''} ${c.lastName ?? ''}`.trim();
      return { value: c.userId, label: name ? `${name} (${c.username})` : c.username };
    });
  return (
    <Select<number>
      id={id}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      value={value}
      onChange={(userId, option) => onChange?.(userId, String((Array.isArray(option) ? option[0] : option)?.label ?? userId))}
      options={options}
      loading={searching}
      placeholder={t('common.customerPicker.placeholder')}
      notFoundContent={typed.trim() && !searching ? t('common.customerPicker.noneFound') : null}
      aria-label={label}
      style={{ minWidth: 280 }}
    />
  );
}
