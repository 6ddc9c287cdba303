/** WhatsApp template campaigns: the estimate, the two-pass send through the pipeline, and the test send. */
import type { HandlerMap } from '../../../http/handler';
import { calcWhatsappCampaignCredits } from './calcCredits';
import { createWhatsappCampaign } from './createCampaign';
import { whatsappSendExample } from './sendExample';

export const whatsappCampaignHandlers: HandlerMap = {
  calcWhatsappCampaignCredits,
  createWhatsappCampaign,
  whatsappSendExample,
} as HandlerMap;
