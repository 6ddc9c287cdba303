import { baseApi as api } from "../baseApi";
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
export type SendCampaignApiResponse =
  /** status 200 The outcome, with the summary on a passed validation. */ Envelope & {
    data?: CampaignsSendResult;
  };
export type SendCampaignApiArg = {
  body: CampaignsSendRequest & TextChannelOnly;
};
export type SendVoiceCampaignApiResponse =
  /** status 200 The outcome, with the summary on a passed validation. */ Envelope & {
    data?: CampaignsSendResult;
  };
export type SendVoiceCampaignApiArg = {
  body: CampaignsSendRequest;
};
export type GetVoiceDestFileApiResponse =
  /** status 200 The outcome and the stored recording. */ Envelope & {
    data?: StatusResult & {
      voiceFile?: VoiceFile;
    };
  };
export type GetVoiceDestFileApiArg = {
  body: {
    /** mp3 or wav; at most 6MB. */
    file: Blob;
    campaignId?: number;
  };
};
export type DeleteVoiceFileApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type DeleteVoiceFileApiArg = {
  body: {
    fileHash: string;
  };
};
export type CheckForbiddenTextApiResponse =
  /** status 200 The outcome and the words that were found. */ Envelope & {
    data?: StatusResult & {
      forbiddenWords?: string[];
    };
  };
export type CheckForbiddenTextApiArg = {
  body: {
    message: string;
    /** The sender name or number. */
    source?: string;
  };
};
export type TextToSpeechApiResponse =
  /** status 200 The outcome and the recording. */ Envelope & {
    data?: StatusResult & {
      voiceFile?: VoiceFile;
    };
  };
export type TextToSpeechApiArg = {
  body: {
    text: string;
    language?: "he" | "en" | "ru" | "ar";
    campaignId?: number;
  };
};
export type GetUserAllContactListsApiResponse =
  /** status 200 The lists. */ Envelope & {
    data?: ContactList[];
  };
export type GetUserAllContactListsApiArg = void;
export type ReadNewSourceNumberPopupApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type ReadNewSourceNumberPopupApiArg = void;
export type ApproveAppRulesApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type ApproveAppRulesApiArg = {
  body: {
    approved: true;
  };
};
export type CheckIsIdCompanyApiResponse =
  /** status 200 Whether there is a number, and whether it is a company's. */ Envelope & {
    data?: {
      hasId: boolean;
      isCompany: boolean;
    };
  };
export type CheckIsIdCompanyApiArg = {
  body: {
    /** Without it the account's own number is checked. */
    idNumber?: string;
  };
};
export type CheckBirthdayCampaignApiResponse =
  /** status 200 The outcome and the counts. */ Envelope & {
    data?: StatusResult & {
      recipientsWithDate?: number;
      recipientsWithoutDate?: number;
      /** DD/MM/YYYY HH:mm */
      nextSendDate?: string;
    };
  };
export type CheckBirthdayCampaignApiArg = {
  body: {
    destinations: Destination[];
    birthdayCampaign: BirthdayCampaign;
    sourceType?: 1 | 2 | 3 | 4;
    sourceNumber?: string;
  };
};
export type GetCampaignDataApiResponse =
  /** status 200 The campaign, and whether it can still be edited. */ Envelope & {
    data?: Campaign & {
      /** false while sending or too close to the send time. */
      editable?: boolean;
    };
  };
export type GetCampaignDataApiArg = {
  body: {
    campaignId: number;
  };
};
export type DeletePastedNumbersApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type DeletePastedNumbersApiArg = {
  body: {
    upload_ids: number[];
    campaign_id?: number;
  };
};
export type GetDynamicFieldsHeadersApiResponse =
  /** status 200 The fields and their titles. */ Envelope & {
    data?: CampaignsDynamicFieldHeader[];
  };
export type GetDynamicFieldsHeadersApiArg = {
  body: {
    contactListId?: number;
    upload_id?: number;
    file_unique_hash?: string;
  };
};
export type GetSelectedItemsDetailsApiResponse =
  /** status 200 Each destination completed, and the total. */ Envelope & {
    data?: {
      destinations: Destination[];
      /** Numbers over all destinations, repeats counted once. */
      totalDestinations: number;
    };
  };
export type GetSelectedItemsDetailsApiArg = {
  body: {
    destinations: Destination[];
  };
};
export type GetCampaignCreditsNumberApiResponse =
  /** status 200 The estimate. */ Envelope & {
    data?: StatusResult & {
      credits?: number;
      recipients?: number;
      parts?: number;
      /** The account's credits now. */
      remaining?: number;
    };
  };
export type GetCampaignCreditsNumberApiArg = {
  body: Campaign;
};
export type DeleteCampaignApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type DeleteCampaignApiArg = {
  body: {
    campaignId: number;
  };
};
export type SendExampleCampaignApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type SendExampleCampaignApiArg = {
  body: Campaign &
    TextChannelOnly & {
      /** The test numbers. */
      phones: string[];
    };
};
export type ShowPacketsPlanApiResponse =
  /** status 200 The plan. */ Envelope & {
    data?: StatusResult & {
      plan?: CampaignsPacketPlanRow[];
    };
  };
export type ShowPacketsPlanApiArg = {
  body: {
    packets: Packets;
    totalDestinations: number;
    /** DD/MM/YYYY HH:mm; now when absent. */
    startDate?: string;
  };
};
export type VerifyPhoneNumberApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult & {
      /** The number to call (status 6). */
      callNumber?: string;
    };
  };
