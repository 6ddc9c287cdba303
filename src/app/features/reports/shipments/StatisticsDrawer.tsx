/**
 * A shipment's statistics (reports/get-shipment-statistic) and its campaign's over all its
 * shipments (reports/get-campaign-statistic), as charts in a drawer.
 */
import { Drawer, Flex, theme, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetCampaignStatisticQuery, useGetShipmentStatisticQuery, type Shipment } from '../../../api/generated/reports';
import { BarChart } from '../../../ui/charts/BarChart';
import { PageLoading } from '../../../ui/PageLoading';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { AbTestResult } from './AbTestResult';
import { StatisticCharts } from './StatisticCharts';

export function StatisticsDrawer({ shipment, onClose }: { shipment: Shipment | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { number } = useNumberFormat();
  const shipmentId = shipment?.ID;
  const campaignId = shipment?.CAMPAIGN_ID;
  // An A/B test is asked again until it is decided and its rest has gone, so the decision and
  // the rest's figures show as they come (the rest is sent in the minute after the decision).
  const [testRunning, setTestRunning] = useState(false);
  const own = useGetShipmentStatisticQuery({ body: { shipmentId } }, { skip: shipmentId === undefined, pollingInterval: testRunning ? 5_000 : 0 });
  const abTest = own.data?.data?.abTest;
  const sending = own.data?.data?.shipment?.status === 'sending';
  useEffect(() => {
    setTestRunning(abTest !== undefined && (!abTest.winner || sending));
  }, [abTest, sending]);
  const campaign = useGetCampaignStatisticQuery({ body: { campaignId: campaignId ?? 0 } }, { skip: campaignId === undefined });
  const label = (key: string) => t(`reports.shipments.statistics.${key}`);
  const perShipment = campaign.data?.data?.shipments ?? [];
  const part = (key: 'delivered' | 'notDelivered' | 'pending', color: string) => ({ key, label: label(key), color, values: perShipment.map((s) => s.statistic?.[key] ?? 0) });

  return (
    <Drawer open={shipment !== null} onClose={onClose} size="large" title={t('reports.shipments.statistics.title', { name: shipment?.SHIPMENT_NAME ?? shipmentId ?? '' })}>
      {own.isLoading ? (
        <PageLoading />
      ) : (
        <Flex vertical gap={24}>
          {abTest && <AbTestResult test={abTest} />}
          <StatisticCharts statistic={own.data?.data?.statistic} />
          {perShipment.length > 1 && (
            <Flex vertical gap={8}>
              <Typography.Title level={4} style={{ margin: 0 }}>
                {label('campaignTitle')}
              </Typography.Title>
              <BarChart
                title={label('perShipment')}
                labels={perShipment.map((s) => s.shipment?.SHIPMENT_NAME ?? String(s.shipment?.ID ?? ''))}
                formatNumber={number}
                series={[part('delivered', token.colorSuccess), part('notDelivered', token.colorError), part('pending', token.colorWarning)]}
              />
            </Flex>
          )}
        </Flex>
      )}
    </Drawer>
  );
}
