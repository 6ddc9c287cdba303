/**
 * Cache tags of the users pages: saving, deleting or moving credits to a sub-user refreshes
 * the family lists and that user, so the report and the profile read the same fresh rows.
 */
import { usersApi as generated } from '../../api/generated/users';
import { reportsApi } from '../../api/generated/reports';

const list = { type: 'SubUser' as const, id: 'LIST' };

export const usersApi = generated.enhanceEndpoints({
  addTagTypes: ['SubUser'],
  endpoints: {
    getAllUsers: { providesTags: [list] },
    getAllSubUsers: { providesTags: [list] },
    createSubUser: { invalidatesTags: [list] },
    updateSubUser: { invalidatesTags: (_result, _error, arg) => [list, { type: 'SubUser', id: arg.id }] },
    deleteSubUser: { invalidatesTags: (_result, _error, arg) => [list, { type: 'SubUser', id: arg.id }] },
  },
});

export const creditsApi = reportsApi.enhanceEndpoints({
  addTagTypes: ['SubUser'],
  endpoints: {
    setNewMessagesBalance: { invalidatesTags: (_result, _error, arg) => [list, { type: 'SubUser', id: arg.body.userId }] },
  },
});
