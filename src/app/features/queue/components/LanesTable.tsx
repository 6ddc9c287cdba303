/**
 * One row per account lane, the busiest first; each opens to its shipments. Lanes stay open
 * as the queue updates, unless the person closed them.
 */
import { Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueueLane } from '../../../api/generated/superAdmin';
import { UserText } from '../../../ui/UserText';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { rateText } from '../queueTexts';
import { ShipmentsTable } from './ShipmentsTable';

const accountLabel = (lane: QueueLane): string => (lane.name ? `${lane.name} (${lane.username})` : lane.username);

export function LanesTable({ lanes, onChanged }: { lanes: QueueLane[]; onChanged: () => void }) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const [closed, setClosed] = useState<ReadonlySet<number>>(new Set());
  const columns: TableColumnsType<QueueLane> = [
    { key: 'account', title: t('queue.lanes.account'), render: (_, lane) => <UserText>{accountLabel(lane)}</UserText> },
    { key: 'shipments', title: t('queue.lanes.shipments'), render: (_, lane) => number(lane.shipments.length) },
    { key: 'recipientsLeft', title: t('queue.lanes.recipientsLeft'), render: (_, lane) => number(lane.recipientsLeft) },
    { key: 'inFlight', title: t('queue.lanes.inFlight'), render: (_, lane) => number(lane.inFlight) },
    { key: 'rate', title: t('queue.lanes.rate'), render: (_, lane) => rateText(t, number, lane.ratePerSecond) },
  ];
  return (
    <Table<QueueLane>
      rowKey="accountId"
      columns={columns}
      dataSource={lanes}
      pagination={false}
      aria-label={t('queue.lanes.title')}
      expandable={{
        expandedRowKeys: lanes.filter((lane) => !closed.has(lane.accountId)).map((lane) => lane.accountId),
        onExpand: (open, lane) => {
          const next = new Set(closed);
          if (open) next.delete(lane.accountId);
          else next.add(lane.accountId);
          setClosed(next);
        },
        expandedRowRender: (lane) => <ShipmentsTable account={accountLabel(lane)} shipments={lane.shipments} onChanged={onChanged} />,
      }}
    />
  );
}
