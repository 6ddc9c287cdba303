/**
 * The composer's "A/B test" section (issue 21): switched on, it adds versions of the message
 * (each with the message's counter), the share of the list that tests them, the metric that
 * picks the winner and the delay before the winner goes to the rest.
 */
import { Alert, Button, Card, Flex, Input, InputNumber, Select, Switch, Typography } from 'antd';
import { Field } from '../../../ui/Field';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { abDelayMinutesMax, abDelayMinutesMin, abMetrics, abShareMax, abShareMin, type AbMetric } from '../../../../domain/abTests';
import { MessageCounter } from '../message/MessageCounter';
import { maxOtherVariants, newAbTest, type AbTestForm } from './abTestForm';

interface Props {
  abTest: AbTestForm | null;
  onChange: (abTest: AbTestForm | null) => void;
  maxLength: number;
  /** The i18n key of what is wrong, shown once a send was tried. */
  problem: string | null;
}

const whole = (n: number | null) => (n === null ? 0 : Math.trunc(n));

export function AbTestSection({ abTest, onChange, maxLength, problem }: Props) {
  const { t } = useTranslation();
  const field = (label: string, child: ReactNode) => (
    <Field label={label} style={{ marginBottom: 0 }}>
      {child}
    </Field>
  );
  const toggle = (
    <Switch aria-label={t('campaign.abTest.enable')} checked={abTest !== null} onChange={(on) => onChange(on ? newAbTest : null)} />
  );
  if (!abTest) {
    return (
      <Card title={t('campaign.abTest.title')} extra={toggle}>
        <Typography.Text type="secondary">{t('campaign.abTest.intro')}</Typography.Text>
      </Card>
    );
  }
  const set = (change: Partial<AbTestForm>) => onChange({ ...abTest, ...change });
  const setOther = (index: number, text: string) => set({ others: abTest.others.map((o, i) => (i === index ? text : o)) });
  return (
    <Card title={t('campaign.abTest.title')} extra={toggle}>
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('campaign.abTest.intro')}</Typography.Text>
        <Typography.Text>{t('campaign.abTest.firstVariant')}</Typography.Text>
        {abTest.others.map((text, i) => {
          const label = t('campaign.abTest.variant', { n: i + 2 });
          return (
            <Flex key={i} vertical gap={4}>
              {field(label, <Input.TextArea aria-label={label} rows={3} value={text} onChange={(e) => setOther(i, e.target.value)} />)}
              <MessageCounter text={text} maxLength={maxLength} />
              {abTest.others.length > 1 && (
                <Button size="small" style={{ alignSelf: 'flex-start' }} onClick={() => set({ others: abTest.others.filter((_, j) => j !== i) })}>
                  {t('campaign.abTest.removeVariant', { n: i + 2 })}
                </Button>
              )}
            </Flex>
          );
        })}
        {abTest.others.length < maxOtherVariants && (
          <Button style={{ alignSelf: 'flex-start' }} onClick={() => set({ others: [...abTest.others, ''] })}>
            {t('campaign.abTest.addVariant')}
          </Button>
        )}
        <Flex gap={12} wrap align="end">
          {field(
            t('campaign.abTest.share'),
            <InputNumber aria-label={t('campaign.abTest.share')} min={abShareMin} max={abShareMax} value={abTest.sharePercent} onChange={(v) => set({ sharePercent: whole(v) })} />,
          )}
          {field(
            t('campaign.abTest.metric'),
            <Select<AbMetric>
              aria-label={t('campaign.abTest.metric')}
              style={{ minWidth: 180 }}
              value={abTest.metric}
              onChange={(metric) => set({ metric })}
              options={abMetrics.map((m) => ({ value: m, label: t(`campaign.abTest.metrics.${m}`) }))}
            />,
          )}
          {field(
            t('campaign.abTest.delay'),
            <InputNumber aria-label={t('campaign.abTest.delay')} min={abDelayMinutesMin} max={abDelayMinutesMax} value={abTest.delayMinutes} onChange={(v) => set({ delayMinutes: whole(v) })} />,
          )}
        </Flex>
        {problem && <Alert type="error" showIcon title={t(problem)} />}
      </Flex>
    </Card>
  );
}
