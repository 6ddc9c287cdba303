/**
 * Cache tags of the blocks-and-lists screens: a change to the system-wide block list asks the
 * list again; moving a customer's lists refreshes both customers' lists (also those the customer
 * page shows). Imported for its effect by the screens that need it.
 */
import { superAdminApi } from '../../../api/generated/superAdmin';

const lists = (userId: number) => [
  { type: 'CustomerAllLists' as const, id: userId },
  { type: 'CustomerLists' as const, id: userId },
];

superAdminApi.enhanceEndpoints({
  addTagTypes: ['SystemBlockedNumbers', 'CustomerAllLists', 'CustomerLists'],
  endpoints: {
    getAflalo: { providesTags: [{ type: 'SystemBlockedNumbers', id: 'LIST' }] },
    setAflalo: { invalidatesTags: [{ type: 'SystemBlockedNumbers', id: 'LIST' }] },
    getAllUserContactLists: { providesTags: (_r, _e, { body }) => [{ type: 'CustomerAllLists', id: body.userId }] },
    moveAllContactLists: { invalidatesTags: (_r, _e, { body }) => [...lists(body.fromUserId), ...lists(body.toUserId)] },
  },
});
