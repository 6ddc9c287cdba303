/**
 * Cache tags of white-label-management: a brand saved or given a file lists the brands again.
 * Imported for its effect by the screen.
 */
import { superAdminApi } from '../../../api/generated/superAdmin';

const list = { type: 'WhiteLabel' as const, id: 'LIST' };

superAdminApi.enhanceEndpoints({
  addTagTypes: ['WhiteLabel'],
  endpoints: {
    getWhiteLabels: { providesTags: [list] },
    addWhiteLabel: { invalidatesTags: [list] },
    uploadWhiteLabelImage: { invalidatesTags: [list] },
  },
});
