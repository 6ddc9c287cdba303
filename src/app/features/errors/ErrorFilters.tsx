/** The filters above the errors table: the period (the last week when none), text, operation, user. */
import { DatePicker, Flex, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { apiDayFormat } from './DownloadDay';

export interface ErrorFilterValues {
  fromDate?: string;
  toDate?: string;
  search?: string;
  operation?: string;
  userId?: number;
}

interface Props {
  values: ErrorFilterValues;
  onChange: (values: ErrorFilterValues) => void;
}

const dayOf = (text: string | undefined): Dayjs | null => (text ? dayjs(text, apiDayFormat) : null);

export function ErrorFilters({ values, onChange }: Props) {
  const { t } = useTranslation();
  const set = (change: ErrorFilterValues) => onChange({ ...values, ...change });
  return (
    <Flex role="search" aria-label={t('serverErrors.filters.label')} gap={12} wrap align="center">
      <DatePicker.RangePicker
        format={apiDayFormat}
        value={[dayOf(values.fromDate), dayOf(values.toDate)]}
        aria-label={t('serverErrors.filters.period')}
        placeholder={[t('serverErrors.filters.fromDate'), t('serverErrors.filters.toDate')]}
        onChange={(range) => {
          const [from, to] = range ?? [null, null];
          set({ fromDate: from?.format(apiDayFormat), toDate: to?.format(apiDayFormat) });
        }}
      />
      <Input.Search
        allowClear
        aria-label={t('serverErrors.filters.search')}
        placeholder={t('serverErrors.filters.search')}
        style={{ width: 300 }}
        onSearch={(typed) => set({ search: typed.trim() || undefined })}
      />
      <Input.Search
        allowClear
        aria-label={t('serverErrors.filters.operation')}
        placeholder={t('serverErrors.filters.operation')}
        style={{ width: 200 }}
        dir="ltr"
        onSearch={(typed) => set({ operation: typed.trim() || undefined })}
      />
      <Input.Search
        allowClear
        inputMode="numeric"
        aria-label={t('serverErrors.filters.userId')}
        placeholder={t('serverErrors.filters.userId')}
        style={{ width: 160 }}
        onSearch={(typed) => {
          const digits = typed.replace(/\D/g, '');
          set({ userId: digits ? Number(digits) : undefined });
        }}
      />
    </Flex>
  );
}
