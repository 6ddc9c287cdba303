/** The start (and end) of a timing, with what repeating or packets add. */
import { Checkbox, Flex, InputNumber, Select } from 'antd';
import { Field } from '../../../ui/Field';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { intervalFields, packetUnits } from '../../../../domain/campaignTiming';
import type { Timing } from '../campaignForm';
import { IsraelDateTime } from './IsraelDateTime';

type Scheduled = Extract<Timing, { kind: 'future' | 'packets' | 'reusable' | 'days' }>;

/** 1 Sunday .. 7 Saturday, as the contract numbers them. */
export const weekDays = [1, 2, 3, 4, 5, 6, 7] as const;

const whole = (n: number | null) => (n === null ? 0 : Math.trunc(n));

export function ScheduleFields({ timing, onChange, error }: { timing: Scheduled; onChange: (timing: Timing) => void; error: string | null }) {
  const { t } = useTranslation();
  const field = (label: string, child: ReactNode) => (
    <Field label={label} style={{ marginBottom: 0 }}>
      {child}
    </Field>
  );
  const startLabel = t(timing.kind === 'days' ? 'campaign.timing.daysStart' : 'campaign.timing.start');
  return (
    <Flex vertical gap={12}>
      <Flex gap={12} wrap align="end">
        {field(startLabel, <IsraelDateTime label={startLabel} value={timing.start} onChange={(start) => onChange({ ...timing, start })} error={error} />)}
        {(timing.kind === 'reusable' || timing.kind === 'days') &&
          field(t('campaign.timing.end'), <IsraelDateTime label={t('campaign.timing.end')} value={timing.end} onChange={(end) => onChange({ ...timing, end })} />)}
        {timing.kind === 'reusable' &&
          field(
            t('campaign.timing.every'),
            <Flex gap={8}>
              <InputNumber aria-label={t('campaign.timing.intervalValue')} min={1} value={timing.intervalValue} onChange={(v) => onChange({ ...timing, intervalValue: whole(v) })} />
              <Select
                aria-label={t('campaign.timing.intervalField')}
                style={{ minWidth: 110 }}
                value={timing.intervalField}
                onChange={(intervalField) => onChange({ ...timing, intervalField })}
                options={intervalFields.map((f) => ({ value: f, label: t(`campaign.timing.interval.${f}`) }))}
              />
            </Flex>,
          )}
        {timing.kind === 'packets' && (
          <>
            {field(t('campaign.timing.amount'), <InputNumber aria-label={t('campaign.timing.amount')} min={1} value={timing.amount} onChange={(v) => onChange({ ...timing, amount: whole(v) })} />)}
            {field(
              t('campaign.timing.every'),
              <Flex gap={8}>
                <InputNumber aria-label={t('campaign.timing.every')} min={1} value={timing.every} onChange={(v) => onChange({ ...timing, every: whole(v) })} />
                <Select
                  aria-label={t('campaign.timing.unit')}
                  style={{ minWidth: 110 }}
                  value={timing.unit}
                  onChange={(unit) => onChange({ ...timing, unit })}
                  options={packetUnits.map((u) => ({ value: u, label: t(`campaign.timing.units.${u}`) }))}
                />
              </Flex>,
            )}
          </>
        )}
      </Flex>
      {timing.kind === 'days' && (
        <Checkbox.Group
          aria-label={t('campaign.timing.days')}
          value={timing.selectedDays}
          onChange={(days) => onChange({ ...timing, selectedDays: [...days].sort() })}
          options={weekDays.map((d) => ({ value: d, label: t(`campaign.timing.weekDay.${d}`) }))}
        />
      )}
      {timing.kind === 'days' && <div style={{ fontSize: 12, opacity: 0.75 }}>{t('campaign.timing.daysHint')}</div>}
      {timing.kind === 'packets' && <div style={{ fontSize: 12, opacity: 0.75 }}>{t('campaign.timing.packetsStartHint')}</div>}
    </Flex>
  );
}
