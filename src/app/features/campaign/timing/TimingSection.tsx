/** When it goes: now, once at a future time, in packets, or again and again until an end date. */
import { Card, Flex, Form, InputNumber, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { intervalFields, packetUnits } from '../../../../domain/campaignTiming';
import type { Timing } from '../campaignForm';
import { IsraelDateTime } from './IsraelDateTime';
import { PacketsPlan } from './PacketsPlan';

interface Props {
  timing: Timing;
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
};

export function TimingSection({ timing, onChange, totalRecipients, problem, showErrors }: Props) {
  const { t } = useTranslation();
  const error = problem && showErrors ? t(problem) : null;
  const whole = (n: number | null) => (n === null ? 0 : Math.trunc(n));
  return (
    <Card title={t('campaign.timing.title')}>
      <Flex vertical gap={12}>
        <Radio.Group
          aria-label={t('campaign.timing.title')}
          value={timing.kind}
          onChange={(e) => onChange(initial[e.target.value as Timing['kind']])}
          options={(['now', 'future', 'packets', 'reusable'] as const).map((k) => ({ value: k, label: t(`campaign.timing.kind.${k}`) }))}
        />
        {timing.kind !== 'now' && (
          <Flex gap={12} wrap align="end">
            <Form.Item label={t('campaign.timing.start')} layout="vertical" style={{ marginBottom: 0 }}>
              <IsraelDateTime label={t('campaign.timing.start')} value={timing.start} onChange={(start) => onChange({ ...timing, start })} error={error} />
            </Form.Item>
            {timing.kind === 'reusable' && (
              <>
                <Form.Item label={t('campaign.timing.end')} layout="vertical" style={{ marginBottom: 0 }}>
                  <IsraelDateTime label={t('campaign.timing.end')} value={timing.end} onChange={(end) => onChange({ ...timing, end })} />
                </Form.Item>
                <Form.Item label={t('campaign.timing.every')} layout="vertical" style={{ marginBottom: 0 }}>
                  <Flex gap={8}>
                    <InputNumber aria-label={t('campaign.timing.intervalValue')} min={1} value={timing.intervalValue} onChange={(v) => onChange({ ...timing, intervalValue: whole(v) })} />
                    <Select
                      aria-label={t('campaign.timing.intervalField')}
                      style={{ minWidth: 110 }}
                      value={timing.intervalField}
                      onChange={(intervalField) => onChange({ ...timing, intervalField })}
                      options={intervalFields.map((f) => ({ value: f, label: t(`campaign.timing.interval.${f}`) }))}
                    />
                  </Flex>
                </Form.Item>
              </>
            )}
            {timing.kind === 'packets' && (
              <>
                <Form.Item label={t('campaign.timing.amount')} layout="vertical" style={{ marginBottom: 0 }}>
                  <InputNumber aria-label={t('campaign.timing.amount')} min={1} value={timing.amount} onChange={(v) => onChange({ ...timing, amount: whole(v) })} />
                </Form.Item>
                <Form.Item label={t('campaign.timing.every')} layout="vertical" style={{ marginBottom: 0 }}>
                  <Flex gap={8}>
                    <InputNumber aria-label={t('campaign.timing.every')} min={1} value={timing.every} onChange={(v) => onChange({ ...timing, every: whole(v) })} />
                    <Select
                      aria-label={t('campaign.timing.unit')}
                      style={{ minWidth: 110 }}
                      value={timing.unit}
                      onChange={(unit) => onChange({ ...timing, unit })}
                      options={packetUnits.map((u) => ({ value: u, label: t(`campaign.timing.units.${u}`) }))}
                    />
                  </Flex>
                </Form.Item>
              </>
            )}
          </Flex>
        )}
        {timing.kind === 'packets' && <div style={{ fontSize: 12, opacity: 0.75 }}>{t('campaign.timing.packetsStartHint')}</div>}
        {error && <div role="alert" style={{ color: 'var(--ant-color-error, #ff4d4f)' }}>{error}</div>}
        {timing.kind === 'packets' && !problem && (
          <PacketsPlan amount={timing.amount} every={timing.every} unit={timing.unit} start={timing.start} total={totalRecipients} />
        )}
      </Flex>
    </Card>
  );
}
