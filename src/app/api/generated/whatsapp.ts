import { baseApi as api } from "../baseApi";
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
export type WhatsappRegisterNumberApiResponse =
  /** status 200 The outcome and the number's new state. */ Envelope & {
    data?: StatusResult & {
      state?: WhatsAppNumberState;
    };
  };
export type WhatsappRegisterNumberApiArg = {
  body: {
    phone: WhatsAppPhone;
    /** false takes the pool number from get-pool-number. */
    ownNumber: boolean;
  };
};
export type WhatsappVerifyNumberApiResponse =
  /** status 200 The outcome and the number's new state. */ Envelope & {
    data?: StatusResult & {
      state?: WhatsAppNumberState;
    };
  };
export type WhatsappVerifyNumberApiArg = {
  body: {
    phone: WhatsAppPhone;
    /** 1 SMS, 2 phone call. */
    method: 1 | 2;
    /** Absent asks for a code; present confirms it. */
    code?: string;
  };
};
export type WhatsappCreateUserApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult & {
      state?: WhatsAppNumberState;
    };
  };
export type WhatsappCreateUserApiArg = {
  body: WhatsAppOnboarding & {
    clientName: string;
    clientId: string;
    /** ddmmyyyy (slashes removed). */
    birthday: string;
    businessName: string;
    businessId: string;
    displayName: string;
    address: string;
    email: string;
    website?: string;
    about?: string;
    description?: string;
    numberToVerify?: WhatsAppPhone;
    poolNumber?: WhatsAppPhone;
  };
};
export type WhatsappCreateAccountApiResponse =
  /** status 200 The outcome and the new account. */ Envelope & {
    data?: StatusResult & {
      account?: WhatsAppAccount;
    };
  };
export type WhatsappCreateAccountApiArg = {
  body: {
    phone: WhatsAppPhone;
    displayName: string;
    companyName?: string;
  };
};
export type WhatsappDeleteAccountApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type WhatsappDeleteAccountApiArg = {
  body: {
    /** The WhatsAppAccount ID. */
    accountId: number;
  };
};
export type GetWhatsappPoolNumberApiResponse =
  /** status 200 The offered number; null when none is free. */ Envelope & {
    data?: {
      poolNumber: WhatsAppPhone | null;
    };
  };
export type GetWhatsappPoolNumberApiArg = void;
export type GetWhatsappPhonesApiResponse =
  /** status 200 The accounts. */ Envelope & {
    data?: WhatsAppAccount[];
  };
export type GetWhatsappPhonesApiArg = {
  /** The user id. */
  id: number;
};
export type GetWhatsappUserMetaDataApiResponse =
  /** status 200 The user's WhatsApp standing. */ Envelope & {
    data?: WhatsAppUserMetaData;
  };
export type GetWhatsappUserMetaDataApiArg = void;
export type GetWhatsappChatProfileApiResponse =
  /** status 200 The business profile. */ Envelope & {
    data?: WhatsAppBusinessProfile;
  };
export type GetWhatsappChatProfileApiArg = {
  phone: WhatsAppPhone;
};
export type SetWhatsappChatProfileApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type SetWhatsappChatProfileApiArg = {
  body: {
    phone: WhatsAppPhone;
    about?: string;
    address?: string;
    description?: string;
    email?: string;
    websites?: string[];
    vertical?: string;
    /** Hash of an image from upload-whatsapp-file (at least 400x400). */
    profilePicture?: string;
    sendReadStatus?: boolean;
  };
};
export type UploadWhatsappFileApiResponse =
  /** status 200 The outcome and the stored file. */ Envelope & {
    data?: StatusResult & WhatsAppUploadedFile;
  };
export type UploadWhatsappFileApiArg = {
  body: {
    /** gif, jpg, jpeg, png or pdf; up to 16MB. */
    file: Blob;
    dir: "templates" | "campaigns" | "chat" | "profile";
    subDir?: string;
  };
};
export type WhatsappCreateTemplateApiResponse =
  /** status 200 The outcome and the new template. */ Envelope & {
    data?: StatusResult & {
      template?: WhatsAppTemplate;
    };
  };
