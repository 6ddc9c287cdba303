/**
 * /track-queue (issue 18): the live sending queue for super-administrators — each account's
 * lane with its shipments due, sending and waiting (and why), the messages per second now,
 * per route too; a shipment's campaign can be paused and resumed from here. Live through the
 * event stream (useLiveQueue.ts).
 */
import { Alert, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeatureTexts } from '../../i18n/useFeatureTexts';
import { PageLoading } from '../../ui/PageLoading';
import { LanesTable } from './components/LanesTable';
import { RouteRates } from './components/RouteRates';
import { useLiveQueue } from './useLiveQueue';

export default function TrackQueuePage() {
  const { t } = useTranslation();
  const textsReady = useFeatureTexts('queue');
  const { data, isError, refetch, live } = useLiveQueue();
  const queue = data?.data;
  if (!textsReady) return <PageLoading />;

  return (
    <Flex vertical gap={16} style={{ padding: 24 }}>
      <Flex vertical gap={4}>
        <Flex gap={8} align="center">
          <Typography.Title level={2} style={{ margin: 0 }}>
            {t('queue.page.title')}
          </Typography.Title>
          {live && <Tag color="success">{t('queue.page.live')}</Tag>}
        </Flex>
        <Typography.Text type="secondary">{t('queue.page.intro')}</Typography.Text>
        {!live && <Typography.Text type="warning">{t('queue.page.polling')}</Typography.Text>}
      </Flex>
      {isError && !queue && <Alert type="error" showIcon message={t('queue.page.loadFailed')} />}
      {!queue ? (
        !isError && <PageLoading />
      ) : (
        <>
          <section aria-label={t('queue.routes.title')}>
            <RouteRates routes={queue.routes} rateSeconds={queue.rateSeconds} />
          </section>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('queue.lanes.title')}
          </Typography.Title>
          {queue.lanes.length === 0 ? (
            <Typography.Text>{t('queue.page.empty')}</Typography.Text>
          ) : (
            <LanesTable lanes={queue.lanes} onChanged={() => void refetch()} />
          )}
          {queue.more && <Typography.Text type="secondary">{t('queue.page.more')}</Typography.Text>}
        </>
      )}
    </Flex>
  );
}
