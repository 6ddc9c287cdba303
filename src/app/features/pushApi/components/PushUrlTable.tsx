/**
 * The account's push URLs: what each receives, its service and comments, when it changed,
 * open/blocked and alarm switches, the test-event button with what the receiver answered,
 * delete; each row opens onto its last deliveries.
 */
import { DeleteOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Switch, Table, Typography, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PushDelivery, PushUrl } from '../../../api/generated/users';
import { UserText } from '../../../ui/UserText';
import type { PushTimes } from '../pushTime';
import { DeliveriesTable } from './DeliveriesTable';

export interface TestOutcome {
  severity: 'success' | 'warning' | 'danger';
  text: string;
}

interface Props {
  pushUrls: PushUrl[];
  deliveries: PushDelivery[];
  loading: boolean;
  times: PushTimes;
  /** The URL whose test event is on its way, if any. */
  testing: number | null;
  testOutcomes: Readonly<Record<number, TestOutcome>>;
  onStatus: (pushUrl: PushUrl, open: boolean) => void;
  onAlarm: (pushUrl: PushUrl, on: boolean) => void;
  onTest: (pushUrl: PushUrl) => void;
  onDelete: (pushUrl: PushUrl) => void;
}

export function PushUrlTable({ pushUrls, deliveries, loading, times, testing, testOutcomes, onStatus, onAlarm, onTest, onDelete }: Props) {
  const { t } = useTranslation();
  const columns = useMemo<TableColumnsType<PushUrl>>(
    () => [
      // An address is read left to right whatever the page's direction.
      { key: 'url', title: t('pushApi.columns.url'), ellipsis: true, render: (_, item) => <bdi dir="ltr">{item.url}</bdi> },
      { key: 'type', title: t('pushApi.columns.type'), width: 150, render: (_, item) => (item.type ? t(`pushApi.types.${item.type}`) : '') },
      { key: 'service', title: t('pushApi.columns.service'), width: 100, render: (_, item) => (item.service ? t(`pushApi.services.${item.service}`) : '') },
      { key: 'comments', title: t('pushApi.columns.comments'), width: 160, ellipsis: true, render: (_, item) => <UserText>{item.comments}</UserText> },
      { key: 'updated', title: t('pushApi.columns.updated'), width: 170, render: (_, item) => times.updated(item.updatedDate) },
      {
        key: 'status',
        title: t('pushApi.columns.status'),
        width: 120,
        render: (_, item) => (
          <Switch
            checked={item.status === 'open'}
            checkedChildren={t('pushApi.switches.open')}
            unCheckedChildren={t('pushApi.switches.blocked')}
            aria-label={t('pushApi.switches.statusOf', { url: item.url })}
            onChange={(open) => onStatus(item, open)}
          />
        ),
      },
      {
        key: 'alarm',
        title: t('pushApi.columns.alarm'),
        width: 100,
        render: (_, item) => (
          <Switch
            checked={item.alarm === true}
            checkedChildren={t('pushApi.switches.alarmOn')}
            unCheckedChildren={t('pushApi.switches.alarmOff')}
            aria-label={t('pushApi.switches.alarmOf', { url: item.url })}
            onChange={(on) => onAlarm(item, on)}
          />
        ),
      },
      {
        key: 'actions',
        title: t('pushApi.columns.actions'),
        width: 300,
        render: (_, item) => {
          const outcome = item.id === undefined ? undefined : testOutcomes[item.id];
          return (
            <Flex vertical gap={4}>
              <Flex gap={4} wrap>
                <Button size="small" icon={<SendOutlined aria-hidden />} loading={testing === item.id} onClick={() => onTest(item)} aria-label={t('pushApi.test.named', { url: item.url })}>
                  {t('pushApi.test.button')}
                </Button>
                <Button size="small" type="link" danger icon={<DeleteOutlined aria-hidden />} onClick={() => onDelete(item)} aria-label={t('pushApi.delete.named', { url: item.url })}>
                  {t('pushApi.delete.button')}
                </Button>
              </Flex>
              <div role="status" aria-live="polite">
                {outcome && <Typography.Text type={outcome.severity}>{outcome.text}</Typography.Text>}
              </div>
            </Flex>
          );
        },
      },
    ],
    [t, times, testing, testOutcomes, onStatus, onAlarm, onTest, onDelete],
  );
  return (
    <Table<PushUrl>
      size="middle"
      rowKey={(item) => item.id ?? item.url ?? ''}
      columns={columns}
      dataSource={pushUrls}
      loading={loading}
      pagination={false}
      scroll={{ x: 1100 }}
      expandable={{
        expandedRowRender: (item) => (
          <DeliveriesTable url={item.url ?? ''} deliveries={deliveries.filter((d) => d.pushUrlId === item.id)} times={times} />
        ),
      }}
      locale={{ emptyText: <Empty description={t('pushApi.page.empty')} /> }}
      aria-label={t('pushApi.page.urlsLabel')}
    />
  );
}
