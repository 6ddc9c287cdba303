import { baseApi as api } from "../baseApi";
import type {
  WhatsappRegisterNumberApiResponse,
  WhatsappRegisterNumberApiArg,
  WhatsappVerifyNumberApiResponse,
  WhatsappVerifyNumberApiArg,
  WhatsappCreateUserApiResponse,
  WhatsappCreateUserApiArg,
  WhatsappCreateAccountApiResponse,
  WhatsappCreateAccountApiArg,
  WhatsappDeleteAccountApiResponse,
  WhatsappDeleteAccountApiArg,
  GetWhatsappPoolNumberApiResponse,
  GetWhatsappPoolNumberApiArg,
  GetWhatsappPhonesApiResponse,
  GetWhatsappPhonesApiArg,
  GetWhatsappUserMetaDataApiResponse,
  GetWhatsappUserMetaDataApiArg,
  GetWhatsappChatProfileApiResponse,
  GetWhatsappChatProfileApiArg,
  SetWhatsappChatProfileApiResponse,
  SetWhatsappChatProfileApiArg,
  UploadWhatsappFileApiResponse,
  UploadWhatsappFileApiArg,
  WhatsappCreateTemplateApiResponse,
  WhatsappCreateTemplateApiArg,
  GetWhatsappPhoneTemplatesApiResponse,
  GetWhatsappPhoneTemplatesApiArg,
  DeleteWhatsappTemplateApiResponse,
  DeleteWhatsappTemplateApiArg,
  CalcWhatsappCampaignCreditsApiResponse,
  CalcWhatsappCampaignCreditsApiArg,
  CreateWhatsappCampaignApiResponse,
  CreateWhatsappCampaignApiArg,
  WhatsappSendExampleApiResponse,
  WhatsappSendExampleApiArg,
  GetWhatsappUnreadChatCountApiResponse,
  GetWhatsappUnreadChatCountApiArg,
  GetWhatsappChatsDataApiResponse,
  GetWhatsappChatsDataApiArg,
  GetWhatsappConversationDataApiResponse,
  GetWhatsappConversationDataApiArg,
  SendWhatsappChatMessageApiResponse,
  SendWhatsappChatMessageApiArg,
  SendWhatsappChatTemplateApiResponse,
  SendWhatsappChatTemplateApiArg,
  SendWhatsappFileMessageApiResponse,
  SendWhatsappFileMessageApiArg,
  SendWhatsappReactionApiResponse,
  SendWhatsappReactionApiArg,
  CalcWhatsappCreditUserAmountApiResponse,
  CalcWhatsappCreditUserAmountApiArg,
  GetWhatsappUsersApiResponse,
  GetWhatsappUsersApiArg,
  GetWaUserMetaDataApiResponse,
  GetWaUserMetaDataApiArg,
  GetWhatsappPostpaidUserDetailsApiResponse,
  GetWhatsappPostpaidUserDetailsApiArg,
  DeleteWhatsappPermissionApiResponse,
  DeleteWhatsappPermissionApiArg,
  GetWhatsappProductRateApiResponse,
  GetWhatsappProductRateApiArg,
  SetWhatsappProductRateApiResponse,
  SetWhatsappProductRateApiArg,
  PersonName,
  BalanceItem,
  BalanceCredits,
  AllowedHours,
  User,
  WhatsAppNotification,
  Notification,
  Envelope,
  StatusResult,
  WhatsAppNumberState,
  WhatsAppPhone,
  WhatsAppOnboarding,
  WhatsAppAccount,
  WhatsAppPhoneState,
  WhatsAppUserMetaData,
  WhatsAppBusinessProfile,
  WhatsAppUploadedFile,
  WhatsAppButton,
  WhatsAppTemplate,
  WhatsAppTemplateDraft,
  QuietHoursNotice,
  WhatsAppCreditEstimate,
  ContactListSub,
  Destination,
  WhatsAppVariableValue,
  WhatsAppCampaignRequest,
  WhatsAppRejectionReason,
  WhatsAppChatMessage,
  WhatsAppSendResult,
  WhatsAppUnreadCount,
  WhatsAppChatSummary,
  WhatsAppChatsPage,
  WhatsAppConversation,
  WhatsAppPackagePrice,
  WhatsAppUserRow,
  PageInfo,
  Paging,
  WhatsAppUsersFilter,
  WhatsAppPostpaidDetails,
  UserIdRequest,
  WhatsAppProductRate,
} from "../../../contract/whatsapp";
export type * from "../../../contract/whatsapp";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    whatsappRegisterNumber: build.mutation<
      WhatsappRegisterNumberApiResponse,
      WhatsappRegisterNumberApiArg
    >({
      query: (queryArg) => ({
        url: `/whatsapp/register-number`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    whatsappVerifyNumber: build.mutation<
      WhatsappVerifyNumberApiResponse,
      WhatsappVerifyNumberApiArg
    >({
      query: (queryArg) => ({
        url: `/whatsapp/verify-number`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    whatsappCreateUser: build.mutation<
      WhatsappCreateUserApiResponse,
      WhatsappCreateUserApiArg
    >({
      query: (queryArg) => ({
        url: `/whatsapp/create-user`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    whatsappCreateAccount: build.mutation<
      WhatsappCreateAccountApiResponse,
      WhatsappCreateAccountApiArg
    >({
      query: (queryArg) => ({
        url: `/whatsapp/create-account`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    whatsappDeleteAccount: build.mutation<
      WhatsappDeleteAccountApiResponse,
      WhatsappDeleteAccountApiArg
    >({
      query: (queryArg) => ({
        url: `/whatsapp/delete-account`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getWhatsappPoolNumber: build.query<
      GetWhatsappPoolNumberApiResponse,
      GetWhatsappPoolNumberApiArg
    >({
      query: () => ({ url: `/whatsapp/get-pool-number` }),
    }),
    getWhatsappPhones: build.query<
      GetWhatsappPhonesApiResponse,
      GetWhatsappPhonesApiArg
    >({
      query: (queryArg) => ({
        url: `/whatsapp/get-whatsapp-phones/${queryArg.id}`,
      }),
    }),
    getWhatsappUserMetaData: build.query<
      GetWhatsappUserMetaDataApiResponse,
      GetWhatsappUserMetaDataApiArg
    >({
      query: () => ({ url: `/whatsapp/get-user-meta-data` }),
    }),
    getWhatsappChatProfile: build.query<
      GetWhatsappChatProfileApiResponse,
      GetWhatsappChatProfileApiArg
    >({
      query: (queryArg) => ({
        url: `/whatsapp/get-chat-profile`,
        params: {
          phone: queryArg.phone,
        },
      }),
    }),
    setWhatsappChatProfile: build.mutation<
      SetWhatsappChatProfileApiResponse,
      SetWhatsappChatProfileApiArg
    >({
      query: (queryArg) => ({
        url: `/whatsapp/set-chat-profile`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    uploadWhatsappFile: build.mutation<
      UploadWhatsappFileApiResponse,
      UploadWhatsappFileApiArg
    >({
      query: (queryArg) => ({
        url: `/whatsapp/upload-whatsapp-file`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    whatsappCreateTemplate: build.mutation<
      WhatsappCreateTemplateApiResponse,
      WhatsappCreateTemplateApiArg
    >({
      query: (queryArg) => ({
        url: `/whatsapp/create-template`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getWhatsappPhoneTemplates: build.query<
      GetWhatsappPhoneTemplatesApiResponse,
      GetWhatsappPhoneTemplatesApiArg
    >({
      query: (queryArg) => ({
        url: `/whatsapp/get-phone-templates/${queryArg.phone}`,
      }),
    }),
    deleteWhatsappTemplate: build.mutation<
      DeleteWhatsappTemplateApiResponse,
      DeleteWhatsappTemplateApiArg
    >({
      query: (queryArg) => ({
        url: `/whatsapp/delete-whatsapp-template/${queryArg.id}`,
        method: "DELETE",
      }),
    }),
    calcWhatsappCampaignCredits: build.query<
      CalcWhatsappCampaignCreditsApiResponse,
      CalcWhatsappCampaignCreditsApiArg
    >({
      query: (queryArg) => ({
        url: `/whatsapp/calc-whatsapp-campaign-credits`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    createWhatsappCampaign: build.mutation<
      CreateWhatsappCampaignApiResponse,
      CreateWhatsappCampaignApiArg
    >({
      query: (queryArg) => ({
        url: `/whatsapp/create-campaign-wa/${queryArg.campaignId}`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    whatsappSendExample: build.mutation<
      WhatsappSendExampleApiResponse,
      WhatsappSendExampleApiArg
    >({
      query: (queryArg) => ({
        url: `/whatsapp/send-example`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getWhatsappUnreadChatCount: build.query<
      GetWhatsappUnreadChatCountApiResponse,
      GetWhatsappUnreadChatCountApiArg
    >({
      query: (queryArg) => ({
        url: `/whatsapp/get-count-unread-chat`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getWhatsappChatsData: build.query<
      GetWhatsappChatsDataApiResponse,
      GetWhatsappChatsDataApiArg
    >({
      query: (queryArg) => ({
        url: `/whatsapp/get-chats-data`,
        params: {
          source: queryArg.source,
          destination: queryArg.destination,
          type: queryArg["type"],
          page: queryArg.page,
          amount: queryArg.amount,
          days: queryArg.days,
          unread: queryArg.unread,
        },
      }),
    }),
    getWhatsappConversationData: build.query<
      GetWhatsappConversationDataApiResponse,
      GetWhatsappConversationDataApiArg
    >({
      query: (queryArg) => ({
        url: `/whatsapp/get-conversation-data`,
        params: {
          source: queryArg.source,
          destination: queryArg.destination,
          amount: queryArg.amount,
          fromDate: queryArg.fromDate,
          toDate: queryArg.toDate,
        },
      }),
    }),
    sendWhatsappChatMessage: build.mutation<
      SendWhatsappChatMessageApiResponse,
      SendWhatsappChatMessageApiArg
    >({
      query: (queryArg) => ({
        url: `/whatsapp/send-whatsapp-chat-message`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    sendWhatsappChatTemplate: build.mutation<
      SendWhatsappChatTemplateApiResponse,
      SendWhatsappChatTemplateApiArg
    >({
      query: (queryArg) => ({
        url: `/whatsapp/send-whatsapp-chat-template`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    sendWhatsappFileMessage: build.mutation<
      SendWhatsappFileMessageApiResponse,
      SendWhatsappFileMessageApiArg
    >({
      query: (queryArg) => ({
        url: `/whatsapp/send-whatsapp-file-message`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    sendWhatsappReaction: build.mutation<
      SendWhatsappReactionApiResponse,
      SendWhatsappReactionApiArg
    >({
      query: (queryArg) => ({
        url: `/whatsapp/send-reaction`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    calcWhatsappCreditUserAmount: build.query<
      CalcWhatsappCreditUserAmountApiResponse,
      CalcWhatsappCreditUserAmountApiArg
    >({
      query: (queryArg) => ({
        url: `/whatsapp/calc-credit-user-amount`,
        params: {
          messages: queryArg.messages,
          userId: queryArg.userId,
        },
      }),
    }),
    getWhatsappUsers: build.query<
      GetWhatsappUsersApiResponse,
      GetWhatsappUsersApiArg
    >({
      query: (queryArg) => ({
        url: `/whatsapp/get-whatsapp-users`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getWaUserMetaData: build.query<
      GetWaUserMetaDataApiResponse,
      GetWaUserMetaDataApiArg
    >({
      query: (queryArg) => ({
        url: `/whatsapp/get-wa-user-meta-data/${queryArg.id}`,
      }),
    }),
    getWhatsappPostpaidUserDetails: build.query<
      GetWhatsappPostpaidUserDetailsApiResponse,
      GetWhatsappPostpaidUserDetailsApiArg
    >({
      query: (queryArg) => ({
        url: `/whatsapp/get-whatsapp-postpaid-user-details/${queryArg.id}`,
      }),
    }),
    deleteWhatsappPermission: build.mutation<
      DeleteWhatsappPermissionApiResponse,
      DeleteWhatsappPermissionApiArg
    >({
      query: (queryArg) => ({
        url: `/whatsapp/delete-whatsapp-permission`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getWhatsappProductRate: build.query<
      GetWhatsappProductRateApiResponse,
      GetWhatsappProductRateApiArg
    >({
      query: (queryArg) => ({
        url: `/whatsapp/get-product-rate-wa/${queryArg.id}`,
      }),
    }),
    setWhatsappProductRate: build.mutation<
      SetWhatsappProductRateApiResponse,
      SetWhatsappProductRateApiArg
    >({
      query: (queryArg) => ({
        url: `/whatsapp/set_product_rate`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as whatsappApi };
export const {
  useWhatsappRegisterNumberMutation,
  useWhatsappVerifyNumberMutation,
  useWhatsappCreateUserMutation,
  useWhatsappCreateAccountMutation,
  useWhatsappDeleteAccountMutation,
  useGetWhatsappPoolNumberQuery,
  useLazyGetWhatsappPoolNumberQuery,
  useGetWhatsappPhonesQuery,
  useLazyGetWhatsappPhonesQuery,
  useGetWhatsappUserMetaDataQuery,
  useLazyGetWhatsappUserMetaDataQuery,
  useGetWhatsappChatProfileQuery,
  useLazyGetWhatsappChatProfileQuery,
  useSetWhatsappChatProfileMutation,
  useUploadWhatsappFileMutation,
  useWhatsappCreateTemplateMutation,
  useGetWhatsappPhoneTemplatesQuery,
  useLazyGetWhatsappPhoneTemplatesQuery,
  useDeleteWhatsappTemplateMutation,
  useCalcWhatsappCampaignCreditsQuery,
  useLazyCalcWhatsappCampaignCreditsQuery,
  useCreateWhatsappCampaignMutation,
  useWhatsappSendExampleMutation,
  useGetWhatsappUnreadChatCountQuery,
  useLazyGetWhatsappUnreadChatCountQuery,
  useGetWhatsappChatsDataQuery,
  useLazyGetWhatsappChatsDataQuery,
  useGetWhatsappConversationDataQuery,
  useLazyGetWhatsappConversationDataQuery,
  useSendWhatsappChatMessageMutation,
  useSendWhatsappChatTemplateMutation,
  useSendWhatsappFileMessageMutation,
  useSendWhatsappReactionMutation,
  useCalcWhatsappCreditUserAmountQuery,
  useLazyCalcWhatsappCreditUserAmountQuery,
  useGetWhatsappUsersQuery,
  useLazyGetWhatsappUsersQuery,
  useGetWaUserMetaDataQuery,
  useLazyGetWaUserMetaDataQuery,
  useGetWhatsappPostpaidUserDetailsQuery,
  useLazyGetWhatsappPostpaidUserDetailsQuery,
  useDeleteWhatsappPermissionMutation,
  useGetWhatsappProductRateQuery,
  useLazyGetWhatsappProductRateQuery,
  useSetWhatsappProductRateMutation,
} = injectedRtkApi;
