/**
 * Cache tags of the numbers screens: assigning, moving or releasing a number lists the numbers
 * again; a group change lists the groups again (a verification too: groups show their numbers).
 * Imported for its effect by the screens.
 */
import { superAdminApi } from '../../../api/generated/superAdmin';

const numbers = { type: 'AssignedNumbers' as const, id: 'LIST' };
const groups = { type: 'VerifiedGroups' as const, id: 'LIST' };

superAdminApi.enhanceEndpoints({
  addTagTypes: ['AssignedNumbers', 'VerifiedGroups'],
  endpoints: {
    getAlreadyAssign: { providesTags: [numbers] },
    exportAttachedNumbers: { providesTags: [numbers] },
    assignNumbers: { invalidatesTags: [numbers] },
    insertSpecialNumbers: { invalidatesTags: [numbers] },
    saveAttachNumber: { invalidatesTags: [numbers] },
    deleteAttachNumber: { invalidatesTags: [numbers] },
    getVerifiedGroups: { providesTags: [groups] },
    addVerifiedGroup: { invalidatesTags: [groups] },
    removeVerifiedGroup: { invalidatesTags: [groups] },
    addVerifiedGroupMember: { invalidatesTags: [groups] },
    removeVerifiedGroupMember: { invalidatesTags: [groups] },
    sysVerifyPhone: { invalidatesTags: [groups] },
  },
});