export type WhatsappCreateTemplateApiArg = {
  body: WhatsAppTemplateDraft;
};
export type GetWhatsappPhoneTemplatesApiResponse =
  /** status 200 The templates (status 1 approved, below 1 pending, above 1 rejected). */ Envelope & {
    data?: WhatsAppTemplate[];
  };
export type GetWhatsappPhoneTemplatesApiArg = {
  phone: WhatsAppPhone;
};
export type DeleteWhatsappTemplateApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type DeleteWhatsappTemplateApiArg = {
  /** The templateId. */
  id: number;
};
export type CalcWhatsappCampaignCreditsApiResponse =
  /** status 200 The outcome and the estimate. */ Envelope & {
    data?: StatusResult & WhatsAppCreditEstimate;
  };
export type CalcWhatsappCampaignCreditsApiArg = {
  body: {
    sourcePhone: WhatsAppPhone;
    templateId?: number;
    destinations: Destination[];
    contactListsFiltering?: number[];
  };
};
export type CreateWhatsappCampaignApiResponse =
  /** status 200 The outcome, the campaign id and the estimate. */ Envelope & {
    data?: StatusResult &
      WhatsAppCreditEstimate & {
        campaignId?: number;
      };
  };
export type CreateWhatsappCampaignApiArg = {
  /** -1 creates a new campaign. */
  campaignId: number;
  body: WhatsAppCampaignRequest;
};
export type WhatsappSendExampleApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: WhatsAppSendResult;
  };
export type WhatsappSendExampleApiArg = {
  body: {
    sourcePhone: WhatsAppPhone;
    templateId: number;
    phones: WhatsAppPhone[];
    variables?: WhatsAppVariableValue[];
    headerFile?: string;
  };
};
export type GetWhatsappUnreadChatCountApiResponse =
  /** status 200 The unread counts. */ Envelope & {
    data?: WhatsAppUnreadCount;
  };
export type GetWhatsappUnreadChatCountApiArg = {
  body: {
    source?: WhatsAppPhone;
  };
};
export type GetWhatsappChatsDataApiResponse =
  /** status 200 A page of conversations. */ Envelope & {
    data?: WhatsAppChatsPage;
  };
export type GetWhatsappChatsDataApiArg = {
  /** Only the conversations of this sending number. */
  source?: WhatsAppPhone;
  /** Only conversations whose number contains these digits. */
  destination?: string;
  /** responding shows only conversations where the customer wrote. */
  type?: "all" | "responding";
  page?: number;
  /** Conversations per page. */
  amount?: number;
  /** Only conversations active in the last so many days. */
  days?: number;
  /** Only conversations with unread messages. */
  unread?: boolean;
};
export type GetWhatsappConversationDataApiResponse =
  /** status 200 The conversation. */ Envelope & {
    data?: WhatsAppConversation;
  };
export type GetWhatsappConversationDataApiArg = {
  source: WhatsAppPhone;
  destination: WhatsAppPhone;
  /** The newest so many messages. */
  amount?: number;
  fromDate?: string;
  toDate?: string;
};
export type SendWhatsappChatMessageApiResponse =
  /** status 200 The outcome and the stored message. */ Envelope & {
    data?: WhatsAppSendResult;
  };
export type SendWhatsappChatMessageApiArg = {
  body: {
    source: WhatsAppPhone;
    destination: WhatsAppPhone;
    text: string;
    /** The message this one answers. */
    replyToId?: number;
  };
};
export type SendWhatsappChatTemplateApiResponse =
  /** status 200 The outcome and the stored message. */ Envelope & {
    data?: WhatsAppSendResult;
  };
export type SendWhatsappChatTemplateApiArg = {
  body: {
    source: WhatsAppPhone;
    destination: WhatsAppPhone;
    templateId: number;
    variables?: string[];
    /** Hash of a file from upload-whatsapp-file. */
    headerFile?: string;
  };
};
export type SendWhatsappFileMessageApiResponse =
  /** status 200 The outcome and the stored message. */ Envelope & {
    data?: WhatsAppSendResult;
  };
