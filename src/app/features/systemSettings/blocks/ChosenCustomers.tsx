/** Several customers chosen one by one with the shared picker, each shown as a tag that can be taken off. */
import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CustomerPicker } from '../../../ui/CustomerPicker';

export interface ChosenCustomer {
  userId: number;
  label: string;
}

interface Props {
  value?: ChosenCustomer[];
  onChange?: (chosen: ChosenCustomer[]) => void;
  id?: string;
}

export function ChosenCustomers({ value = [], onChange, id }: Props) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={8}>
      <CustomerPicker
        id={id}
        value={undefined}
        aria-label={t('settingsBlocks.customers.add')}
        onChange={(userId, label) => {
          if (!value.some((c) => c.userId === userId)) onChange?.([...value, { userId, label }]);
        }}
      />
      <Flex gap={4} wrap role="list" aria-label={t('settingsBlocks.customers.chosen')}>
        {value.map((c) => (
          <Tag key={c.userId} role="listitem" closable closeIcon={<span aria-label={t('settingsBlocks.customers.remove', { name: c.label })}>×</span>} onClose={() => onChange?.(value.filter((o) => o.userId !== c.userId))}>
            {c.label}
          </Tag>
        ))}
      </Flex>
    </Flex>
  );
}
