/**
 * A birthday campaign: the list field holding the birth date (from the list's headers), days
 * before, the hour (07:00 unless changed) and the period in years. "Check" asks the server
 * (campaigns/check-birthday-campaign) how many recipients have a date; its refusals (lists
 * only, no valid dates, a permanent attached number needed) are the base query's messages.
 */
import { Button, Flex, Input, InputNumber, Select, Typography } from 'antd';
import { Field } from '../../../ui/Field';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetDynamicFieldsHeadersQuery, useLazyCheckBirthdayCampaignQuery } from '../../../api/generated/campaigns';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { toRequest, type CampaignForm, type Timing } from '../campaignForm';
import { CheckBirthdayCampaign } from '../../../../contract/statusCodes';

type Birthday = Extract<Timing, { kind: 'birthday' }>;

const fieldNumbers = [1, 2, 3, 4, 5, 6] as const;

export function BirthdayFields({ timing, onChange, form }: { timing: Birthday; onChange: (timing: Timing) => void; form: CampaignForm }) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const list = form.lists[0];
  const headers = useGetDynamicFieldsHeadersQuery({ body: { contactListId: list?.id ?? 0 } }, { skip: !list }).data?.data ?? [];
  const [check, checked] = useLazyCheckBirthdayCampaignQuery();
  const titleOf = (n: number) => headers.find((h) => h.field === `DYNAMIC_FIELD${n}`)?.title;
  const field = (label: string, child: ReactNode) => (
    <Field label={label} style={{ marginBottom: 0 }}>
      {child}
    </Field>
  );
  const whole = (n: number | null) => (n === null ? 0 : Math.trunc(n));

  const runCheck = () => {
    const { destinations = [], sourceType, sourceNumber, birthdayCampaign = {} } = toRequest(form, { validation: true });
    void check({ body: { destinations, birthdayCampaign, ...(sourceType ? { sourceType } : {}), ...(sourceNumber ? { sourceNumber } : {}) } });
  };
  const result = checked.data?.data?.status === CheckBirthdayCampaign.valid && !checked.isFetching ? checked.data.data : null;

  return (
    <Flex vertical gap={12}>
      <Flex gap={12} wrap align="end">
        {field(
          t('campaign.timing.birthday.field'),
          <Select
            aria-label={t('campaign.timing.birthday.field')}
            style={{ minWidth: 180 }}
            value={timing.location ?? undefined}
            placeholder={t('campaign.timing.birthday.fieldPlaceholder')}
            onChange={(location: number) => onChange({ ...timing, location })}
            options={fieldNumbers.map((n) => ({ value: n, label: titleOf(n) ?? t('campaign.timing.birthday.fieldNumber', { number: n }) }))}
          />,
        )}
        {field(
          t('campaign.timing.birthday.daysBefore'),
          <InputNumber aria-label={t('campaign.timing.birthday.daysBefore')} min={0} max={30} value={timing.daysBefore} onChange={(v) => onChange({ ...timing, daysBefore: whole(v) })} />,
        )}
        {field(
          t('campaign.timing.birthday.hour'),
          <Input aria-label={t('campaign.timing.birthday.hour')} dir="ltr" style={{ width: 90 }} placeholder="07:00" value={timing.hour} onChange={(e) => onChange({ ...timing, hour: e.target.value })} />,
        )}
        {field(
          t('campaign.timing.birthday.years'),
          <InputNumber aria-label={t('campaign.timing.birthday.years')} min={1} max={10} value={timing.years} onChange={(v) => onChange({ ...timing, years: whole(v) })} />,
        )}
        <Button onClick={runCheck} loading={checked.isFetching} disabled={timing.location === null || form.lists.length === 0}>
          {t('campaign.timing.birthday.check')}
        </Button>
      </Flex>
      <div style={{ fontSize: 12, opacity: 0.75 }}>{t('campaign.timing.birthday.hint')}</div>
      {result && (
        <Typography.Text aria-live="polite">
          {t('campaign.timing.birthday.result', { withDate: number(result.recipientsWithDate ?? 0), withoutDate: number(result.recipientsWithoutDate ?? 0), next: result.nextSendDate ?? '—' })}
        </Typography.Text>
      )}
    </Flex>
  );
}
