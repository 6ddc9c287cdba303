import { baseApi as api } from "../baseApi";
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
export type LoginApiResponse =
  /** status 200 Where the sign-in stands. */ Envelope & {
    data?: AuthLoginResult;
  };
export type LoginApiArg = {
  body: {
    /** No spaces. */
    username: string;
    password: string;
    /** The robot-check answer, when the brand has a siteKey. */
    recaptchaToken?: string;
    /** Keep the session for 24 hours. */
    keepLoggedIn?: boolean;
    /** The two-step code (6 or 7 digits) on the second step. */
    otpCode?: string;
    /** Which of otpOptions gets the code, when the user has two phones. */
    otpPhone?: string;
    /** The long-lived token that identifies this browser (cookie). */
    ipToken?: string;
    /** The /login/:fromOldSystem parameter, when arriving from the old system. */
    fromOldSystem?: string;
  };
};
export type LogoutApiResponse =
  /** status 200 The session (if any) is over. */ Envelope & {
    data?: {
      loggedOut?: boolean;
    };
  };
export type LogoutApiArg = void;
export type ExternalLoginApiResponse =
  /** status 200 The sign-in outcome. */ Envelope & {
    data?: AuthLoginResult;
  };
export type ExternalLoginApiArg = {
  body: {
    token: string;
    ipToken?: string;
    theme?: "light" | "dark";
  };
};
export type GetAppMetaDataApiResponse =
  /** status 200 The brand metadata. */ Envelope & {
    data?: AppMetaData;
  };
export type GetAppMetaDataApiArg = {
  body: {
    hostname: string;
  };
};
export type HandleInactiveUserApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type HandleInactiveUserApiArg = {
  body: {
    username: string;
    password: string;
    /** Where support can call back. */
    phone?: string;
    comments?: string;
  };
};
export type GetStatusInactiveUserApiResponse =
  /** status 200 The account's state. */ Envelope & {
    data?: AuthInactiveUserStatus;
  };
export type GetStatusInactiveUserApiArg = {
  body: {
    username: string;
  };
};
export type RequestCodeApiResponse =
  /** status 200 The outcome and where the code went. */ Envelope & {
    data?: AuthCodeSent;
  };
export type RequestCodeApiArg = {
  body: {
    /** Customer number, or identity/company number (9 digits). */
    identifier: string;
    recaptchaToken?: string;
  };
};
export type VerifyCodeApiResponse = /** status 200 The outcome. */ Envelope & {
  data?: StatusResult;
};
export type VerifyCodeApiArg = {
  body: {
    identifier: string;
    code: string;
  };
};
export type SetNewPasswordApiResponse =
  /** status 200 The outcome, with the new session on status 0. */ Envelope & {
    data?: AuthSession;
  };
export type SetNewPasswordApiArg = {
  body: {
    identifier: string;
    code: string;
    /** Strength (9 to 22 characters, capital, lowercase, digit, special character other than %) is judged by the server: status 1. */
    password: string;
    confirmPassword: string;
    recaptchaToken?: string;
  };
};
export type UpdateUserPasswordApiResponse =
  /** status 200 The outcome; a rotated session on status 0. */ Envelope & {
    data?: AuthSession;
  };
export type UpdateUserPasswordApiArg = {
  body: {
    currentPassword: string;
    password: string;
    confirmPassword: string;
    /** The two-step code, when two-step verification is on. */
    code?: string;
    recaptchaToken?: string;
  };
};
export type AddNumberToBlackListPublicApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type AddNumberToBlackListPublicApiArg = {
  body: {
    /** Mobile or landline; the server judges it (status 3). */
    phone: string;
    /** The sender name or number the messages came from, when the page knows it. */
    sender?: string;
    recaptchaToken?: string;
  };
};
export type AddNumberToBlackListByHashApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type AddNumberToBlackListByHashApiArg = {
  body: {
    hash: string;
    /** The number the recipient typed to confirm, when the page asks for it. */
    phone?: string;
  };
};
export type GetVerifyPhoneDataApiResponse =
  /** status 200 The number to verify. */ Envelope & {
    data?: AuthVerifyPhoneData;
  };
export type GetVerifyPhoneDataApiArg = {
  body: {
    hash: string;
  };
};
export type VerifyPhoneApiResponse = /** status 200 The outcome. */ Envelope & {
  data?: AuthVerifyPhoneResult;
};
export type VerifyPhoneApiArg = {
  body: {
    hash: string;
    code?: string;
  };
};
export type GetWhatsappVerifyPhoneDataApiResponse =
  /** status 200 The WhatsApp number to verify. */ Envelope & {
    data?: AuthWhatsappVerifyPhoneData;
  };
