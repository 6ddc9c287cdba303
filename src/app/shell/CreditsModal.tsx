/**
 * The credits balance (section 2, menu "credits"): every balance of the user's
 * balanceCredits, refreshed from the server each time it opens.
 */
import { Button, Descriptions, Flex, Modal, Spin, theme, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetUserProfileQuery, type BalanceCredits, type BalanceItem } from '../api/generated/main';
import { useAppDispatch, useAppSelector } from '../state/hooks';
import { profileLoaded } from '../state/session';
import { useNumberFormat } from '../ui/useNumberFormat';

export const balanceServices = ['sms', 'overseas_sms', 'emails', 'voice', 'whatsapp'] as const satisfies readonly (keyof BalanceCredits)[];

function BalanceValue({ item }: { item: BalanceItem | undefined }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  // The secondary text colour that still reads well (antd's "secondary" type is too faint).
  const faint = { color: theme.useToken().token.colorTextSecondary };
  if (!item?.hasPermissions) return <Typography.Text style={faint}>{t('shell.credits.notIncluded')}</Typography.Text>;
  const details = [
    item.creditsLeftWA !== undefined && t('shell.credits.creditsLeftWA', { amount: format.number(item.creditsLeftWA) }),
    item.subAmount !== undefined && t('shell.credits.subAmount', { amount: format.number(item.subAmount) }),
    item.sumAmount !== undefined && t('shell.credits.sumAmount', { amount: format.number(item.sumAmount) }),
    item.nis !== undefined && t('shell.credits.nis', { amount: format.shekels(item.nis) }),
  ].filter((line): line is string => Boolean(line));
  return (
    <Flex vertical gap={2}>
      <Typography.Text strong style={{ fontSize: 18 }}>
        {format.number(item.amount)}
      </Typography.Text>
      {details.map((line) => (
        <Typography.Text key={line} style={faint}>
          {line}
        </Typography.Text>
      ))}
    </Flex>
  );
}

function Balances() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  // Mounted only while open, so every opening asks the server again.
  const { data, isFetching } = useGetUserProfileQuery(undefined, { refetchOnMountOrArgChange: true });
  const balances = useAppSelector((s) => s.session.user?.balanceCredits);

  useEffect(() => {
    if (data?.data) dispatch(profileLoaded(data.data));
  }, [data, dispatch]);

  return (
    <Spin spinning={isFetching} delay={200}>
      <Descriptions
        bordered
        column={1}
        size="small"
        items={balanceServices.map((service) => ({
          key: service,
          label: t(`shell.credits.services.${service}`),
          children: <BalanceValue item={balances?.[service]} />,
        }))}
      />
    </Spin>
  );
}

export function CreditsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('shell.credits.title')}
      onCancel={onClose}
      destroyOnHidden
      footer={<Button onClick={onClose}>{t('common.actions.close')}</Button>}
    >
      {open && <Balances />}
    </Modal>
  );
}
