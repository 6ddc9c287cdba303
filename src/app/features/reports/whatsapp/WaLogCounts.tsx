/** How many WhatsApp messages the filters match, in total and per status (reports/get-wa-request-count). */
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReportsRequestCount } from '../../../api/generated/reports';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { StatusTags } from '../shared/StatusTags';
import { waLogStatusColor, waLogStatusLabel, waLogStatuses } from './waLogStatus';

export function WaLogCounts({ count }: { count: ReportsRequestCount | undefined }) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  if (!count) return null;
  return (
    <Flex vertical gap={8} role="region" aria-label={t('reports.whatsappLog.countsLabel')}>
      <Flex gap={16} wrap>
        <Typography.Text strong>{t('reports.whatsappLog.total', { count: number(count.total ?? 0) })}</Typography.Text>
        {count.credits !== undefined && <Typography.Text>{t('reports.whatsappLog.credits', { count: number(count.credits) })}</Typography.Text>}
      </Flex>
      <StatusTags byStatus={count.byStatus ?? {}} known={waLogStatuses} label={(status) => waLogStatusLabel(t, status)} color={waLogStatusColor} />
    </Flex>
  );
}
