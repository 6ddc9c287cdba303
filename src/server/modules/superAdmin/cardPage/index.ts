/** The card-payment page of a customer (issue 20): get-url-cg and test-url-cg. */
import type { HandlerMap } from '../../../http/handler';
import { getUrlCg, testUrlCg } from './cardPage';

export const cardPageHandlers: HandlerMap = { getUrlCg, testUrlCg } as HandlerMap;
