/** How many calls the filters select, their credits and how many per call status (reports/get-sms-request-count for voice-report). */
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReportsRequestCount } from '../../../api/generated/reports';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { StatusTags } from '../shared/StatusTags';
import { callStatusColor, callStatusLabel, callStatuses } from './callStatus';

export function CallCounts({ count }: { count: ReportsRequestCount | undefined }) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  if (!count) return null;
  return (
    <Flex vertical gap={8} role="region" aria-label={t('reports.voice.countsLabel')}>
      <Flex gap={16} wrap>
        <Typography.Text strong>{t('reports.voice.total', { count: number(count.total ?? 0) })}</Typography.Text>
        <Typography.Text>{t('reports.voice.credits', { count: number(count.credits ?? 0) })}</Typography.Text>
      </Flex>
      <StatusTags byStatus={count.byStatus ?? {}} known={callStatuses} label={(status) => callStatusLabel(t, status)} color={callStatusColor} />
    </Flex>
  );
}
