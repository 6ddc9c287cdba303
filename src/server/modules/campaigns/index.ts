/** The campaigns tag's operations that have behaviour so far (the pipeline is being built). */
import type { HandlerMap } from '../../http/handler';
import { showPacketsPlan } from './packetsPlan';

export const campaignHandlers: HandlerMap = {
  showPacketsPlan,
} as HandlerMap;
