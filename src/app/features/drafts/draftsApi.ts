/**
 * Cache tags of the drafts page: deleting a draft refreshes the list. The composer saves
 * drafts through send-campaign, which this feature does not tag, so the page also asks
 * again each time it opens (refetchOnMountOrArgChange).
 */
import { campaignsApi as generated } from '../../api/generated/campaigns';

export const draftsTag = { type: 'Draft' as const, id: 'LIST' };

export const draftsApi = generated.enhanceEndpoints({
  addTagTypes: ['Draft'],
  endpoints: {
    getDraftsCampaigns: { providesTags: [draftsTag] },
    deleteDraftCampaign: { invalidatesTags: [draftsTag] },
  },
});
