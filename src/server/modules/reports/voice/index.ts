/** The voice report's operations (reports/voice-report rows are registered in reports/reportPage.ts). */
import type { HandlerMap } from '../../../http/handler';
import { getVoiceDuration } from './voiceDuration';

export const voiceReportHandlers: HandlerMap = { getVoiceDuration };
