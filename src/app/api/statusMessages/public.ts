import type { StatusMessageTable } from './types';

/** The short-link redirect and the health check have no business result codes. */
export const publicStatusMessages: StatusMessageTable = {};