export type VerifyPhoneNumberApiArg = {
  body: {
    phone: string;
    /** The code the number received. */
    code?: string;
    method?: "sms" | "call";
  };
};
export type VerifySourceNameApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type VerifySourceNameApiArg = {
  body: {
    name: string;
  };
};
export type SourceFromAdminApiResponse =
  /** status 200 The inherited sender identities. */ Envelope & {
    data?: {
      sourceNames: SourceName[];
      verifiedNumbers: VerifiedNumber[];
    };
  };
export type SourceFromAdminApiArg = void;
export type InsertSourceNameApiResponse =
  /** status 200 The outcome and the sender name. */ Envelope & {
    data?: StatusResult & {
      sourceName?: SourceName;
    };
  };
export type InsertSourceNameApiArg = {
  body: {
    name: string;
  };
};
export type GetSourceNamesApiResponse =
  /** status 200 The sender names. */ Envelope & {
    data?: SourceName[];
  };
export type GetSourceNamesApiArg = void;
export type GetVerifiedNumbersApiResponse =
  /** status 200 The verified numbers. */ Envelope & {
    data?: VerifiedNumber[];
  };
export type GetVerifiedNumbersApiArg = {
  body: {
    userId: number;
  };
};
export type GetDraftsCampaignsApiResponse =
  /** status 200 The drafts, last changed first. */ Envelope & {
    data?: Draft[];
  };
export type GetDraftsCampaignsApiArg = void;
export type DeleteDraftCampaignApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type DeleteDraftCampaignApiArg = {
  body: {
    campaignId: number;
  };
};
export type GetCouponApiResponse = /** status 200 The coupon. */ Envelope & {
  data?: CampaignsCouponPage;
};
export type GetCouponApiArg = {
  body: {
    code: string;
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
export type CampaignsPacketPlanRow = {
  packetNumber: number;
  /** DD/MM/YYYY HH:mm */
  time: string;
  /** Recipients in this packet. */
  amount: number;
};
export type CampaignsSendSummary = {
  /** Recipients after the blacklist, filters and duplicates. */
  recipients?: number;
  /** Message parts per recipient (the longest after dynamic fields). */
  parts?: number;
  /** Parts over all recipients. */
  totalParts?: number;
  /** Credits the campaign will use. */
  credits?: number;
  /** The balance after the campaign. */
  remainingCredits?: number;
  /** When it will be sent (DD/MM/YYYY HH:mm); the first time for repeating campaigns. */
  sendTime?: string;
  messageLength?: number;
  encoding?: "gsm7" | "ucs2";
  /** Recipients left out as blacklisted. */
  blocked?: number;
  /** Recipients left out by the filters. */
  filtered?: number;
  /** Repeated numbers sent once. */
  duplicates?: number;
  packets?: CampaignsPacketPlanRow[];
};
export type CampaignsSendResult = StatusResult & {
  campaignId?: number;
  /** Credits the campaign needs (not enough credits). */
  needed?: number;
  /** Credits the account has (not enough credits). */
  remaining?: number;
  /** The longest message allowed (message too long): 1005 with that right, else 536. */
  maxLength?: number;
  forbiddenWords?: string[];
  /** When sending is next allowed (outside permitted hours). */
  allowedFrom?: string;
  summary?: CampaignsSendSummary;
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
export type CampaignsSendRequest = Campaign & {
  /** true checks everything and answers the summary (status 6) without saving or sending; the browser shows it for confirmation and sends again with false. */
  validation: boolean;
  /** With a campaignId, edit that campaign or send a copy of it (the route's updateType). */
  updateType?: "edit" | "duplicate";
};
export type TextChannelOnly = {
  campaign_type?: "1" | "2";
};
export type MobileData = {
  sourceNumber?: string;
  attachedNumber?: string;
  unsubscribeOption?: 0 | 2 | 3;
  isServiceActive?: boolean;
  isAllowResponse?: boolean;
  permittedNumbers?: string[];
};
export type ContactList = {
  id: number;
  name: string;
  /** -1 for a top-level list. */
  parentId?: number;
  isParent?: boolean;
  creationDate?: string;
  totalLength?: number;
  allTotalDestinationsCount?: number;
  totalBlocked?: number;
  isThisUserCl?: boolean;
  subs?: ContactListSub[];
  attachedNumber?: string;
  mobileData?: MobileData;
  /** Customized column headers of dynamic fields 1 to 6. */
  headers?: string[];
  deleteDate?: string;
};
export type CampaignsDynamicFieldHeader = {
  field:
    | "DYNAMIC_FIELD1"
    | "DYNAMIC_FIELD2"
    | "DYNAMIC_FIELD3"
    | "DYNAMIC_FIELD4"
    | "DYNAMIC_FIELD5"
    | "DYNAMIC_FIELD6"
    | "EMAIL";
  /** What the user calls the field; written in the message as [title]. */
  title: string;
  isDate?: boolean;
};
export type SourceName = {
  id?: number;
  name?: string;
  status?: "pending" | "approved" | "rejected";
  active?: boolean;
  requestedOn?: string;
};
export type VerifiedNumber = {
  id?: number;
  phone?: string;
  verifiedOn?: string;
  isAttached?: boolean;
};
export type Draft = {
  campaignId: number;
  campaignName: string;
  smsContent?: string;
  updatedOn?: string;
};
export type CampaignsCouponPage = StatusResult & {
  /** The coupon text, as the campaign wrote it. */
  text?: string;
  /** A unique coupon's code for this recipient. */
  code?: string;
  /** A test send: each recipient sees their own code here. */
  isSample?: boolean;
  /** DD/MM/YYYY: the last day the coupon is good. */
  expiresOn?: string;
  /** Who sent it: the campaign sender name or number. */
  sender?: string;
};
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
