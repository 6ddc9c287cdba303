/**
 * Cache tags of the contact-list page. The page data holds every list of the account with
 * its counts, so anything that changes a list's numbers or names refreshes that one entry
 * (LIST); the chosen list's own entry is tagged by id too.
 */
import { contactsApi as generated } from '../../api/generated/contacts';

export const listsTag = { type: 'ContactList' as const, id: 'LIST' };
const list = listsTag;

export const contactsApi = generated.enhanceEndpoints({
  addTagTypes: ['ContactList'],
  endpoints: {
    getContactsPageData: {
      providesTags: (_result, _error, arg) => [list, { type: 'ContactList', id: arg.body.contactListId }],
    },
    saveContactList: { invalidatesTags: [list] },
    // Not here: refreshing at once would ask again for the list just deleted (a 404). The page
    // refreshes the lists once it has left the deleted one.
    deleteContactList: {},
    restoreContactLists: { invalidatesTags: [list] },
    addNewContacts: { invalidatesTags: [list] },
    addPastedNumberToList: { invalidatesTags: [list] },
    deleteSelectedNumbers: { invalidatesTags: [list] },
    moveSelectedNumbers: { invalidatesTags: [list] },
    copySelectedNumbers: { invalidatesTags: [list] },
    moveAllToContactList: { invalidatesTags: [list] },
    deleteAllNumbers: { invalidatesTags: [list] },
    deleteBlockedContact: { invalidatesTags: [list] },
    addNewSubContacts: { invalidatesTags: [list] },
    deleteSubContacts: { invalidatesTags: [list] },
    // Search results show contacts of every list, so a change to any list refreshes them.
    generalSearch: { providesTags: [list] },
    generalSearchSaveChanges: { invalidatesTags: [list] },
    createSmartContactList: { invalidatesTags: [list] },
    saveMobileContactList: { invalidatesTags: [list] },
  },
});
