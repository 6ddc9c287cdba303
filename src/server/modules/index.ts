/**
 * Every operation that has real behaviour, by operationId. The contract binding answers 501
 * for the rest; `npm run check:api` counts both.
 */
import type { HandlerMap } from '../http/handler';
import { getHealth } from './public/health';

export const handlers: HandlerMap = {
  getHealth,
};
