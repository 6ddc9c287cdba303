/** white-label-management (issue 20): the brands per host, their logo and agreement file, and their quiet hours (issue 21). */
import type { HandlerMap } from '../../../http/handler';
import { uploadWhiteLabelImage } from './brandFiles';
import { getQuietHours, setQuietHours } from './quietHours';
import { addWhiteLabel, getWhiteLabels } from './whiteLabels';

export const brandHandlers = { getWhiteLabels, addWhiteLabel, uploadWhiteLabelImage, getQuietHours, setQuietHours } as HandlerMap;
