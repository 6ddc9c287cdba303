/** The shipment reports' operations (their report pages are registered in ../reportPage.ts). */
import type { HandlerMap } from '../../../http/handler';
import { getIncomingSms } from '../incoming/incomingReport';
import { updateDateCampaign } from './reschedule';
import { getCampaignStatistic, getShipmentPercentage, getShipmentStatistic, getShipmentStatisticById } from './statisticHandlers';

export const shipmentReportHandlers: HandlerMap = {
  getShipmentStatistic,
  getShipmentStatisticById,
  getCampaignStatistic,
  getShipmentPercentage,
  updateDateCampaign,
  getIncomingSms,
} as HandlerMap;
