/** white-label-management (issue 20): the brands per host, their logo and agreement file. */
import type { HandlerMap } from '../../../http/handler';
import { uploadWhiteLabelImage } from './brandFiles';
import { addWhiteLabel, getWhiteLabels } from './whiteLabels';

export const brandHandlers = { getWhiteLabels, addWhiteLabel, uploadWhiteLabelImage } as HandlerMap;
