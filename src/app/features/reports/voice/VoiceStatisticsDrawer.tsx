/**
 * A voice campaign's statistics (reports/get-voice-duration) in a drawer, as the shipment
 * reports open theirs: its calls, answered and not, seconds listened and credits, the calls by
 * status, and the charts.
 */
import { Drawer, Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGetVoiceDurationQuery, type ReportsVoiceDuration } from '../../../api/generated/reports';
import { PageLoading } from '../../../ui/PageLoading';
import { StatusTags } from '../shared/StatusTags';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { callStatusColor, callStatusLabel, callStatuses } from './callStatus';
import { VoiceCharts } from './VoiceCharts';

/** The campaign whose statistics are open: its id and the name the table showed. */
export interface OpenCampaign {
  id: number;
  name: string;
}

const figures = ['calls', 'answered', 'notAnswered', 'totalSeconds', 'averageSeconds', 'messageSeconds', 'credits'] as const;

function Figures({ duration }: { duration: ReportsVoiceDuration }) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  return (
    <Flex vertical gap={12}>
      <Flex gap={16} wrap component="dl" style={{ margin: 0 }}>
        {figures
          .filter((key) => duration[key] !== undefined)
          .map((key) => (
            <Flex key={key} gap={4}>
              <dt>
                <Typography.Text type="secondary">{t(`reports.voice.statistics.${key}`)}:</Typography.Text>
              </dt>
              <dd style={{ margin: 0 }}>
                <Typography.Text strong>{number(duration[key] ?? 0)}</Typography.Text>
              </dd>
            </Flex>
          ))}
      </Flex>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('reports.voice.statistics.byStatus')}
      </Typography.Title>
      <StatusTags
        byStatus={duration.byStatus ?? {}}
        known={callStatuses}
        label={(status) => callStatusLabel(t, status)}
        color={callStatusColor}
        aria-label={t('reports.voice.statistics.byStatus')}
      />
    </Flex>
  );
}

export function VoiceStatisticsDrawer({ campaign, onClose }: { campaign: OpenCampaign | null; onClose: () => void }) {
  const { t } = useTranslation();
  const duration = useGetVoiceDurationQuery({ body: { campaignId: campaign?.id } }, { skip: campaign === null });
  const data = duration.data?.data;
  return (
    <Drawer open={campaign !== null} onClose={onClose} size="large" title={t('reports.voice.statistics.title', { name: data?.campaignName ?? campaign?.name ?? '' })}>
      {duration.isFetching ? (
        <PageLoading />
      ) : !data?.calls ? (
        <Empty description={t('reports.voice.statistics.empty')} />
      ) : (
        <Flex vertical gap={24}>
          <Figures duration={data} />
          <VoiceCharts duration={data} />
        </Flex>
      )}
    </Drawer>
  );
}
