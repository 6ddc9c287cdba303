import type { StatusMessageTable } from './types';

/** Downloads answer with a file or an HTTP error; they have no business result codes. */
export const downloadStatusMessages: StatusMessageTable = {};
