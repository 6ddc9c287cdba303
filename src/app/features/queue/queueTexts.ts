/** The words of a shipment's state, as the page and its tests read them. */
import type { TFunction } from 'i18next';
import type { QueueShipment } from '../../api/generated/superAdmin';

export function stateText(t: TFunction, shipment: QueueShipment): string {
  if (shipment.state !== 'waiting' || !shipment.waitingReason) return t(`queue.state.${shipment.state}`);
  return t(`queue.reason.${shipment.waitingReason}`, { campaignId: shipment.waitingFor ?? '' });
}

/** A rate as the page writes it: null is "still measuring" (the first look has none). */
export const rateText = (t: TFunction, format: (n: number) => string, rate: number | null): string =>
  rate === null ? t('queue.routes.measuring') : format(rate);
