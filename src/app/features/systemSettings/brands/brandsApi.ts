/**
 * Cache tags of white-label-management: a brand saved or given a file lists the brands again;
 * a brand's quiet hours saved are read again. Imported for its effect by the screen.
 */
import { superAdminApi } from '../../../api/generated/superAdmin';

const list = { type: 'WhiteLabel' as const, id: 'LIST' };

superAdminApi.enhanceEndpoints({
  addTagTypes: ['WhiteLabel', 'QuietHours'],
  endpoints: {
    getWhiteLabels: { providesTags: [list] },
    getQuietHours: { providesTags: (_r, _e, arg) => [{ type: 'QuietHours', id: arg.body.brandId }] },
    setQuietHours: { invalidatesTags: (_r, _e, arg) => [{ type: 'QuietHours', id: arg.body.brandId }] },
    addWhiteLabel: { invalidatesTags: [list] },
    uploadWhiteLabelImage: { invalidatesTags: [list] },
  },
});
