/**
 * Cache tags of the postpaid page: a sale (super-admin/prepaid-to-pup-whatsapp) loads credits
 * and may approve the open request, so the customer's postpaid details and the WhatsApp
 * customers list (messages left, open requests) are read again. Imported for its effect by
 * WhatsAppPostpaidPurchasePage.
 */
import { superAdminApi } from '../../api/generated/superAdmin';
import { whatsappApi } from '../../api/generated/whatsapp';

const postpaidOf = (userId: number) => ({ type: 'WhatsAppPostpaid' as const, id: userId });
const customers = { type: 'WhatsAppCustomers' as const, id: 'LIST' };

whatsappApi.enhanceEndpoints({
  addTagTypes: ['WhatsAppPostpaid', 'WhatsAppCustomers'],
  endpoints: {
    getWhatsappPostpaidUserDetails: { providesTags: (_r, _e, { id }) => [postpaidOf(id)] },
    getWhatsappUsers: { providesTags: [customers] },
  },
});

superAdminApi.enhanceEndpoints({
  addTagTypes: ['WhatsAppPostpaid', 'WhatsAppCustomers'],
  endpoints: {
    prepaidToPupWhatsapp: { invalidatesTags: (_r, _e, { body }) => [postpaidOf(body.userId), customers] },
  },
});
