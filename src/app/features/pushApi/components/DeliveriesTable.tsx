/** One push URL's last deliveries: when, which event, the receiver's HTTP status (or why none came), how long it took. */
import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PushDelivery } from '../../../api/generated/users';
import type { PushTimes } from '../pushTime';

interface Props {
  url: string;
  deliveries: PushDelivery[];
  times: PushTimes;
}

/** The receiver's HTTP answer: 2xx taken, 5xx its failure, anything else refused. */
const statusColor = (httpStatus: number): string => (httpStatus >= 200 && httpStatus < 300 ? 'success' : httpStatus >= 500 ? 'error' : 'warning');

export function DeliveriesTable({ url, deliveries, times }: Props) {
  const { t } = useTranslation();
  const columns = useMemo<TableColumnsType<PushDelivery>>(
    () => [
      { key: 'at', title: t('pushApi.deliveries.at'), width: 220, render: (_, item) => times.delivered(item.at) },
      { key: 'event', title: t('pushApi.deliveries.event'), width: 170, render: (_, item) => t(`pushApi.types.${item.eventType}`) },
      {
        key: 'httpStatus',
        title: t('pushApi.deliveries.httpStatus'),
        width: 130,
        render: (_, item) => (item.httpStatus === undefined ? <Tag color="error">{t('pushApi.deliveries.noAnswer')}</Tag> : <Tag color={statusColor(item.httpStatus)}>{item.httpStatus}</Tag>),
      },
      { key: 'duration', title: t('pushApi.deliveries.duration'), width: 110, render: (_, item) => t('pushApi.deliveries.durationMs', { ms: item.durationMs }) },
      // The network's own words (e.g. ECONNREFUSED), as the receiver's operator will search for them.
      { key: 'error', title: t('pushApi.deliveries.error'), ellipsis: true, render: (_, item) => (item.error ? <bdi dir="ltr">{item.error}</bdi> : '') },
    ],
    [t, times],
  );
  return (
    <>
      <Typography.Title level={4} style={{ marginBlockStart: 0, fontSize: 15 }}>
        {t('pushApi.deliveries.title')}
      </Typography.Title>
      <Table<PushDelivery>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={deliveries}
        pagination={false}
        locale={{ emptyText: t('pushApi.deliveries.empty') }}
        aria-label={t('pushApi.deliveries.label', { url })}
      />
    </>
  );
}
