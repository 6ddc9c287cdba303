/**
 * The sender-names tab's calls: the list is tagged per customer, and every decision, correction or
 * deletion lists it again with the customer's history (each change is audited on the customer).
 */
import { superAdminApi, type DecryptFileApiArg, type GetSecureServerFileApiArg } from '../../../api/generated/superAdmin';

const senderNames = (userId: number) => ({ type: 'CustomerSenderNames' as const, id: userId });
/** A file comes as a Blob; a refusal's JSON goes to the base query's handling as any other. */
const asFile = (url: string) => ({
  query: (arg: DecryptFileApiArg | GetSecureServerFileApiArg) => ({ url, method: 'POST', body: arg.body, responseHandler: (response: Response) => (response.ok ? response.blob() : response.json()) }),
});
/** The whole tag type: a call naming only a request or a file does not say whose it is. */
const change = { invalidatesTags: () => [{ type: 'CustomerSenderNames' as const }, { type: 'CustomerHistory' as const }] };

export const senderNamesApi = superAdminApi.enhanceEndpoints({
  addTagTypes: ['CustomerSenderNames', 'CustomerHistory'],
  endpoints: {
    getUserSourceNumberTextData: { providesTags: (_r, _e, { body }) => [senderNames(body.userId ?? 0)] },
    getUserSourceNumberTextFiles: { providesTags: (_r, _e, { body }) => [{ type: 'CustomerSenderNames' as const, id: `request-${body.requestId}` }] },
    saveSourceNumberText: change,
    saveAllSourceNumberText: change,
    deleteSourceNumberText: change,
    deleteLocalSourceNumberText: change,
    sendZoomMeetingCoordination: change,
    decryptFile: asFile('/super-admin/decrypt-file'),
    getSecureServerFile: asFile('/super-admin/get-secure-server-file'),
  },
});
