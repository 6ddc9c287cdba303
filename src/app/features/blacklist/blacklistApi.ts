/**
 * Cache tags of the blacklist report: adding, removing or bulk-adding numbers refreshes the
 * table and any open history. Only the blacklist report's page is tagged, so other report
 * pages that share getReportPage are not refetched by a blacklist change.
 */
import { reportsApi as generated } from '../../api/generated/reports';

const list = { type: 'Blacklist' as const, id: 'LIST' };

export const blacklistApi = generated.enhanceEndpoints({
  addTagTypes: ['Blacklist'],
  endpoints: {
    getReportPage: {
      providesTags: (_result, _error, arg) => (arg.routeName === 'blacklist-report' ? [list] : []),
    },
    getBlockNumberHistory: { providesTags: [list] },
    addNumberToBlacklist: { invalidatesTags: [list] },
    removeNumberFromBlacklist: { invalidatesTags: [list] },
    submitBlacklist: { invalidatesTags: [list] },
  },
});
