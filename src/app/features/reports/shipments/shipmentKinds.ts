/** The three shipment reports: the same table, each with its route, texts and actions. */
import type { ReportsRouteName } from '../../../api/generated/reports';

export type ShipmentKind = 'sent' | 'future' | 'waiting';

export const shipmentRoute: Record<ShipmentKind, ReportsRouteName> = {
  sent: 'shipments-report',
  future: 'future-shipments-report',
  waiting: 'waiting-shipments-report',
};

/** The contract's default period for shipment reports (the server uses it too when none is sent). */
export const shipmentDefaultDays = 60;
