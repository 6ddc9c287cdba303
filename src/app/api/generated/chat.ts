import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getChatData: build.query<GetChatDataApiResponse, GetChatDataApiArg>({
      query: (queryArg) => ({
        url: `/chat/get-chat-data`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    sendChatMessage: build.mutation<
      SendChatMessageApiResponse,
      SendChatMessageApiArg
    >({
      query: (queryArg) => ({
        url: `/chat/send-message`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    updateChatData: build.mutation<
      UpdateChatDataApiResponse,
      UpdateChatDataApiArg
    >({
      query: (queryArg) => ({
        url: `/chat/update-chat-data`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getUpdatedChat: build.query<
      GetUpdatedChatApiResponse,
      GetUpdatedChatApiArg
    >({
      query: (queryArg) => ({
        url: `/chat/get-updated-chat`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    addChatPhoneToBlacklist: build.mutation<
      AddChatPhoneToBlacklistApiResponse,
      AddChatPhoneToBlacklistApiArg
    >({
      query: (queryArg) => ({
        url: `/chat/add-phone-to-blacklist`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as chatApi };
export type GetChatDataApiResponse =
  /** status 200 The outcome and the chat page. */ Envelope & {
    data?: StatusResult & ChatPageData;
  };
export type GetChatDataApiArg = {
  body: {
    /** The shipment id of the route /chat/:id. */
    chatId: number;
    destinationFilter?: ChatDestinationFilter;
    page?: number;
    pageSize?: number;
  };
};
export type SendChatMessageApiResponse =
  /** status 200 The outcome and the message as stored (its status follows delivery). */ Envelope & {
    data?: StatusResult & {
      chatMessage?: ChatMessage;
    };
  };
export type SendChatMessageApiArg = {
  body: {
    chatId: number;
    destination: string;
    text: string;
  };
};
export type UpdateChatDataApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type UpdateChatDataApiArg = {
  body: {
    chatId: number;
    /** The conversation whose new replies are marked as read. */
    destination?: string;
    markAsRead?: boolean;
    settings?: ChatSettings;
  };
};
export type GetUpdatedChatApiResponse =
  /** status 200 The outcome and the changed conversations. */ Envelope & {
    data?: StatusResult & ChatUpdates;
  };
export type GetUpdatedChatApiArg = {
  body: {
    chatId: number;
    /** serverTime of the previous answer; absent means everything. */
    since?: string;
    destinationFilter?: ChatDestinationFilter;
  };
};
export type AddChatPhoneToBlacklistApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type AddChatPhoneToBlacklistApiArg = {
  body: {
    chatId: number;
    phone: string;
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
export type ChatDestinationFilter = "responding" | "all";
export type ChatSettings = {
  destinationFilter?: ChatDestinationFilter;
  /** Play a sound when a reply arrives. */
  newMessageSound?: boolean;
};
export type ChatMessage = {
  id?: number;
  text?: string;
  date?: string;
  isIncoming?: boolean;
  isNewIncoming?: boolean;
  isSuccess?: boolean;
  statusMessage?: string;
  /** A sent message succeeded when 0 <= status < 102 and it is no longer sending. */
  status?: number;
  isSendingMessage?: boolean;
};
export type Chat = {
  chatId?: number;
  sourceNumber?: string;
  destination?: string;
  messages?: ChatMessage[];
  lastMessageDate?: string;
  lastMessageText?: string;
  newIncomingCount?: number;
  isBlacklisted?: boolean;
  expiryDate?: string;
};
export type ChatPageData = {
  /** The shipment id. */
  chatId?: number;
  shipmentName?: string;
  sourceNumber?: string;
  expiryDate?: string;
  /** The expiry date has passed; replies can no longer be sent. */
  isExpired?: boolean;
  settings?: ChatSettings;
  chats?: Chat[];
  total?: number;
  hasMore?: boolean;
};
export type ChatUpdates = {
  /** Only the conversations with new or changed messages. */
  chats?: Chat[];
  /** Pass back as `since` on the next poll. */
  serverTime?: string;
};
export const {
  useGetChatDataQuery,
  useLazyGetChatDataQuery,
  useSendChatMessageMutation,
  useUpdateChatDataMutation,
  useGetUpdatedChatQuery,
  useLazyGetUpdatedChatQuery,
  useAddChatPhoneToBlacklistMutation,
} = injectedRtkApi;
