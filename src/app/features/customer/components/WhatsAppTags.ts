/**
 * Cache tags of the support page's WhatsApp tab: the customer's WhatsApp standing (numbers,
 * accounts, credits, requests) and its rates per country. Removing the permission changes the
 * standing and the customer's permissions (the Permissions tab reads them from the details),
 * and it is audited, so the history too; a rate saved changes the rates. The tag names
 * 'Customer' and 'CustomerHistory' are customerApi.ts's (the same tags, so its queries refresh).
 * Imported for its effect by WhatsAppSection.
 */
import { whatsappApi } from '../../../api/generated/whatsapp';

const standing = (userId: number) => ({ type: 'CustomerWhatsApp' as const, id: userId });
const rates = (userId: number) => ({ type: 'CustomerWhatsAppRates' as const, id: userId });

whatsappApi.enhanceEndpoints({
  addTagTypes: ['CustomerWhatsApp', 'CustomerWhatsAppRates', 'Customer', 'CustomerHistory'],
  endpoints: {
    getWaUserMetaData: { providesTags: (_r, _e, { id }) => [standing(id)] },
    getWhatsappPhones: { providesTags: (_r, _e, { id }) => [standing(id)] },
    getWhatsappProductRate: { providesTags: (_r, _e, { id }) => [rates(id)] },
    setWhatsappProductRate: { invalidatesTags: (_r, _e, { body }) => [rates(body.userId), { type: 'CustomerHistory', id: body.userId }] },
    deleteWhatsappPermission: {
      invalidatesTags: (_r, _e, { body }) => [standing(body.userId), { type: 'Customer', id: body.userId }, { type: 'CustomerHistory', id: body.userId }],
    },
  },
});
