/**
 * Cache tags of the support page: every action on a customer refreshes that customer's details
 * and its history (the action is in it now), a credit transfer both customers, a change of
 * permissions what it changed (the lists tab's tags are its section's, ui/customerLists).
 * Imported for its effect by the pages of this feature.
 */
import { superAdminApi } from '../../api/generated/superAdmin';

const customer = (userId: number) => ({ type: 'Customer' as const, id: userId });
const history = (userId: number) => ({ type: 'CustomerHistory' as const, id: userId });
/** The details and the history of a customer acted on. */
const actedOn = (userId: number) => [customer(userId), history(userId)];

const customerApi = superAdminApi.enhanceEndpoints({
  addTagTypes: ['Customer', 'CustomerHistory'],
  endpoints: {
    getUserDetails: { providesTags: (_r, _e, { body }) => [customer(body.userId)] },
    getCustomerHistory: { providesTags: (_r, _e, { id }) => [history(id)] },
    viewFamily: { providesTags: (_r, _e, { body }) => [customer(body.userId)] },
    saveUserDetails: { invalidatesTags: (_r, _e, { body }) => (body.userId === undefined ? [] : actedOn(body.userId)) },
    unblockUser: { invalidatesTags: (_r, _e, { body }) => actedOn(body.userId) },
    killUser: { invalidatesTags: (_r, _e, { body }) => actedOn(body.userId) },
    updatePasswordValidity: { invalidatesTags: (_r, _e, { body }) => actedOn(body.userId) },
    assignBlock: { invalidatesTags: (_r, _e, { body }) => body.userIds.flatMap(actedOn) },
    startOrStopCampaign: { invalidatesTags: (_r, _e, { body }) => actedOn(body.userId) },
    // A package sold loads credits: the balances on the page change.
    prepaidToPup: { invalidatesTags: (_r, _e, { body }) => actedOn(body.userId) },
    userToUserCreditTransfer: { invalidatesTags: (_r, _e, { body }) => [...actedOn(body.fromUserId), ...actedOn(body.toUserId)] },
    addPermission: { invalidatesTags: (_r, _e, { body }) => actedOn(body.userId) },
    delPermission: { invalidatesTags: (_r, _e, { body }) => actedOn(body.userId) },
    addPermissionSend: { invalidatesTags: (_r, _e, { body }) => [history(body.userId)] },
    delPermissionSend: { invalidatesTags: (_r, _e, { body }) => [history(body.userId)] },
    readBlacklist: { invalidatesTags: (_r, _e, { body }) => (body.userId === undefined ? [] : [history(body.userId)]) },
    superAdminRemoveFromBlacklist: { invalidatesTags: (_r, _e, { body }) => [history(body.userId)] },
  },
});

/**
 * An action on the customer made through another area's call (users/enforcement-user): it is
 * audited, so the customer's history holds it now. (That call's own cache tags are the users
 * feature's; a second enhancement of it here would replace them.)
 */
export const historyChanged = (userId: number) => customerApi.util.invalidateTags([history(userId)]);