export type SendWhatsappFileMessageApiArg = {
  body: {
    source: WhatsAppPhone;
    destination: WhatsAppPhone;
    /** gif, jpg, jpeg, png or pdf; up to 16MB. */
    file: Blob;
    caption: string;
  };
};
export type SendWhatsappReactionApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: WhatsAppSendResult;
  };
export type SendWhatsappReactionApiArg = {
  body: {
    source: WhatsAppPhone;
    destination: WhatsAppPhone;
    messageId: number;
    emoji: string;
  };
};
export type CalcWhatsappCreditUserAmountApiResponse =
  /** status 200 The outcome and the price. */ Envelope & {
    data?: StatusResult & WhatsAppPackagePrice;
  };
export type CalcWhatsappCreditUserAmountApiArg = {
  messages: number;
  /** Administrators price a package for this customer; others get their own. */
  userId?: number;
};
export type GetWhatsappUsersApiResponse =
  /** status 200 A page of WhatsApp customers. */ Envelope & {
    data?: {
      rows: WhatsAppUserRow[];
      pageInfo: PageInfo;
    };
  };
export type GetWhatsappUsersApiArg = {
  body: WhatsAppUsersFilter;
};
export type GetWaUserMetaDataApiResponse =
  /** status 200 The customer's WhatsApp standing. */ Envelope & {
    data?: WhatsAppUserMetaData;
  };
export type GetWaUserMetaDataApiArg = {
  /** The user id. */
  id: number;
};
export type GetWhatsappPostpaidUserDetailsApiResponse =
  /** status 200 The postpaid details. */ Envelope & {
    data?: WhatsAppPostpaidDetails;
  };
export type GetWhatsappPostpaidUserDetailsApiArg = {
  /** The user id. */
  id: number;
};
export type DeleteWhatsappPermissionApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type DeleteWhatsappPermissionApiArg = {
  body: UserIdRequest;
};
export type GetWhatsappProductRateApiResponse =
  /** status 200 The rates. */ Envelope & {
    data?: WhatsAppProductRate[];
  };
export type GetWhatsappProductRateApiArg = {
  /** The user id. */
  id: number;
};
export type SetWhatsappProductRateApiResponse =
  /** status 200 The outcome (any status above 0 is a success). */ Envelope & {
    data?: StatusResult;
  };
