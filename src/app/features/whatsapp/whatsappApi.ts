/**
 * Cache tags of the WhatsApp numbers and templates: registering, verifying, creating or
 * deleting an account or onboarding changes the account's numbers and their states; creating or
 * deleting a template changes its number's templates. Imported for its effect by this feature's
 * pages. (The chat's calls are helper F's, under chat/; a second enhancement of an endpoint
 * would replace the first, so only these live here.)
 */
import { whatsappApi } from '../../api/generated/whatsapp';

const numbers = { type: 'WhatsAppNumbers' as const, id: 'LIST' };
const templatesOf = (phone: string) => ({ type: 'WhatsAppTemplates' as const, id: phone });
const profileOf = (phone: string) => ({ type: 'WhatsAppProfile' as const, id: phone });

export const whatsappTaggedApi = whatsappApi.enhanceEndpoints({
  addTagTypes: ['WhatsAppNumbers', 'WhatsAppTemplates', 'WhatsAppProfile'],
  endpoints: {
    getWhatsappUserMetaData: { providesTags: [numbers] },
    whatsappRegisterNumber: { invalidatesTags: [numbers] },
    whatsappVerifyNumber: { invalidatesTags: [numbers] },
    whatsappCreateAccount: { invalidatesTags: [numbers] },
    whatsappDeleteAccount: { invalidatesTags: [numbers] },
    whatsappCreateUser: { invalidatesTags: [numbers] },
    // A campaign takes its credits when accepted: the messages left (in the numbers' answer) change.
    createWhatsappCampaign: { invalidatesTags: [numbers] },
    getWhatsappPhoneTemplates: { providesTags: (_r, _e, { phone }) => [templatesOf(phone)] },
    whatsappCreateTemplate: { invalidatesTags: (_r, _e, { body }) => [templatesOf(body.phone)] },
    // The template's number is not in the call: every number's templates are asked again.
    deleteWhatsappTemplate: { invalidatesTags: ['WhatsAppTemplates'] },
    getWhatsappChatProfile: { providesTags: (_r, _e, { phone }) => [profileOf(phone)] },
    setWhatsappChatProfile: { invalidatesTags: (_r, _e, { body }) => [profileOf(body.phone)] },
  },
});
