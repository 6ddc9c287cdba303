/** The filters above the audit table: the period (the last 30 days when none), operation, actor id, subject id. */
import { DatePicker, Flex, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { AuditFilterValues } from './auditLogApi';

/** The contract's day format (DD/MM/YYYY, Israel days). */
export const apiDayFormat = 'DD/MM/YYYY';

const dayOf = (text: string | undefined): Dayjs | null => (text ? dayjs(text, apiDayFormat) : null);
const idOf = (typed: string): number | undefined => {
  const digits = typed.replace(/\D/g, '');
  return digits ? Number(digits) : undefined;
};

interface Props {
  values: AuditFilterValues;
  onChange: (values: AuditFilterValues) => void;
}

export function AuditFilters({ values, onChange }: Props) {
  const { t } = useTranslation();
  const set = (change: AuditFilterValues) => onChange({ ...values, ...change });
  return (
    <Flex role="search" aria-label={t('auditLog.filters.label')} gap={12} wrap align="center">
      <DatePicker.RangePicker
        format={apiDayFormat}
        value={[dayOf(values.fromDate), dayOf(values.toDate)]}
        aria-label={t('auditLog.filters.period')}
        placeholder={[t('auditLog.filters.fromDate'), t('auditLog.filters.toDate')]}
        onChange={(range) => {
          const [from, to] = range ?? [null, null];
          set({ fromDate: from?.format(apiDayFormat), toDate: to?.format(apiDayFormat) });
        }}
      />
      <Input.Search
        allowClear
        aria-label={t('auditLog.filters.operation')}
        placeholder={t('auditLog.filters.operation')}
        style={{ width: 220 }}
        dir="ltr"
        onSearch={(typed) => set({ operation: typed.trim() || undefined })}
      />
      <Input.Search
        allowClear
        inputMode="numeric"
        aria-label={t('auditLog.filters.actorUserId')}
        placeholder={t('auditLog.filters.actorUserId')}
        style={{ width: 180 }}
        onSearch={(typed) => set({ actorUserId: idOf(typed) })}
      />
      <Input.Search
        allowClear
        inputMode="numeric"
        aria-label={t('auditLog.filters.subjectUserId')}
        placeholder={t('auditLog.filters.subjectUserId')}
        style={{ width: 180 }}
        onSearch={(typed) => set({ subjectUserId: idOf(typed) })}
      />
    </Flex>
  );
}
