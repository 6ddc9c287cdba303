/**
 * The sender-names tab's calls: the list is tagged per customer, and every decision, correction or
 * deletion lists it again with the customer's history (each change is audited on the customer).
 * A document comes as a Blob when the call succeeds; a refusal (JSON) still reaches the base query.
 */
import { superAdminApi, type DecryptFileApiArg } from '../../../api/generated/superAdmin';

const senderNames = (userId: number) => ({ type: 'CustomerSenderNames' as const, id: userId });
/** The tab knows the customer; the calls that name only a request or a file are given it as `userId` by the tab. */
const change = { invalidatesTags: () => [{ type: 'CustomerSenderNames' as const }, { type: 'CustomerHistory' as const }] };

export const senderNamesApi = superAdminApi.enhanceEndpoints({
  addTagTypes: ['CustomerSenderNames', 'CustomerHistory'],
  endpoints: {
    getUserSourceNumberTextData: { providesTags: (_r, _e, { body }) => [senderNames(body.userId ?? 0)] },
    saveSourceNumberText: change,
    saveAllSourceNumberText: change,
    deleteSourceNumberText: change,
    deleteLocalSourceNumberText: change,
    decryptFile: {
      query: (arg: DecryptFileApiArg) => ({
        url: '/super-admin/decrypt-file',
        method: 'POST',
        body: arg.body,
        responseHandler: (response: Response) => (response.ok ? response.blob() : response.json()),
      }),
    },
  },
});
