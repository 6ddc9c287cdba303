/** How the page asks for the blacklist report's rows: the route and the page size. */
import type { BlacklistEntry, GetReportPageApiArg, GetReportPageApiResponse } from '../../api/generated/reports';
import { GetReportPage } from '../../../contract/statusCodes';

/** A page the virtual table draws smoothly; the contract allows up to 1000. */
export const pageSize = 500;
/** The export reads the list in the largest pages the contract allows. */
export const exportPageSize = 1000;

export const blacklistPageArg = (page: number, phone: string, size = pageSize): GetReportPageApiArg => ({
  routeName: 'blacklist-report',
  body: { page, pageSize: size, ...(phone ? { phone } : {}) },
});

/** The blacklist-report route answers BlacklistEntry rows (contract); the generated type is every report's union. */
export const entriesOf = (answer: GetReportPageApiResponse | undefined): BlacklistEntry[] =>
  (answer?.data?.status === GetReportPage.ready ? answer.data.rows : []) as BlacklistEntry[];

/** Digits only: what a number search matches on. */
export const searchDigits = (typed: string): string => typed.replace(/\D/g, '');
