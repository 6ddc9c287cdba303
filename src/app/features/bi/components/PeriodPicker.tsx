/** The period of the page's charts: a range of days with presets, in the page's language; never longer than the server reads. */
import { DatePicker, Flex, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { dayFormat, maxPeriodDays, parseDay, periodOfDays, presetRanges, type BiPeriod, type PresetName } from '../period';

export function PeriodPicker({ value, onChange }: { value: BiPeriod; onChange: (period: BiPeriod) => void }) {
  const { t } = useTranslation();
  const presets = Object.entries(presetRanges()).map(([name, range]) => ({ label: t(`bi.period.${name as PresetName}`), value: range }));
  return (
    <Flex gap={8} align="center" wrap>
      <Typography.Text id="bi-period-label">{t('bi.period.label')}</Typography.Text>
      <DatePicker.RangePicker
        format={dayFormat}
        value={[parseDay(value.fromDate), parseDay(value.toDate)]}
        allowClear={false}
        presets={presets}
        disabledDate={(day: Dayjs, info) => Boolean(info?.from && Math.abs(day.diff(info.from, 'day')) >= maxPeriodDays)}
        aria-labelledby="bi-period-label"
        placeholder={[t('bi.period.fromDate'), t('bi.period.toDate')]}
        onChange={(range) => {
          const [from, to] = range ?? [null, null];
          if (from && to) onChange(periodOfDays(from, to));
        }}
      />
    </Flex>
  );
}
