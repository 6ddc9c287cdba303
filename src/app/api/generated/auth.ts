import { baseApi as api } from "../baseApi";
import type {
  LoginApiResponse,
  LoginApiArg,
  LogoutApiResponse,
  LogoutApiArg,
  ExternalLoginApiResponse,
  ExternalLoginApiArg,
  GetAppMetaDataApiResponse,
  GetAppMetaDataApiArg,
  HandleInactiveUserApiResponse,
  HandleInactiveUserApiArg,
  GetStatusInactiveUserApiResponse,
  GetStatusInactiveUserApiArg,
  RequestCodeApiResponse,
  RequestCodeApiArg,
  VerifyCodeApiResponse,
  VerifyCodeApiArg,
  SetNewPasswordApiResponse,
  SetNewPasswordApiArg,
  UpdateUserPasswordApiResponse,
  UpdateUserPasswordApiArg,
  AddNumberToBlackListPublicApiResponse,
  AddNumberToBlackListPublicApiArg,
  AddNumberToBlackListByHashApiResponse,
  AddNumberToBlackListByHashApiArg,
  GetVerifyPhoneDataApiResponse,
  GetVerifyPhoneDataApiArg,
  VerifyPhoneApiResponse,
  VerifyPhoneApiArg,
  GetWhatsappVerifyPhoneDataApiResponse,
  GetWhatsappVerifyPhoneDataApiArg,
  GetZoomMeetingCoordinationDataApiResponse,
  GetZoomMeetingCoordinationDataApiArg,
  CreateZoomMeetingApiResponse,
  CreateZoomMeetingApiArg,
  SendUrlCgResponseMailApiResponse,
  SendUrlCgResponseMailApiArg,
  PersonName,
  BalanceItem,
  BalanceCredits,
  AllowedHours,
  User,
  WhatsAppNotification,
  Notification,
  Envelope,
  LoginState,
  AuthLoginResult,
  RouteRules,
  AppMetaData,
  StatusResult,
  AuthInactiveUserStatus,
  AuthCodeSent,
  AuthSession,
  AuthVerifyPhoneData,
  AuthVerifyPhoneResult,
  AuthWhatsappVerifyPhoneData,
  AuthZoomMeetingData,
} from "../../../contract/auth";
export type * from "../../../contract/auth";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginApiResponse, LoginApiArg>({
      query: (queryArg) => ({
        url: `/auth/login`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
      query: () => ({ url: `/auth/logout`, method: "POST" }),
    }),
    externalLogin: build.mutation<
      ExternalLoginApiResponse,
      ExternalLoginApiArg
    >({
      query: (queryArg) => ({
        url: `/auth/external-login`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getAppMetaData: build.query<
      GetAppMetaDataApiResponse,
      GetAppMetaDataApiArg
    >({
      query: (queryArg) => ({
        url: `/auth/get-app-meta-data`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    handleInactiveUser: build.mutation<
      HandleInactiveUserApiResponse,
      HandleInactiveUserApiArg
    >({
      query: (queryArg) => ({
        url: `/auth/handling-inactive-user`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getStatusInactiveUser: build.query<
      GetStatusInactiveUserApiResponse,
      GetStatusInactiveUserApiArg
    >({
      query: (queryArg) => ({
        url: `/auth/get-status-inactive-user`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    requestCode: build.mutation<RequestCodeApiResponse, RequestCodeApiArg>({
      query: (queryArg) => ({
        url: `/auth/request-code`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    verifyCode: build.mutation<VerifyCodeApiResponse, VerifyCodeApiArg>({
      query: (queryArg) => ({
        url: `/auth/verify-code`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    setNewPassword: build.mutation<
      SetNewPasswordApiResponse,
      SetNewPasswordApiArg
    >({
      query: (queryArg) => ({
        url: `/auth/set-new-password`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    updateUserPassword: build.mutation<
      UpdateUserPasswordApiResponse,
      UpdateUserPasswordApiArg
    >({
      query: (queryArg) => ({
        url: `/auth/update-user-password`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    addNumberToBlackListPublic: build.mutation<
      AddNumberToBlackListPublicApiResponse,
      AddNumberToBlackListPublicApiArg
    >({
      query: (queryArg) => ({
        url: `/auth/add-number-to-black-list`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    addNumberToBlackListByHash: build.mutation<
      AddNumberToBlackListByHashApiResponse,
      AddNumberToBlackListByHashApiArg
    >({
      query: (queryArg) => ({
        url: `/auth/add-number-to-black-list-by-hash`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getVerifyPhoneData: build.query<
      GetVerifyPhoneDataApiResponse,
      GetVerifyPhoneDataApiArg
    >({
      query: (queryArg) => ({
        url: `/auth/get-verify-phone-data`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    verifyPhone: build.mutation<VerifyPhoneApiResponse, VerifyPhoneApiArg>({
      query: (queryArg) => ({
        url: `/auth/verify-phone`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getWhatsappVerifyPhoneData: build.query<
      GetWhatsappVerifyPhoneDataApiResponse,
      GetWhatsappVerifyPhoneDataApiArg
    >({
      query: (queryArg) => ({
        url: `/auth/get-whatsapp-verify-phone-data/${queryArg.hash}`,
      }),
    }),
    getZoomMeetingCoordinationData: build.query<
      GetZoomMeetingCoordinationDataApiResponse,
      GetZoomMeetingCoordinationDataApiArg
    >({
      query: (queryArg) => ({
        url: `/auth/get-zoom-meeting-coordination-data/${queryArg.id}`,
      }),
    }),
    createZoomMeeting: build.mutation<
      CreateZoomMeetingApiResponse,
      CreateZoomMeetingApiArg
    >({
      query: (queryArg) => ({
        url: `/auth/create-zoom-meeting`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    sendUrlCgResponseMail: build.mutation<
      SendUrlCgResponseMailApiResponse,
      SendUrlCgResponseMailApiArg
    >({
      query: (queryArg) => ({
        url: `/auth/send-url-cg-response-mail`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as authApi };
export const {
  useLoginMutation,
  useLogoutMutation,
  useExternalLoginMutation,
  useGetAppMetaDataQuery,
  useLazyGetAppMetaDataQuery,
  useHandleInactiveUserMutation,
  useGetStatusInactiveUserQuery,
  useLazyGetStatusInactiveUserQuery,
  useRequestCodeMutation,
  useVerifyCodeMutation,
  useSetNewPasswordMutation,
  useUpdateUserPasswordMutation,
  useAddNumberToBlackListPublicMutation,
  useAddNumberToBlackListByHashMutation,
  useGetVerifyPhoneDataQuery,
  useLazyGetVerifyPhoneDataQuery,
  useVerifyPhoneMutation,
  useGetWhatsappVerifyPhoneDataQuery,
  useLazyGetWhatsappVerifyPhoneDataQuery,
  useGetZoomMeetingCoordinationDataQuery,
  useLazyGetZoomMeetingCoordinationDataQuery,
  useCreateZoomMeetingMutation,
  useSendUrlCgResponseMailMutation,
} = injectedRtkApi;
