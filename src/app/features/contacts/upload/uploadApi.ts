/**
 * A file import adds a list or numbers to one: the page data (every list with its counts)
 * refreshes after it, like after a paste. contactsApi.ts holds the page's tags; this adds
 * the upload's own endpoint to them without touching that file.
 */
import { contactsApi } from '../contactsApi';

contactsApi.enhanceEndpoints({
  endpoints: {
    createListFromExcel: { invalidatesTags: [{ type: 'ContactList', id: 'LIST' }] },
  },
});
