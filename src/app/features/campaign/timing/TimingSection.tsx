/** When it goes: now, once later, in packets, repeating, on chosen weekdays, or on birthdays. */
import { Card, Flex, Radio } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultBirthdayHour } from '../../../../domain/campaignTiming';
import { lazyNamed } from '../../../ui/lazyNamed';
import type { CampaignForm, Timing } from '../campaignForm';
import { AllowedHoursNotice } from './AllowedHoursNotice';
import { BirthdayFields } from './BirthdayFields';
import { ScheduleFields } from './ScheduleFields';

// Only for a campaign sent in packets: antd's Timeline loads then, not with the composer.
const PacketsPlan = lazyNamed(() => import('./PacketsPlan'), 'PacketsPlan');

interface Props {
  form: CampaignForm;
  onChange: (timing: Timing) => void;
  totalRecipients: number;
  /** The errors.campaign.* key of what is wrong. */
  problem: string | null;
  /** The user tried to send: show the problem. */
  showErrors: boolean;
}

const initial: Record<Timing['kind'], Timing> = {
  now: { kind: 'now' },
  future: { kind: 'future', start: null },
  packets: { kind: 'packets', start: null, amount: 100, every: 10, unit: 'MINUTE' },
  reusable: { kind: 'reusable', start: null, end: null, intervalValue: 1, intervalField: 'WEEK' },
  days: { kind: 'days', start: null, end: null, selectedDays: [] },
  birthday: { kind: 'birthday', location: null, daysBefore: 0, hour: defaultBirthdayHour, years: 1 },
};

const kinds = Object.keys(initial) as Timing['kind'][];

export function TimingSection({ form, onChange, totalRecipients, problem, showErrors }: Props) {
  const { t } = useTranslation();
  const timing = form.timing;
  const error = problem && showErrors ? t(problem) : null;
  return (
    <Card title={t('campaign.timing.title')}>
      <Flex vertical gap={12}>
        <AllowedHoursNotice />
        <Radio.Group
          aria-label={t('campaign.timing.title')}
          value={timing.kind}
          onChange={(e) => onChange(initial[e.target.value as Timing['kind']])}
          options={kinds.map((k) => ({ value: k, label: t(`campaign.timing.kind.${k}`) }))}
        />
        {timing.kind === 'birthday' ? (
          <BirthdayFields timing={timing} onChange={onChange} form={form} />
        ) : (
          timing.kind !== 'now' && <ScheduleFields timing={timing} onChange={onChange} error={error} />
        )}
        {error && (
          <div role="alert" style={{ color: 'var(--ant-color-error, #ff4d4f)' }}>
            {error}
          </div>
        )}
        {timing.kind === 'packets' && !problem && (
          <Suspense fallback={null}>
            <PacketsPlan amount={timing.amount} every={timing.every} unit={timing.unit} start={timing.start} total={totalRecipients} />
          </Suspense>
        )}
      </Flex>
    </Card>
  );
}
