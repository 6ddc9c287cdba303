/** The three shipment reports: the same table, each with its route, texts and actions. */
import type { ReportsRouteName } from '../../../api/generated/reports';

export type ShipmentKind = 'sent' | 'future' | 'waiting';

export const shipmentRoute: Record<ShipmentKind, ReportsRouteName> = {
  sent: 'shipments-report',
  future: 'future-shipments-report',
  waiting: 'waiting-shipments-report',
};

/**
 * Days back the period starts when the URL names none. The sent report looks back 60 days
 * (the server's default too). The future and waiting reports send no period, so the server
 * answers every send still to go: a campaign scheduled for tomorrow is there at once, where a
 * window of the last 60 days ended today and hid it (issue 13); a waiting send held past its
 * time is there too.
 */
export const shipmentDefaultDays: Record<ShipmentKind, number | undefined> = { sent: 60, future: undefined, waiting: undefined };
