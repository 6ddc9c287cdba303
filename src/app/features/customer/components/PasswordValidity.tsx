/**
 * How long the customer's password stays valid (super-admin/update-password-validity): a date
 * from tomorrow up to 10 months from today, in the page language's date picker (antd's locale
 * follows the language). The outcome is the status table's.
 */
import { Button, DatePicker, Flex, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdatePasswordValidityMutation, type SuperAdminCustomer } from '../../../api/generated/superAdmin';
import { mayChooseValidity } from '../passwordValidity';

const dayFormat = 'DD/MM/YYYY';

export function PasswordValidity({ customer }: { customer: SuperAdminCustomer }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Dayjs | null>(null);
  const [update, { isLoading }] = useUpdatePasswordValidityMutation();
  const today = dayjs().startOf('day');
  const current = customer.passwordValidUntil ? dayjs(customer.passwordValidUntil).format(dayFormat) : t('customer.actions.noExpiry');
  const save = async () => {
    if (!chosen) return;
    await update({ body: { userId: customer.userId, validUntil: chosen.format('YYYY-MM-DD') } }).unwrap().catch(() => undefined);
    setChosen(null);
  };
  return (
    <Flex vertical gap={8}>
      <Typography.Text strong>{t('customer.actions.passwordValidity')}</Typography.Text>
      <Typography.Text type="secondary">{t('customer.actions.passwordValidUntil', { date: current })}</Typography.Text>
      <Flex gap={8} wrap>
        <DatePicker
          value={chosen}
          onChange={setChosen}
          format={dayFormat}
          aria-label={t('customer.actions.passwordValidityLabel')}
          disabledDate={(day) => !mayChooseValidity(day, today)}
        />
        <Button onClick={() => void save()} disabled={!chosen} loading={isLoading}>
          {t('customer.actions.setPasswordValidity')}
        </Button>
      </Flex>
    </Flex>
  );
}
