/**
 * The waiting report's reason column: why a send has not gone yet. A due send may wait for
 * another send of its account, since an account's campaigns go one after another (the server
 * names it: waitingFor).
 */
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { Shipment } from '../../../api/generated/reports';

export const waitingText = (t: TFunction, shipment: Shipment): string => {
  if (shipment.waitingFor !== undefined) return t('reports.shipments.waiting.after', { id: shipment.waitingFor });
  return shipment.waitingReason ? t(`reports.shipments.waiting.${shipment.waitingReason}`) : '';
};

export const waitingColumns = (t: TFunction): ColumnsType<Shipment> => [{ title: t('reports.shipments.waiting.column'), key: 'waiting', render: (_: unknown, row) => waitingText(t, row) }];
