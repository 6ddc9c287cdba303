/** How many messages the filters match, in total, in parts and per delivery status (reports/get-sms-request-count). */
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReportsRequestCount } from '../../../api/generated/reports';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { deliveryStatusColor, deliveryStatusLabel, deliveryStatuses } from '../shared/deliveryStatus';

export function StatusCounts({ count }: { count: ReportsRequestCount | undefined }) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  if (!count) return null;
  const byStatus = count.byStatus ?? {};
  // Known statuses in the product's order, then any the server added since.
  const statuses = [...deliveryStatuses.filter((s) => byStatus[s] !== undefined), ...Object.keys(byStatus).filter((s) => !(deliveryStatuses as readonly string[]).includes(s))];
  return (
    <Flex vertical gap={8} role="region" aria-label={t('reports.sms.countsLabel')}>
      <Flex gap={16} wrap>
        <Typography.Text strong>{t('reports.sms.total', { count: number(count.total ?? 0) })}</Typography.Text>
        <Typography.Text>{t('reports.sms.parts', { count: number(count.parts ?? 0) })}</Typography.Text>
      </Flex>
      <Flex gap={8} wrap component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {statuses.map((status) => (
          <li key={status}>
            <Tag color={deliveryStatusColor(status)}>
              {deliveryStatusLabel(t, status)}: {number(byStatus[status] ?? 0)}
            </Tag>
          </li>
        ))}
      </Flex>
    </Flex>
  );
}
