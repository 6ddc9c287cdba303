/** The WhatsApp log's operations. */
import type { HandlerMap } from '../../../http/handler';
import { getWaLogs, getWaRequestCount } from './getWaLogs';

export const whatsappReportHandlers: HandlerMap = { getWaLogs, getWaRequestCount } as HandlerMap;
