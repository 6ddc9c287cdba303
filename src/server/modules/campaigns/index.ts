/** The campaigns tag's operations that have behaviour so far (the pipeline is being built). */
import type { HandlerMap } from '../../http/handler';
import { getCampaignCreditsNumber } from './creditsNumber';
import { showPacketsPlan } from './packetsPlan';
import { sendCampaign } from './sendCampaign';

export const campaignHandlers: HandlerMap = {
  showPacketsPlan,
  getCampaignCreditsNumber,
  sendCampaign,
} as HandlerMap;
