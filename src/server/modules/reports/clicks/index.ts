/** The click report's operations besides its table (reports/click-report, in reportPage.ts). */
import type { HandlerMap } from '../../../http/handler';
import { downloadClicksReport } from './download';
import { getLinkUniqData } from './linkUniqData';

export const clickReportHandlers: HandlerMap = { getLinkUniqData, downloadClicksReport } as HandlerMap;
