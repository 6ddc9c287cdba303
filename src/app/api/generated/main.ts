import { baseApi as api } from "../baseApi";
import type {
  GetUserProfileApiResponse,
  GetUserProfileApiArg,
  OtpOnApiResponse,
  OtpOnApiArg,
  VerifyOtpApiResponse,
  VerifyOtpApiArg,
  OtpOffApiResponse,
  OtpOffApiArg,
  DeleteOtpPhoneApiResponse,
  DeleteOtpPhoneApiArg,
  GetDetailsForPackageApiResponse,
  GetDetailsForPackageApiArg,
  BuyPackageApiResponse,
  BuyPackageApiArg,
  ReceiveCardPaymentResultApiResponse,
  ReceiveCardPaymentResultApiArg,
  LoginAdminToSubApiResponse,
  LoginAdminToSubApiArg,
  LinkToClApiResponse,
  LinkToClApiArg,
  GetApproveCampaignDataApiResponse,
  GetApproveCampaignDataApiArg,
  ApproveCampaignApiResponse,
  ApproveCampaignApiArg,
  GetApproveReportDataApiResponse,
  GetApproveReportDataApiArg,
  ApproveReportApiResponse,
  ApproveReportApiArg,
  GetApproveSourceNumberTextApiResponse,
  GetApproveSourceNumberTextApiArg,
  ApproveSourceNumberTextApiResponse,
  ApproveSourceNumberTextApiArg,
  GetNewslettersLoginTokenApiResponse,
  GetNewslettersLoginTokenApiArg,
  CreateNewslettersAccountApiResponse,
  CreateNewslettersAccountApiArg,
  AcknowledgeNotificationApiResponse,
  AcknowledgeNotificationApiArg,
  GetOverseasRatesApiResponse,
  GetOverseasRatesApiArg,
  PersonName,
  BalanceItem,
  BalanceCredits,
  AllowedHours,
  User,
  WhatsAppNotification,
  Notification,
  Envelope,
  StatusResult,
  MainOtpPhones,
  PriceListProduct,
  PriceList,
  MainPackageDetails,
  AuthSession,
  UserIdRequest,
  MainApprovalState,
  MainApprovalRequester,
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
  MainApprovalReason,
  MainCampaignApproval,
  MainApprovalDecision,
  MainReportApproval,
  MainSourceNumberTextApproval,
  Rate,
} from "../../../contract/main";
export type * from "../../../contract/main";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserProfile: build.query<
      GetUserProfileApiResponse,
      GetUserProfileApiArg
    >({
      query: () => ({ url: `/main/user-profile` }),
    }),
    otpOn: build.mutation<OtpOnApiResponse, OtpOnApiArg>({
      query: (queryArg) => ({
        url: `/main/otp-on`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    verifyOtp: build.mutation<VerifyOtpApiResponse, VerifyOtpApiArg>({
      query: (queryArg) => ({
        url: `/main/verify-otp`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    otpOff: build.mutation<OtpOffApiResponse, OtpOffApiArg>({
      query: (queryArg) => ({
        url: `/main/otp-off`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    deleteOtpPhone: build.mutation<
      DeleteOtpPhoneApiResponse,
      DeleteOtpPhoneApiArg
    >({
      query: (queryArg) => ({
        url: `/main/delete-otp-phone`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getDetailsForPackage: build.query<
      GetDetailsForPackageApiResponse,
      GetDetailsForPackageApiArg
    >({
      query: (queryArg) => ({
        url: `/main/get-details-for-package`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    buyPackage: build.mutation<BuyPackageApiResponse, BuyPackageApiArg>({
      query: (queryArg) => ({
        url: `/main/buy-package`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    receiveCardPaymentResult: build.mutation<
      ReceiveCardPaymentResultApiResponse,
      ReceiveCardPaymentResultApiArg
    >({
      query: (queryArg) => ({
        url: `/main/card-payment-result`,
        method: "POST",
        body: queryArg.body,
        headers: {
          "x-payment-signature": queryArg["x-payment-signature"],
        },
      }),
    }),
    loginAdminToSub: build.mutation<
      LoginAdminToSubApiResponse,
      LoginAdminToSubApiArg
    >({
      query: (queryArg) => ({
        url: `/main/login-admin-to-sub`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    linkToCl: build.mutation<LinkToClApiResponse, LinkToClApiArg>({
      query: (queryArg) => ({
        url: `/main/link-to-cl`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getApproveCampaignData: build.query<
      GetApproveCampaignDataApiResponse,
      GetApproveCampaignDataApiArg
    >({
      query: (queryArg) => ({
        url: `/main/get-approve-campaign-data/${queryArg.id}`,
      }),
    }),
    approveCampaign: build.mutation<
      ApproveCampaignApiResponse,
      ApproveCampaignApiArg
    >({
      query: (queryArg) => ({
        url: `/main/approve-campaign`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getApproveReportData: build.query<
      GetApproveReportDataApiResponse,
      GetApproveReportDataApiArg
    >({
      query: (queryArg) => ({
        url: `/main/get-approve-report-data/${queryArg.id}`,
      }),
    }),
    approveReport: build.mutation<
      ApproveReportApiResponse,
      ApproveReportApiArg
    >({
      query: (queryArg) => ({
        url: `/main/approve-report`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getApproveSourceNumberText: build.query<
      GetApproveSourceNumberTextApiResponse,
      GetApproveSourceNumberTextApiArg
    >({
      query: (queryArg) => ({
        url: `/main/get-approve-source-number-text/${queryArg.id}`,
      }),
    }),
    approveSourceNumberText: build.mutation<
      ApproveSourceNumberTextApiResponse,
      ApproveSourceNumberTextApiArg
    >({
      query: (queryArg) => ({
        url: `/main/approve-source-number-text`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getNewslettersLoginToken: build.mutation<
      GetNewslettersLoginTokenApiResponse,
      GetNewslettersLoginTokenApiArg
    >({
      query: (queryArg) => ({
        url: `/main/newsletters/get-login-token`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    createNewslettersAccount: build.mutation<
      CreateNewslettersAccountApiResponse,
      CreateNewslettersAccountApiArg
    >({
      query: (queryArg) => ({
        url: `/main/newsletters/create-newsletters-account`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    acknowledgeNotification: build.mutation<
      AcknowledgeNotificationApiResponse,
      AcknowledgeNotificationApiArg
    >({
      query: (queryArg) => ({
        url: `/sockets/${queryArg.token}/ack`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getOverseasRates: build.query<
      GetOverseasRatesApiResponse,
      GetOverseasRatesApiArg
    >({
      query: () => ({ url: `/main/get-overseas-rates` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as mainApi };
export const {
  useGetUserProfileQuery,
  useLazyGetUserProfileQuery,
  useOtpOnMutation,
  useVerifyOtpMutation,
  useOtpOffMutation,
  useDeleteOtpPhoneMutation,
  useGetDetailsForPackageQuery,
  useLazyGetDetailsForPackageQuery,
  useBuyPackageMutation,
  useReceiveCardPaymentResultMutation,
  useLoginAdminToSubMutation,
  useLinkToClMutation,
  useGetApproveCampaignDataQuery,
  useLazyGetApproveCampaignDataQuery,
  useApproveCampaignMutation,
  useGetApproveReportDataQuery,
  useLazyGetApproveReportDataQuery,
  useApproveReportMutation,
  useGetApproveSourceNumberTextQuery,
  useLazyGetApproveSourceNumberTextQuery,
  useApproveSourceNumberTextMutation,
  useGetNewslettersLoginTokenMutation,
  useCreateNewslettersAccountMutation,
  useAcknowledgeNotificationMutation,
  useGetOverseasRatesQuery,
  useLazyGetOverseasRatesQuery,
} = injectedRtkApi;
