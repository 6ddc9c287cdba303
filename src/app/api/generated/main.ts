import { baseApi as api } from "../baseApi";
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
export type GetUserProfileApiResponse =
  /** status 200 The signed-in user. */ Envelope & {
    data?: User;
  };
export type GetUserProfileApiArg = void;
export type OtpOnApiResponse = /** status 200 The outcome. */ Envelope & {
  data?: MainOtpPhones;
};
export type OtpOnApiArg = {
  body: {
    phone: string;
  };
};
export type VerifyOtpApiResponse =
  /** status 200 The outcome and the phones on file. */ Envelope & {
    data?: MainOtpPhones;
  };
export type VerifyOtpApiArg = {
  body: {
    phone: string;
    code: string;
  };
};
export type OtpOffApiResponse = /** status 200 The outcome. */ Envelope & {
  data?: MainOtpPhones;
};
export type OtpOffApiArg = {
  body: {
    /** Defaults to the signed-in user; any other user is refused (status -2). */
    userId?: number;
  };
};
export type DeleteOtpPhoneApiResponse =
  /** status 200 The outcome and the phones left. */ Envelope & {
    data?: MainOtpPhones;
  };
export type DeleteOtpPhoneApiArg = {
  body: {
    phone: string;
  };
};
export type GetDetailsForPackageApiResponse =
  /** status 200 The outcome, product and price list. */ Envelope & {
    data?: MainPackageDetails;
  };
export type GetDetailsForPackageApiArg = {
  body: {
    userId: number;
    /** A further package on top of the current one. */
    anotherPackage?: boolean;
  };
};
export type LoginAdminToSubApiResponse =
  /** status 200 The outcome and the new session. */ Envelope & {
    data?: AuthSession;
  };
export type LoginAdminToSubApiArg = {
  body: UserIdRequest;
};
export type LinkToClApiResponse = /** status 200 The outcome. */ Envelope & {
  data?: StatusResult;
};
export type LinkToClApiArg = {
  body: {
    /** The /landing-page/:hash parameter. */
    hash: string;
    /** The /landing-page/:hash/:type parameter. */
    type?: string;
    contactListId: number;
  };
};
export type GetApproveCampaignDataApiResponse =
  /** status 200 The campaign and its requester. */ Envelope & {
    data?: MainCampaignApproval;
  };
export type GetApproveCampaignDataApiArg = {
  /** The approval hash. */
  id: string;
};
export type ApproveCampaignApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type ApproveCampaignApiArg = {
  body: MainApprovalDecision;
};
export type GetApproveReportDataApiResponse =
  /** status 200 The report request and its requester. */ Envelope & {
    data?: MainReportApproval;
  };
export type GetApproveReportDataApiArg = {
  /** The approval hash. */
  id: string;
};
export type ApproveReportApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type ApproveReportApiArg = {
  body: MainApprovalDecision;
};
export type GetApproveSourceNumberTextApiResponse =
  /** status 200 The sender-name request and its requester. */ Envelope & {
    data?: MainSourceNumberTextApproval;
  };
export type GetApproveSourceNumberTextApiArg = {
  /** The approval hash. */
  id: string;
};
export type ApproveSourceNumberTextApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type ApproveSourceNumberTextApiArg = {
  body: MainApprovalDecision;
};
export type GetNewslettersLoginTokenApiResponse =
  /** status 200 The outcome and the sign-in link. */ Envelope & {
    data?: StatusResult & {
      token?: string;
      /** Open in a new window. */
      url?: string;
    };
  };
export type GetNewslettersLoginTokenApiArg = {
  body: {
    user_id: number;
    /** The e-mail quota to pass to the newsletter service. */
    limit_mail?: number;
  };
};
export type CreateNewslettersAccountApiResponse =
  /** status 200 The outcome and the sign-in link on success. */ Envelope & {
    data?: StatusResult & {
      token?: string;
      url?: string;
    };
  };
export type CreateNewslettersAccountApiArg = {
  body: {
    user_id: number;
    email: string;
    firstname: string;
    limit_mail: number;
  };
};
export type AcknowledgeNotificationApiResponse =
  /** status 200 The acknowledgement was recorded. */ Envelope & {
    data?: {
      received?: boolean;
    };
  };
export type AcknowledgeNotificationApiArg = {
  token: string;
  body: {
    notificationId: string;
  };
};
export type GetOverseasRatesApiResponse =
  /** status 200 One row per destination prefix and operator. */ Envelope & {
    data?: Rate[];
  };
export type GetOverseasRatesApiArg = void;
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
export type StatusResult = {
  status: number;
  message?: string;
};
export type MainOtpPhones = StatusResult & {
  /** Two-step verification is on. */
  otp?: boolean;
  phones?: string[];
  resendAfterSeconds?: number;
};
export type PriceListProduct = {
  productId?: number;
  name?: string;
  rate?: number;
  quantity?: number;
};
export type PriceList = {
  id?: number;
  name?: string;
  type?: string;
  rate?: number;
  isDefault?: boolean;
  products?: PriceListProduct[];
  texts?: {
    [key: string]: string;
  };
};
export type MainPackageDetails = StatusResult & {
  product?: PriceListProduct;
  user_price_list?: PriceList;
  /** 1.18 from 2025-01-01, otherwise 1.17. */
  vatMultiplier?: number;
  /** Shekels. */
  priceWithVat?: number;
};
export type AuthSession = StatusResult & {
  /** The new session token; absent unless a session was opened. */
  token?: string;
  tokenLifetimeMs?: number;
  /** Epoch milliseconds. */
  issuedAt?: number;
  currentUser?: User;
};
export type UserIdRequest = {
  userId: number;
};
export type MainApprovalState = "pending" | "approved" | "rejected";
export type MainApprovalRequester = {
  userId?: number;
  username?: string;
  companyName?: string;
  phone?: string;
  email?: string;
};
export type CampaignStatus =
  "draft" | "waiting" | "future" | "sending" | "sent";
