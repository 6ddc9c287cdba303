/** The campaigns tag's operations that have behaviour so far (the composer's are issue 6). */
import type { HandlerMap } from '../../http/handler';
import { checkForbiddenText } from './checkForbiddenText';
import { getCampaignCreditsNumber } from './creditsNumber';
import { showPacketsPlan } from './packetsPlan';
import { sendCampaign } from './sendCampaign';

export const campaignHandlers: HandlerMap = {
  showPacketsPlan,
  getCampaignCreditsNumber,
  sendCampaign,
  checkForbiddenText,
} as HandlerMap;
