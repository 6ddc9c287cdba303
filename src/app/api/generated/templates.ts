import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTemplates: build.query<GetTemplatesApiResponse, GetTemplatesApiArg>({
      query: () => ({ url: `/main/templates` }),
    }),
    getTemplate: build.query<GetTemplateApiResponse, GetTemplateApiArg>({
      query: (queryArg) => ({ url: `/main/templates/${queryArg.id}` }),
    }),
    saveTemplate: build.mutation<SaveTemplateApiResponse, SaveTemplateApiArg>({
      query: (queryArg) => ({
        url: `/main/templates/save/${queryArg.templateId}`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    deleteTemplate: build.mutation<
      DeleteTemplateApiResponse,
      DeleteTemplateApiArg
    >({
      query: (queryArg) => ({
        url: `/main/templates/delete/${queryArg.id}`,
        method: "DELETE",
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as templatesApi };
export type GetTemplatesApiResponse =
  /** status 200 The templates. */ Envelope & {
    data?: Template[];
  };
export type GetTemplatesApiArg = void;
export type GetTemplateApiResponse =
  /** status 200 The template. */ Envelope & {
    data?: Template;
  };
export type GetTemplateApiArg = {
  id: number;
};
export type SaveTemplateApiResponse =
  /** status 200 The outcome and the saved template's id. */ Envelope & {
    data?: StatusResult & {
      tmpl_id?: number;
    };
  };
export type SaveTemplateApiArg = {
  /** -1 creates a new template. */
  templateId: number;
  body: {
    name: string;
    content: string;
  };
};
export type DeleteTemplateApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type DeleteTemplateApiArg = {
  id: number;
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
export type Template = {
  templateId?: number;
  name?: string;
  content?: string;
  dynamicFields?: string[];
};
export type StatusResult = {
  status: number;
  message?: string;
};
export const {
  useGetTemplatesQuery,
  useLazyGetTemplatesQuery,
  useGetTemplateQuery,
  useLazyGetTemplateQuery,
  useSaveTemplateMutation,
  useDeleteTemplateMutation,
} = injectedRtkApi;
