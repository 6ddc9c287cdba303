/** The audit log page's call: the generated endpoint, with its row and request named in the page's words. */
import type { GetAuditLogApiArg, GetAuditLogApiResponse } from '../../api/generated/superAdmin';

export { useGetAuditLogQuery, useLazyGetAuditLogQuery } from '../../api/generated/superAdmin';

export type AuditEntry = NonNullable<GetAuditLogApiResponse['data']>['rows'][number];
export type AuditRequest = GetAuditLogApiArg['body'];
/** What the filters choose: the request without its paging. */
export type AuditFilterValues = Omit<AuditRequest, 'page' | 'pageSize'>;
