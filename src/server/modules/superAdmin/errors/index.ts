import { getErrorsLogs } from './getErrorsLogs';
import { getLogsFile } from './getLogsFile';

export const serverErrorHandlers = { getErrorsLogs, getLogsFile };
