/** The shipments of one account's lane, in the order the scheduler takes them. */
import { Table, Tag, type TableColumnsType } from 'antd';
import { format } from 'date-fns';
import { useTranslation } from 'react-i18next';
import type { QueueShipment } from '../../../api/generated/superAdmin';
import { useDateLocale } from '../../../i18n/dateLocale';
import { UserText } from '../../../ui/UserText';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { rateText, stateText } from '../queueTexts';
import { ShipmentActions } from './ShipmentActions';

const stateColor: Record<QueueShipment['state'], string> = { sending: 'processing', due: 'success', waiting: 'default' };

export function ShipmentsTable({ account, shipments, onChanged }: { account: string; shipments: QueueShipment[]; onChanged: () => void }) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const locale = useDateLocale();
  const columns: TableColumnsType<QueueShipment> = [
    { key: 'campaign', title: t('queue.shipments.campaign'), render: (_, s) => <UserText>{s.campaignName}</UserText> },
    {
      key: 'state',
      title: t('queue.shipments.state'),
      render: (_, s) => <Tag color={s.waitingReason === 'paused' ? 'warning' : stateColor[s.state]}>{stateText(t, s)}</Tag>,
    },
    { key: 'runAt', title: t('queue.shipments.runAt'), render: (_, s) => format(s.runAt, 'dd/MM/yyyy HH:mm', { locale }) },
    {
      key: 'progress',
      title: t('queue.shipments.progress'),
      render: (_, s) => t('queue.shipments.progressValue', { left: number(s.recipientsLeft), total: number(s.recipients) }),
    },
    { key: 'rate', title: t('queue.shipments.rate'), render: (_, s) => rateText(t, number, s.ratePerSecond) },
    { key: 'actions', title: t('queue.shipments.actions'), render: (_, s) => <ShipmentActions shipment={s} onChanged={onChanged} /> },
  ];
  return (
    <Table<QueueShipment>
      size="small"
      rowKey="shipmentId"
      columns={columns}
      dataSource={shipments}
      pagination={false}
      aria-label={t('queue.shipments.listLabel', { account })}
    />
  );
}
