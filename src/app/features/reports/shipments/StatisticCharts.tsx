/** A statistic (a shipment's or a campaign's) drawn as charts: delivery over time, clicks and replies. */
import { Empty, Flex, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Statistic } from '../../../api/generated/reports';
import { LineChart } from '../../../ui/charts/LineChart';
import { BarChart } from '../../../ui/charts/BarChart';
import { useNumberFormat } from '../../../ui/useNumberFormat';

export function StatisticCharts({ statistic }: { statistic: Statistic | undefined }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { number } = useNumberFormat();
  const points = statistic?.overTime ?? [];
  if (!statistic || !points.length) return <Empty description={t('reports.shipments.statistics.empty')} />;
  const label = (key: string) => t(`reports.shipments.statistics.${key}`);
  const labels = points.map((p) => p.time ?? '');
  const series = (key: 'delivered' | 'notDelivered' | 'pending' | 'clicks' | 'replies', color: string) => ({ key, label: label(key), color, values: points.map((p) => p[key] ?? 0) });

  return (
    <Flex vertical gap={16}>
      <Flex gap={16} wrap>
        {(['total', 'delivered', 'notDelivered', 'pending', 'clicks', 'replies'] as const).map((key) => (
          <Typography.Text key={key}>
            {label(key)}: <strong>{number(statistic[key] ?? 0)}</strong>
          </Typography.Text>
        ))}
      </Flex>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {label('overTime')}
      </Typography.Title>
      <LineChart
        title={label('overTime')}
        labels={labels}
        formatNumber={number}
        series={[series('delivered', token.colorSuccess), series('notDelivered', token.colorError), series('pending', token.colorWarning)]}
      />
      <Typography.Title level={5} style={{ margin: 0 }}>
        {label('clicksReplies')}
      </Typography.Title>
      <BarChart title={label('clicksReplies')} labels={labels} formatNumber={number} series={[series('clicks', token.colorPrimary), series('replies', token.colorInfoText)]} />
    </Flex>
  );
}
