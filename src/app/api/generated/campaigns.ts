import { baseApi as api } from "../baseApi";
import type {
  SendCampaignApiResponse,
  SendCampaignApiArg,
  SendVoiceCampaignApiResponse,
  SendVoiceCampaignApiArg,
  GetVoiceDestFileApiResponse,
  GetVoiceDestFileApiArg,
  DeleteVoiceFileApiResponse,
  DeleteVoiceFileApiArg,
  CheckForbiddenTextApiResponse,
  CheckForbiddenTextApiArg,
  TextToSpeechApiResponse,
  TextToSpeechApiArg,
  GetUserAllContactListsApiResponse,
  GetUserAllContactListsApiArg,
  ReadNewSourceNumberPopupApiResponse,
  ReadNewSourceNumberPopupApiArg,
  ApproveAppRulesApiResponse,
  ApproveAppRulesApiArg,
  CheckIsIdCompanyApiResponse,
  CheckIsIdCompanyApiArg,
  CheckBirthdayCampaignApiResponse,
  CheckBirthdayCampaignApiArg,
  GetCampaignDataApiResponse,
  GetCampaignDataApiArg,
  DeletePastedNumbersApiResponse,
  DeletePastedNumbersApiArg,
  GetDynamicFieldsHeadersApiResponse,
  GetDynamicFieldsHeadersApiArg,
  GetSelectedItemsDetailsApiResponse,
  GetSelectedItemsDetailsApiArg,
  GetCampaignCreditsNumberApiResponse,
  GetCampaignCreditsNumberApiArg,
  DeleteCampaignApiResponse,
  DeleteCampaignApiArg,
  SendExampleCampaignApiResponse,
  SendExampleCampaignApiArg,
  ShowPacketsPlanApiResponse,
  ShowPacketsPlanApiArg,
  VerifyPhoneNumberApiResponse,
  VerifyPhoneNumberApiArg,
  VerifySourceNameApiResponse,
  VerifySourceNameApiArg,
  SourceFromAdminApiResponse,
  SourceFromAdminApiArg,
  InsertSourceNameApiResponse,
  InsertSourceNameApiArg,
  GetSourceNamesApiResponse,
  GetSourceNamesApiArg,
  GetVerifiedNumbersApiResponse,
  GetVerifiedNumbersApiArg,
  GetDraftsCampaignsApiResponse,
  GetDraftsCampaignsApiArg,
  DeleteDraftCampaignApiResponse,
  DeleteDraftCampaignApiArg,
  GetCouponApiResponse,
  GetCouponApiArg,
  PersonName,
  BalanceItem,
  BalanceCredits,
  AllowedHours,
  User,
  WhatsAppNotification,
  Notification,
  Envelope,
  StatusResult,
  CampaignsPacketPlanRow,
  QuietHoursNotice,
  CampaignsSendSummary,
  CampaignsSendResult,
  CampaignStatus,
  ContactListSub,
  Destination,
  AutoReplyRow,
  ShortLink,
  Packets,
  BirthdayCampaign,
  Coupon,
  VoiceFile,
  Campaign,
  CampaignsAbTest,
  CampaignsSendRequest,
  TextChannelOnly,
  MobileData,
  ContactList,
  CampaignsDynamicFieldHeader,
  SourceName,
  VerifiedNumber,
  Draft,
  CampaignsCouponPage,
} from "../../../contract/campaigns";
export type * from "../../../contract/campaigns";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendCampaign: build.mutation<SendCampaignApiResponse, SendCampaignApiArg>({
      query: (queryArg) => ({
        url: `/campaigns/send-campaign`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    sendVoiceCampaign: build.mutation<
      SendVoiceCampaignApiResponse,
      SendVoiceCampaignApiArg
    >({
      query: (queryArg) => ({
        url: `/campaigns/send-voice-campaign`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getVoiceDestFile: build.mutation<
      GetVoiceDestFileApiResponse,
      GetVoiceDestFileApiArg
    >({
      query: (queryArg) => ({
        url: `/campaigns/get-voice-dest-file`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    deleteVoiceFile: build.mutation<
      DeleteVoiceFileApiResponse,
      DeleteVoiceFileApiArg
    >({
      query: (queryArg) => ({
        url: `/campaigns/delete-voice-file`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    checkForbiddenText: build.mutation<
      CheckForbiddenTextApiResponse,
      CheckForbiddenTextApiArg
    >({
      query: (queryArg) => ({
        url: `/campaigns/check-forbidden-text`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    textToSpeech: build.mutation<TextToSpeechApiResponse, TextToSpeechApiArg>({
      query: (queryArg) => ({
        url: `/campaigns/text-to-speech`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getUserAllContactLists: build.query<
      GetUserAllContactListsApiResponse,
      GetUserAllContactListsApiArg
    >({
      query: () => ({ url: `/campaigns/get-user-all-contact-lists` }),
    }),
    readNewSourceNumberPopup: build.mutation<
      ReadNewSourceNumberPopupApiResponse,
      ReadNewSourceNumberPopupApiArg
    >({
      query: () => ({
        url: `/campaigns/read-new-source-number-popup`,
        method: "POST",
      }),
    }),
    approveAppRules: build.mutation<
      ApproveAppRulesApiResponse,
      ApproveAppRulesApiArg
    >({
      query: (queryArg) => ({
        url: `/campaigns/approve-app-rules`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    checkIsIdCompany: build.query<
      CheckIsIdCompanyApiResponse,
      CheckIsIdCompanyApiArg
    >({
      query: (queryArg) => ({
        url: `/campaigns/check-Is-Id-Company`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    checkBirthdayCampaign: build.query<
      CheckBirthdayCampaignApiResponse,
      CheckBirthdayCampaignApiArg
    >({
      query: (queryArg) => ({
        url: `/campaigns/check-birthday-campaign`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getCampaignData: build.query<
      GetCampaignDataApiResponse,
      GetCampaignDataApiArg
    >({
      query: (queryArg) => ({
        url: `/campaigns/get-campaign-data`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    deletePastedNumbers: build.mutation<
      DeletePastedNumbersApiResponse,
      DeletePastedNumbersApiArg
    >({
      query: (queryArg) => ({
        url: `/campaigns/delete-pasted-numbers`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getDynamicFieldsHeaders: build.query<
      GetDynamicFieldsHeadersApiResponse,
      GetDynamicFieldsHeadersApiArg
    >({
      query: (queryArg) => ({
        url: `/campaigns/get-dynamic-fields-headers`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getSelectedItemsDetails: build.query<
      GetSelectedItemsDetailsApiResponse,
      GetSelectedItemsDetailsApiArg
    >({
      query: (queryArg) => ({
        url: `/campaigns/get-selected-items-details`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getCampaignCreditsNumber: build.query<
      GetCampaignCreditsNumberApiResponse,
      GetCampaignCreditsNumberApiArg
    >({
      query: (queryArg) => ({
        url: `/campaigns/get-campaign-credits-number`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    deleteCampaign: build.mutation<
      DeleteCampaignApiResponse,
      DeleteCampaignApiArg
    >({
      query: (queryArg) => ({
        url: `/campaigns/delete-campaign`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    sendExampleCampaign: build.mutation<
      SendExampleCampaignApiResponse,
      SendExampleCampaignApiArg
    >({
      query: (queryArg) => ({
        url: `/campaigns/send-example-campaign`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    showPacketsPlan: build.query<
      ShowPacketsPlanApiResponse,
      ShowPacketsPlanApiArg
    >({
      query: (queryArg) => ({
        url: `/campaigns/show-packets-plan`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    verifyPhoneNumber: build.mutation<
      VerifyPhoneNumberApiResponse,
      VerifyPhoneNumberApiArg
    >({
      query: (queryArg) => ({
        url: `/campaigns/verify-phone-number`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    verifySourceName: build.query<
      VerifySourceNameApiResponse,
      VerifySourceNameApiArg
    >({
      query: (queryArg) => ({
        url: `/campaigns/verify-source-name`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    sourceFromAdmin: build.query<
      SourceFromAdminApiResponse,
      SourceFromAdminApiArg
    >({
      query: () => ({ url: `/campaigns/source-from-admin`, method: "POST" }),
    }),
    insertSourceName: build.mutation<
      InsertSourceNameApiResponse,
      InsertSourceNameApiArg
    >({
      query: (queryArg) => ({
        url: `/campaigns/insert-source-name`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getSourceNames: build.query<
      GetSourceNamesApiResponse,
      GetSourceNamesApiArg
    >({
      query: () => ({ url: `/campaigns/get-source-names`, method: "POST" }),
    }),
    getVerifiedNumbers: build.query<
      GetVerifiedNumbersApiResponse,
      GetVerifiedNumbersApiArg
    >({
      query: (queryArg) => ({
        url: `/campaigns/get-verified-numbers`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getDraftsCampaigns: build.query<
      GetDraftsCampaignsApiResponse,
      GetDraftsCampaignsApiArg
    >({
      query: () => ({ url: `/campaigns/get-drafts-campaigns` }),
    }),
    deleteDraftCampaign: build.mutation<
      DeleteDraftCampaignApiResponse,
      DeleteDraftCampaignApiArg
    >({
      query: (queryArg) => ({
        url: `/campaigns/delete-draft-campaign`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getCoupon: build.query<GetCouponApiResponse, GetCouponApiArg>({
      query: (queryArg) => ({
        url: `/campaigns/get-coupon`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as campaignsApi };
export const {
  useSendCampaignMutation,
  useSendVoiceCampaignMutation,
  useGetVoiceDestFileMutation,
  useDeleteVoiceFileMutation,
  useCheckForbiddenTextMutation,
  useTextToSpeechMutation,
  useGetUserAllContactListsQuery,
  useLazyGetUserAllContactListsQuery,
  useReadNewSourceNumberPopupMutation,
  useApproveAppRulesMutation,
  useCheckIsIdCompanyQuery,
  useLazyCheckIsIdCompanyQuery,
  useCheckBirthdayCampaignQuery,
  useLazyCheckBirthdayCampaignQuery,
  useGetCampaignDataQuery,
  useLazyGetCampaignDataQuery,
  useDeletePastedNumbersMutation,
  useGetDynamicFieldsHeadersQuery,
  useLazyGetDynamicFieldsHeadersQuery,
  useGetSelectedItemsDetailsQuery,
  useLazyGetSelectedItemsDetailsQuery,
  useGetCampaignCreditsNumberQuery,
  useLazyGetCampaignCreditsNumberQuery,
  useDeleteCampaignMutation,
  useSendExampleCampaignMutation,
  useShowPacketsPlanQuery,
  useLazyShowPacketsPlanQuery,
  useVerifyPhoneNumberMutation,
  useVerifySourceNameQuery,
  useLazyVerifySourceNameQuery,
  useSourceFromAdminQuery,
  useLazySourceFromAdminQuery,
  useInsertSourceNameMutation,
  useGetSourceNamesQuery,
  useLazyGetSourceNamesQuery,
  useGetVerifiedNumbersQuery,
  useLazyGetVerifiedNumbersQuery,
  useGetDraftsCampaignsQuery,
  useLazyGetDraftsCampaignsQuery,
  useDeleteDraftCampaignMutation,
  useGetCouponQuery,
  useLazyGetCouponQuery,
} = injectedRtkApi;