export type ContactListSub = {
  id?: number;
  name?: string;
  parentId?: number;
  destinations?: number;
  isDirectSub?: boolean;
};
export type Destination = {
  id?: number;
  upload_id?: number;
  main_id?: number;
  type?:
    | "cl"
    | "contact"
    | "new_phone"
    | "upl_contacts"
    | "upl_contact_big_file"
    | "upl_contact";
  count?: number;
  selected_value?: string;
  name?: string;
  phone?: string;
  totalDestinations?: number;
  contactListName?: string;
  subContacts?: ContactListSub[];
};
export type AutoReplyRow = {
  type?: string;
  text?: string;
  answer?: string;
};
export type ShortLink = {
  hash?: string;
  url?: string;
  shortUrl?: string;
  type?: "general" | "personalImage" | "personalLink" | "coupon";
  createdOn?: string;
  expiresOn?: string;
  clicks?: number;
};
export type Packets = {
  amount?: number;
  every?: number;
  everyOption?: "MINUTE" | "HOUR" | "DAY";
};
export type BirthdayCampaign = {
  /** The list field holding the birth date. */
  location?: number;
  /** 0 is the day itself. */
  daysBeforeBirthDay?: number;
  hour?: string;
  /** Period in years. */
  amount?: number;
};
export type Coupon = {
  useCoupon?: boolean;
  /** general: the text alone; unique: each recipient also sees their own code. */
  couponType?: "general" | "unique";
  /** The coupon text the page shows: the offer, and for a general coupon its code. */
  couponCode?: string;
  /** Not used by text campaigns (unique codes are made per recipient). */
  dynamicFile?: string;
  /** DD/MM/YYYY, Israel time: the last day the coupon is good; after the send time. */
  couponExpiration?: string;
};
export type VoiceFile = {
  originalName?: string;
  hash?: string;
  duration?: number;
  fullPath?: string;
};
export type Campaign = {
  campaignId?: number;
  campaign_name?: string;
  /** 1 or 2 are text, others voice. */
  campaign_type?: string;
  smsContent?: string;
  status?: CampaignStatus;
  destinations?: Destination[];
  templates?: number[];
  dynamicFields?: string[];
  files?: string[];
  autoReplyData?: AutoReplyRow[];
  shortLinks?: ShortLink[];
  /** 1 source name, 2 verified number, 3 allow response, 4 attached/system number. */
  sourceType?: 1 | 2 | 3 | 4;
  sourceNumber?: string;
  callingNumber?: string;
  allow_response?: boolean;
  /** 0 none, 2 by message, 3 by link. */
  unsubscribeOption?: 0 | 2 | 3;
  isFuture?: boolean;
  isReusable?: boolean;
  startDate?: string;
  endDate?: string;
  selectedDays?: number[];
  intervalValue?: number;
  intervalField?: "DAY" | "WEEK" | "MONTH" | "YEAR";
  packets?: Packets;
  temporaryBlacklistDays?: number;
  contactListsFiltering?: number[];
  campaignsFiltering?: number[];
  overseasFiltering?: boolean;
  retryCount?: number;
  /** Minutes between attempts. */
  retryInterval?: number;
  isDraft?: boolean;
  birthdayCampaign?: BirthdayCampaign;
  coupon?: Coupon;
  sourceVoiceNumber?: string;
  voiceFile?: VoiceFile;
  file_unique_hash?: string;
  url_unique_hash?: string;
  header_link?: string;
  dynamicHeaders?: string[];
  dynamicFieldsObject?: {
    [key: string]: string;
  };
  phones?: string[];
  createdOn?: string;
};
export type MainCampaignApproval = {
  id: string;
  state: MainApprovalState;
  requestedOn?: string;
  decidedOn?: string;
  decidedBy?: string;
  requester?: MainApprovalRequester;
  campaign?: Campaign;
  recipients?: number;
  credits?: number;
  /** Why the campaign was held (e.g. forbidden text, new sender). */
  reason?: string;
};
export type MainApprovalDecision = {
  /** The approval hash of /security/:hash. */
  id: string;
  /** true approves, false rejects. */
  approve: boolean;
  /** Shown to the customer on rejection. */
  reason?: string;
};
export type MainReportApproval = {
  id: string;
  state: MainApprovalState;
  requestedOn?: string;
  decidedOn?: string;
  decidedBy?: string;
  requester?: MainApprovalRequester;
  reportName?: string;
  filters?: {
    [key: string]: unknown;
  };
  rows?: number;
  /** The e-mail the report goes to once approved. */
  sendTo?: string;
};
export type MainSourceNumberTextApproval = {
  id: string;
  state: MainApprovalState;
  requestedOn?: string;
  decidedOn?: string;
  decidedBy?: string;
  requester?: MainApprovalRequester;
  sourceName?: string;
  files?: {
    name?: string;
    hash?: string;
  }[];
  meetingStatus?: "none" | "waiting" | "sent" | "done";
};
export type Rate = {
  PREFIX?: string;
  OPERATOR_DESC?: string;
  RATE?: number;
  COUNTRY?: string;
};
export const {
  useGetUserProfileQuery,
  useLazyGetUserProfileQuery,
  useOtpOnMutation,
  useVerifyOtpMutation,
  useOtpOffMutation,
  useDeleteOtpPhoneMutation,
  useGetDetailsForPackageQuery,
  useLazyGetDetailsForPackageQuery,
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