export type SetWhatsappProductRateApiArg = {
  body: WhatsAppProductRate & {
    userId: number;
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
export type StatusResult = {
  status: number;
  message?: string;
};
export type WhatsAppNumberState =
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
export type WhatsAppPhone = string;
export type WhatsAppOnboarding = {
  clientName?: string;
  clientId?: string;
  /** Slashes removed. */
  birthday?: string;
  businessName?: string;
  businessId?: string;
  displayName?: string;
  address?: string;
  companyName?: string;
  description?: string;
  email?: string;
  type?: string;
  website?: string;
  about?: string;
  numberToVerify?: string;
  poolNumber?: string;
  ownNumber?: boolean;
  profilePicture?: Blob;
  logo?: Blob;
  idFile?: Blob;
  licensedDealerCertificate?: Blob;
  taxAuthorization?: Blob;
};
export type WhatsAppAccount = {
  ID?: number;
  USER_ID?: number;
  PHONE?: string;
  COMPANY_NAME?: string;
  LOGO_URL?: string;
  ACCOUNT_KEY?: string;
  /** 3 means blocked by the messaging provider. */
  STATUS?: number;
  CREATED_ON?: string;
  EFFECTIVE_DATE_FROM?: string;
  EFFECTIVE_DATE_TO?: string;
  ADDRESS?: string;
  DESCRIPTION?: string;
  EMAIL?: string;
  TYPE?: string;
  WEBSITE?: string;
  ABOUT?: string;
  POOL_NUMBER?: string;
  DAILY_LIMIT?: number;
  WHATSAPP_STATUS?: string;
  SEND_READ_STATUS?: boolean;
  IS_BLOCKED_BY_META?: boolean;
};
export type WhatsAppPhoneState = {
  phone: WhatsAppPhone;
  /** The WhatsAppAccount ID once the account exists. */
  accountId?: number;
  state: WhatsAppNumberState;
  isPoolNumber?: boolean;
  /** Unverified businesses may reach 250 recipients a day. */
  isVerifiedBusiness?: boolean;
  dailyLimit?: number;
};
export type WhatsAppUserMetaData = {
  userId: number;
  hasWhatsappPermission: boolean;
  phones: WhatsAppPhoneState[];
  accounts?: WhatsAppAccount[];
  /** WhatsApp messages left. */
  creditsLeft?: number;
  isPostpaid?: boolean;
  hasOpenPostpaidRequest?: boolean;
  hasOpenOnboardingRequest?: boolean;
  /** How long a conversation stays open after the customer last wrote. */
  sessionHours?: number;
};
export type WhatsAppBusinessProfile = {
  phone?: WhatsAppPhone;
  displayName?: string;
  about?: string;
  address?: string;
  description?: string;
  email?: string;
  websites?: string[];
  /** The business category. */
  vertical?: string;
  profilePictureUrl?: string;
  /** Send read receipts to customers. */
  sendReadStatus?: boolean;
};
export type WhatsAppUploadedFile = {
  /** Refers to the file in later calls. */
  hash?: string;
  fileName?: string;
  originalName?: string;
  url?: string;
  mimeType?: string;
  /** Bytes. */
  size?: number;
};
export type WhatsAppButton = {
  text?: string;
  type?: "website" | "call" | "quickReply";
  url?: string;
  number?: string;
  sample?: string;
};
export type WhatsAppTemplate = {
  templateId?: number;
  name?: string;
  language?: string;
  header?: "none" | "text" | "image" | "video" | "document";
  headerSample?: string;
  /** Placeholders {{1}} to {{5}}. */
  body?: string;
  bodyVariableSample1?: string;
  bodyVariableSample2?: string;
  bodyVariableSample3?: string;
  bodyVariableSample4?: string;
  bodyVariableSample5?: string;
  footer?: string;
  callToAction?: WhatsAppButton[];
  quickReply?: string[];
  /** 1 approved/usable, below 1 pending, above 1 rejected. */
  status?: number;
  rejectionReason?: string;
};
export type WhatsAppTemplateDraft = {
  phone: WhatsAppPhone;
  /** Lowercase letters, digits and underscores. */
  name: string;
  language: "he" | "en" | "ru" | "ar";
  category?: "marketing" | "utility";
  /** A coupon template: body up to 600 characters, at least one website button, no footer. */
  isCoupon?: boolean;
  header?: "none" | "text" | "image" | "video" | "document";
  /** The header text, or the hash of a sample file from upload-whatsapp-file. */
  headerSample?: string;
  /** Placeholders {{1}} to {{5}}. */
  body: string;
  bodyVariableSample1?: string;
  bodyVariableSample2?: string;
  bodyVariableSample3?: string;
  bodyVariableSample4?: string;
  bodyVariableSample5?: string;
  footer?: string;
  /** Website or call buttons; websites may not be short-link or WhatsApp-link sites. */
  callToAction?: WhatsAppButton[];
  quickReply?: string[];
};
export type WhatsAppCreditEstimate = {
  recipients?: number;
  creditsNeeded?: number;
  creditsLeft?: number;
};
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
export type WhatsAppVariableValue = string;
export type WhatsAppCampaignRequest = {
  campaign_name?: string;
  sourcePhone: WhatsAppPhone;
  templateId: number;
  /** Values of the template body placeholders {{1}} to {{5}}, in order. */
  variables?: WhatsAppVariableValue[];
  /** Hash of a file from upload-whatsapp-file, for a media header. */
  headerFile?: string;
  destinations: Destination[];
  isFuture?: boolean;
  /** DD/MM/YYYY HH:mm; more than 10 minutes ahead. */
  startDate?: string;
  contactListsFiltering?: number[];
  temporaryBlacklistDays?: number;
  /** true runs the checks and answers the estimate (status 3); the browser confirms and sends again with false. */
  validate?: boolean;
};
export type WhatsAppRejectionReason = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
export type WhatsAppChatMessage = {
  id: number;
  providerMessageId?: string;
  direction: "incoming" | "outgoing";
  type:
    | "text"
    | "button"
    | "reaction"
    | "image"
    | "audio"
    | "video"
    | "document"
    | "template"
    | "location"
    | "sticker"
    | "unsupported";
  text?: string;
  caption?: string;
  mediaUrl?: string;
  fileName?: string;
  mimeType?: string;
  templateName?: string;
  replyToId?: number;
  reactions?: {
    emoji?: string;
    direction?: "incoming" | "outgoing";
  }[];
  date: string;
  isNewIncoming?: boolean;
  /** An outgoing message succeeded when 0 <= status < 102 and it is no longer sending; -1 is ignored. */
  status?: number;
  isSendingMessage?: boolean;
  isSuccess?: boolean;
  /** The recipient read it (when read receipts are on). */
  isRead?: boolean;
  rejectionReason?: WhatsAppRejectionReason;
};
export type WhatsAppSendResult = StatusResult & {
  rejectionReason?: WhatsAppRejectionReason;
  chatMessage?: WhatsAppChatMessage;
};
export type WhatsAppUnreadCount = {
  total: number;
  bySource?: {
    phone?: WhatsAppPhone;
    count?: number;
  }[];
};
export type WhatsAppChatSummary = {
  source: WhatsAppPhone;
  destination: WhatsAppPhone;
  /** The contact name WhatsApp gives, or the list name. */
  name?: string;
  profilePic?: string;
  lastMessageText?: string;
  lastMessageType?: string;
  lastMessageDate?: string;
  unreadCount?: number;
  /** The customer wrote in the last 24 hours; otherwise only templates. */
  isSessionOpen?: boolean;
  sessionExpiresAt?: string;
  isBlacklisted?: boolean;
};
export type WhatsAppChatsPage = {
  chats: WhatsAppChatSummary[];
  total: number;
  hasMore?: boolean;
};
export type WhatsAppConversation = {
  source: WhatsAppPhone;
  destination: WhatsAppPhone;
  name?: string;
  profilePic?: string;
  isSessionOpen?: boolean;
  sessionExpiresAt?: string;
  /** No message yet or the session is closed: only a template can be sent. */
  needsTemplate?: boolean;
  isBlacklisted?: boolean;
  messages: WhatsAppChatMessage[];
  hasMore?: boolean;
};
export type WhatsAppPackagePrice = {
  messages: number;
  pricePerMessage?: number;
  /** Shekels before VAT. */
  amount: number;
  /** 1.18 from 2025-01-01, 1.17 before. */
  vatMultiplier: number;
  amountWithVat: number;
  /** Packages are charged Sunday to Thursday 08:00 to 20:00 and Friday 08:00 to 12:30. */
  withinPurchaseHours?: boolean;
};
export type WhatsAppUserRow = {
  userId?: number;
  userName?: string;
  companyName?: string;
  phones?: WhatsAppPhoneState[];
  creditsLeft?: number;
  isPostpaid?: boolean;
  hasOpenPostpaidRequest?: boolean;
  isBlockedByMeta?: boolean;
  createdOn?: string;
};
export type PageInfo = {
  total: number;
  page: number;
  pageSize: number;
};
export type Paging = {
  page?: number;
  pageSize?: number;
  sortField?: string;
  sortOrder?: "asc" | "desc";
};
export type WhatsAppUsersFilter = Paging & {
  /** User name, company, customer number or phone. */
  query?: string;
  state?: WhatsAppNumberState;
  postpaidRequestsOnly?: boolean;
};
export type WhatsAppPostpaidDetails = {
  userId: number;
  userName?: string;
  companyName?: string;
  customerNumber?: string;
  customerType?: number;
  priceListId?: number;
  priceListName?: string;
  /** Shekels per message before VAT. */
  messageRate?: number;
  hasOpenRequest?: boolean;
  requestedMessages?: number;
  /** Shekels before VAT. */
  requestedAmount?: number;
  requestedOn?: string;
  creditsLeft?: number;
  accounts?: WhatsAppAccount[];
};
export type UserIdRequest = {
  userId: number;
};
export type WhatsAppProductRate = {
  /** International dialling prefix, e.g. 972. */
  countryCode: string;
  country?: string;
  /** Shekels per message before VAT. */
  rate: number;
};
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
