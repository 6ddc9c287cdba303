/** The campaigns tag's operations that have behaviour so far (the pipeline is being built). */
import type { HandlerMap } from '../../http/handler';
import { getCampaignCreditsNumber } from './creditsNumber';
import { showPacketsPlan } from './packetsPlan';

export const campaignHandlers: HandlerMap = {
  showPacketsPlan,
  getCampaignCreditsNumber,
} as HandlerMap;
