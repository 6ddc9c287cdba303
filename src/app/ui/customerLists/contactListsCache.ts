/**
 * Cache tags of a customer's lists section (ContactListsSection), wherever it is shown — the
 * customer page's lists tab and the manage-contact-lists settings screen: deleting lists reads the
 * customer's lists again, and its history (the deletion is audited). Here rather than in one of
 * those features, so the section is right on either page whichever was loaded first. Imported
 * for its effect by the section.
 */
import { superAdminApi } from '../../api/generated/superAdmin';

const lists = (userId: number) => ({ type: 'CustomerLists' as const, id: userId });

superAdminApi.enhanceEndpoints({
  addTagTypes: ['CustomerLists', 'CustomerHistory'],
  endpoints: {
    getUserContactListsWithSubs: { providesTags: (_r, _e, { body }) => [lists(body.userId)] },
    superAdminDeleteContactLists: { invalidatesTags: (_r, _e, { body }) => [lists(body.userId), { type: 'CustomerHistory', id: body.userId }] },
  },
});