export type GetWhatsappVerifyPhoneDataApiArg = {
  hash: string;
};
export type GetZoomMeetingCoordinationDataApiResponse =
  /** status 200 The meeting. */ Envelope & {
    data?: AuthZoomMeetingData;
  };
export type GetZoomMeetingCoordinationDataApiArg = {
  /** The coordination link's hash. */
  id: string;
};
export type CreateZoomMeetingApiResponse =
  /** status 200 The outcome and the meeting. */ Envelope & {
    data?: StatusResult & {
      meeting?: AuthZoomMeetingData;
    };
  };
export type CreateZoomMeetingApiArg = {
  body: {
    /** The coordination link hash. */
    id: string;
    /** One of availableSlots, DD/MM/YYYY HH:mm. */
    meetingDate: string;
    contactName?: string;
    phone?: string;
    email?: string;
  };
};
export type SendUrlCgResponseMailApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type SendUrlCgResponseMailApiArg = {
  body: {
    /** The :type of /credit-guard-result (the payment outcome). */
    type: string;
    /** The :contactNumber of /credit-guard-result, when present. */
    contactNumber?: string;
    /** The query parameters the payment page returned with. */
    params?: {
      [key: string]: string;
    };
  };
};
export type PersonName = {
  firstName?: string;
  lastName?: string;
};
export type BalanceItem = {
  amount: number;
  hasPermissions: boolean;
  /** Credits held by sub-users. */
  subAmount?: number;
  /** Own plus sub-users. */
  sumAmount?: number;
  /** Value in shekels. */
  nis?: number;
  /** WhatsApp only. */
  creditsLeftWA?: number;
};
export type BalanceCredits = {
  sms?: BalanceItem;
  overseas_sms?: BalanceItem;
  emails?: BalanceItem;
  voice?: BalanceItem;
  whatsapp?: BalanceItem;
};
export type AllowedHours = {
  days?: number[];
  fromHour?: string;
  toHour?: string;
};
export type User = {
  userId: number;
  /** 0 means a primary user (account holder). */
  adminId: number;
  /** 2 system manager, 3 administrator, 4 sub-user, 5 super-administrator, 1 customer. */
  group: number;
  isAdmin: boolean;
  customerType?: number;
  mainEmail?: string;
  userName?: string;
  name?: PersonName;
  /** Two-step verification is on. */
  otp?: boolean;
  /** PERMISSION_IDs (src/domain/permissions.ts). */
  permissions: number[];
  canMakeTemplate?: boolean;
  canMakeContactList?: boolean;
  canMakeCampaign?: boolean;
  isUserAllowedNewsletter?: boolean;
  isHaveNewsLatterAccount?: boolean;
  newsletterEmailCount?: number;
  managers_group?: number;
  balanceCredits?: BalanceCredits;
  /** When the user may send (Israel time), set by an administrator; absent means at any time. A campaign sent outside waits for the next opening. */
  allowedHours?: AllowedHours;
};
export type WhatsAppNotification = {
  hook?: "new" | "system";
  type?:
    | "text"
    | "button"
    | "reaction"
    | "image"
    | "audio"
    | "video"
    | "document"
    | "update"
    | "issues"
    | "template"
    | "message";
  from?: string;
  to?: string;
  senderName?: string;
  profilePic?: string;
  body?: string;
  caption?: string;
  template?: string;
  /** Template update 1 approved, 2 to 7 rejected. */
  update?: number;
  /** Account issue 1 flagged, 2 unflagged, 3 blocked, 4 unblocked. */
  issues?: number;
};
export type Notification = {
  message?: string;
  /** 1 error, 2 success, 3 info, 4 warning. */
  type?: number;
  dynamicString?: string;
  timeout?: number;
  isWhatsappNotification?: boolean;
  whatsapp?: WhatsAppNotification;
};
export type Envelope = {
  data?: unknown;
  /** An i18n key (or text) the browser shows in the error modal. */
  message?: string;
  /** A rotated session token that replaces the stored one. */
  new_token?: string;
  currentUser?: User;
  notifications?: Notification[];
  /** The session is over; the browser logs out. */
  isLoginPage?: boolean;
  /** "blockedSite" sends the browser to the blocked page. */
  title?: string;
  pageNotFound?: boolean;
  serviceUnavailable?: boolean;
  /** On HTTP 400, the request field that broke the schema. */
  field?: string;
  /** WhatsApp calls answer success false with a message to show. */
  success?: boolean;
};
export type LoginState = {
  /** '1' signed in and profile loaded, '2' token saved and the caller continues. */
  status?: string;
  phone?: string;
  otp?: boolean;
  otpLevel?: number;
  loginLevel?: number;
  authType?: "password" | "otp";
  otpOptions?: string[];
  attemptsLeft?: number;
  token?: string;
  tokenLifetimeMs?: number;
  /** Epoch milliseconds. */
  issuedAt?: number;
  currentUser?: User;
};
export type AuthLoginResult = LoginState & {
  /** With status '2', the password's validity ended and the user must set a new one (updateUserPassword) before going on. */
  passwordExpired?: boolean;
  /** Seconds before another two-step code may be requested. */
  resendAfterSeconds?: number;
};
export type RouteRules = {
  /** Users refused on management routes even in group 2 or 5. */
  managementDenyUserIds?: number[];
  /** The only users who see the errors page. */
  errorsPageUserIds?: number[];
  /** This host serves only the unsubscribe pages (paths starting 404, rm, rmh, remove). */
  removeOnlyHost?: boolean;
};
export type AppMetaData = {
  logoName?: string;
  appLogoSrc?: string;
  supportPhone?: string;
  supportEmail?: string;
  supportText?: string;
  isWhiteLable?: boolean;
  /** Robot-check site key; absent means no robot check. */
  siteKey?: string;
  hideAppBar?: boolean;
  /** URL template with {USERNAME} and {CREDITS}. */
  buyPackage?: string;
  /** The agreement PDF. */
  approvalFile?: string;
  /** External links of the info menu; a link shows only when set. */
  infoLinks?: {
    [key: string]: string;
  };
  /** The external newsletter and landing-page service. */
  newsletterUrl?: string;
  /** The provider's main site (opened from hosts starting with "sub"). */
  mainSiteUrl?: string;
  routeRules?: RouteRules;
};
export type StatusResult = {
  status: number;
  message?: string;
};
export type AuthInactiveUserStatus = {
  /** The account is frozen. */
  inactive: boolean;
  /** Where the account's recovery request stands. */
  requestStatus?: "none" | "pending" | "approved" | "rejected";
  requestedOn?: string;
};
export type AuthCodeSent = StatusResult & {
  /** The phone the code went to, mostly hidden (e.g. 05X-XXX-X567). */
  maskedPhone?: string;
  resendAfterSeconds?: number;
  /** At most 3 code requests. */
  codeRequestsLeft?: number;
};
export type AuthSession = StatusResult & {
  /** The new session token; absent unless a session was opened. */
  token?: string;
  tokenLifetimeMs?: number;
  /** Epoch milliseconds. */
  issuedAt?: number;
  currentUser?: User;
};
export type AuthVerifyPhoneData = {
  phone: string;
  /** The account that asked to send from this number. */
  accountName?: string;
  /** The number cannot receive text messages; it is verified by calling. */
  isLandline?: boolean;
  alreadyVerified?: boolean;
  expiresOn?: string;
};
export type AuthVerifyPhoneResult = StatusResult & {
  /** With status 6, the number to call from the phone being verified. */
  callNumber?: string;
  resendAfterSeconds?: number;
};
export type AuthWhatsappVerifyPhoneData = {
  phone: string;
  displayName?: string;
  companyName?: string;
  /** 1 by SMS, 2 by phone call. */
  verificationMethod?: 1 | 2;
  /** The WhatsApp number state of section 4. */
  numberState?:
    | "automaticVerification"
    | "customerTriedSetup"
    | "awaitingAdminApproval"
    | "verificationRequestSent"
    | "verified"
    | "onboardingEstablished"
    | "onboardingComplete"
    | "active"
    | "activeWithWarning"
    | "activeWithBlock"
    | "deleted";
};
export type AuthZoomMeetingData = {
  sourceName?: string;
  companyName?: string;
  contactName?: string;
  meetingStatus: "waiting" | "sent" | "done";
  /** DD/MM/YYYY HH:mm, once scheduled. */
  meetingDate?: string;
  /** Once scheduled. */
  joinUrl?: string;
  /** Free times to choose from (DD/MM/YYYY HH:mm). */
  availableSlots?: string[];
};
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
