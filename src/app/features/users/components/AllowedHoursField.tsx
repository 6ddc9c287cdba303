/**
 * The hours a sub-user may send in (section 3, "allowed sending hours"): chosen weekdays from
 * one time to another, in Israel time whatever the browser's zone (the server checks sends in
 * Israel time: domain/sendingRules). Off means any hour. A form control over AllowedHoursValues.
 */
import { Checkbox, Flex, Input, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AllowedHoursValues } from '../subUserValues';

interface Props {
  value?: AllowedHoursValues;
  onChange?: (value: AllowedHoursValues) => void;
}

const weekdays = [1, 2, 3, 4, 5, 6, 7];

export function AllowedHoursField({ value, onChange }: Props) {
  const { t } = useTranslation();
  if (!value) return null;
  const set = (patch: Partial<AllowedHoursValues>) => onChange?.({ ...value, ...patch });
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} align="center">
        <Switch checked={value.limited} onChange={(limited) => set({ limited })} aria-label={t('users.form.hoursLimited')} />
        <Typography.Text>{value.limited ? t('users.form.hoursLimited') : t('users.form.hoursAny')}</Typography.Text>
      </Flex>
      {value.limited && (
        <>
          <Checkbox.Group
            aria-label={t('users.form.hoursDays')}
            value={value.days}
            onChange={(days) => set({ days: days as number[] })}
            options={weekdays.map((day) => ({ value: day, label: t(`users.form.weekdays.${day}`) }))}
          />
          <Flex gap={8} align="center" wrap>
            <label>
              {t('users.form.hoursFrom')}{' '}
              <Input type="time" dir="ltr" style={{ width: 120 }} value={value.from} onChange={(e) => set({ from: e.target.value })} />
            </label>
            <label>
              {t('users.form.hoursTo')}{' '}
              <Input type="time" dir="ltr" style={{ width: 120 }} value={value.to} onChange={(e) => set({ to: e.target.value })} />
            </label>
            <Typography.Text type="secondary">{t('users.form.israelTime')}</Typography.Text>
          </Flex>
        </>
      )}
    </Flex>
  );
}
