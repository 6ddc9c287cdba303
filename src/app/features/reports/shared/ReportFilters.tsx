/**
 * The filters above a report table, each reading and writing the URL through useReportParams:
 *
 *   <ReportFilters>
 *     <DateRangeFilter params={report} />
 *     <TextFilter params={report} name="campaignId" digits />
 *     <StatusFilter params={report} options={[{ value: 'delivered', label: t('...') }]} />
 *     <TextFilter params={report} name="phone" digits />
 *   </ReportFilters>
 *
 * Labels come from reports.filters.<name>; a page may pass its own `label`.
 */
import { DatePicker, Flex, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dayFormat, formatDay, parseDay } from './reportDates';
import type { ReportFilterName, ReportParams } from './useReportParams';

type FilterParams = Pick<ReportParams, 'filters' | 'setFilters'>;

export function ReportFilters({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Flex role="search" aria-label={t('reports.filters.title')} gap={12} wrap align="center">
      {children}
    </Flex>
  );
}

/** The period, DD/MM/YYYY; clearing it goes back to the report's default period. */
export function DateRangeFilter({ params }: { params: FilterParams }) {
  const { t } = useTranslation();
  const value: [Dayjs | null, Dayjs | null] = [parseDay(params.filters.fromDate), parseDay(params.filters.toDate)];
  return (
    <DatePicker.RangePicker
      format={dayFormat}
      value={value}
      allowEmpty={[false, false]}
      aria-label={t('reports.filters.period')}
      placeholder={[t('reports.filters.fromDate'), t('reports.filters.toDate')]}
      onChange={(range) => {
        const [from, to] = range ?? [null, null];
        params.setFilters({ fromDate: from ? formatDay(from) : undefined, toDate: to ? formatDay(to) : undefined });
      }}
    />
  );
}

interface TextFilterProps {
  params: FilterParams;
  name: Extract<ReportFilterName, 'campaignId' | 'phone' | 'sender'>;
  /** Keep digits only (numbers and ids are searched by digits). */
  digits?: boolean;
  label?: string;
}

/** A text filter applied on Enter or the search button; empty removes it. */
export function TextFilter({ params, name, digits, label }: TextFilterProps) {
  const { t } = useTranslation();
  const shown = label ?? t(`reports.filters.${name}`);
  const current = params.filters[name] ?? '';
  return (
    <Input.Search
      // A new URL value (back, a shared link) resets what is typed.
      key={current}
      defaultValue={current}
      aria-label={shown}
      placeholder={shown}
      allowClear
      inputMode={digits ? 'numeric' : undefined}
      style={{ width: 200 }}
      onSearch={(typed) => params.setFilters({ [name]: digits ? typed.replace(/\D/g, '') : typed.trim() })}
    />
  );
}

export interface StatusOption {
  value: string;
  label: string;
}

/** One status (or a group of statuses the server knows, like `failed`); empty shows every status. */
export function StatusFilter({ params, options, label }: { params: FilterParams; options: StatusOption[]; label?: string }) {
  const { t } = useTranslation();
  const shown = label ?? t('reports.filters.status');
  return (
    <Select
      aria-label={shown}
      placeholder={t('reports.filters.allStatuses')}
      allowClear
      value={params.filters.status ?? null}
      options={options}
      style={{ minWidth: 200 }}
      onChange={(value: string | null) => params.setFilters({ status: value ?? undefined })}
    />
  );
}
