/** How many messages the filters match, in total, in parts and per delivery status (reports/get-sms-request-count). */
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReportsRequestCount } from '../../../api/generated/reports';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { deliveryStatusColor, deliveryStatusLabel, deliveryStatuses } from '../shared/deliveryStatus';
import { StatusTags } from '../shared/StatusTags';

export function StatusCounts({ count }: { count: ReportsRequestCount | undefined }) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  if (!count) return null;
  return (
    <Flex vertical gap={8} role="region" aria-label={t('reports.sms.countsLabel')}>
      <Flex gap={16} wrap>
        <Typography.Text strong>{t('reports.sms.total', { count: number(count.total ?? 0) })}</Typography.Text>
        <Typography.Text>{t('reports.sms.parts', { count: number(count.parts ?? 0) })}</Typography.Text>
      </Flex>
      <StatusTags byStatus={count.byStatus ?? {}} known={deliveryStatuses} label={(status) => deliveryStatusLabel(t, status)} color={deliveryStatusColor} />
    </Flex>
  );
}
