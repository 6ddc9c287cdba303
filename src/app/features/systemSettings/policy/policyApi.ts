/**
 * Cache tags of the policy screens: each change lists again what sys-get-data answered.
 * Imported for its effect by the screens.
 */
import { superAdminApi } from '../../../api/generated/superAdmin';

const systemData = [{ type: 'SystemData' as const, id: 'LIST' }];

superAdminApi.enhanceEndpoints({
  addTagTypes: ['SystemData'],
  endpoints: {
    getSysData: { providesTags: systemData },
    addBlacklistWord: { invalidatesTags: systemData },
    updateBlacklistWord: { invalidatesTags: systemData },
    freezeBlacklistWord: { invalidatesTags: systemData },
    addForbiddenSource: { invalidatesTags: systemData },
    removeForbiddenSource: { invalidatesTags: systemData },
    addSystemUser: { invalidatesTags: systemData },
    removeSystemUser: { invalidatesTags: systemData },
    addPermission: { invalidatesTags: systemData },
    delPermission: { invalidatesTags: systemData },
  },
});
