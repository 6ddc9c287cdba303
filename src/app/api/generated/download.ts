import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    downloadContactList: build.query<
      DownloadContactListApiResponse,
      DownloadContactListApiArg
    >({
      query: (queryArg) => ({
        url: `/download/contact-list`,
        params: {
          id: queryArg.id,
          format: queryArg.format,
        },
      }),
    }),
    downloadClicksReport: build.query<
      DownloadClicksReportApiResponse,
      DownloadClicksReportApiArg
    >({
      query: (queryArg) => ({
        url: `/download/clicks-report`,
        params: {
          hash: queryArg.hash,
          type: queryArg["type"],
          format: queryArg.format,
        },
      }),
    }),
    downloadReport: build.query<
      DownloadReportApiResponse,
      DownloadReportApiArg
    >({
      query: (queryArg) => ({
        url: `/download/${queryArg.endPoint}`,
        params: {
          file: queryArg.file,
          shipmentId: queryArg.shipmentId,
          campaignId: queryArg.campaignId,
          fromDate: queryArg.fromDate,
          toDate: queryArg.toDate,
          phone: queryArg.phone,
          source: queryArg.source,
          status: queryArg.status,
          userId: queryArg.userId,
          month: queryArg.month,
          year: queryArg.year,
          format: queryArg.format,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as downloadApi };
export type DownloadContactListApiResponse =
  /** status 200 The list file (Content-Disposition names it after the list). */ Blob;
export type DownloadContactListApiArg = {
  /** The contact list. */
  id: number;
  format?: "csv" | "xlsx";
};
export type DownloadClicksReportApiResponse =
  /** status 200 The clicks file. */ Blob;
export type DownloadClicksReportApiArg = {
  /** The campaign's link hash (url_unique_hash) or the short link's hash. */
  hash: string;
  /** general: clicks per day; personalLink or personalImage: one row per recipient who clicked. */
  type: "general" | "personalLink" | "personalImage";
  format?: "csv" | "xlsx";
};
export type DownloadReportApiResponse = /** status 200 The report file. */ Blob;
export type DownloadReportApiArg = {
  /** Which report. */
  endPoint:
    | "sms-report"
    | "voice-report"
    | "incoming-sms-report"
    | "shipments-report"
    | "future-shipments-report"
    | "waiting-shipments-report"
    | "blacklist-report"
    | "users-usage-report"
    | "invoices-report";
  /** A report produced on the server and e-mailed (reports/send-big-sms-report-to-mail): the name in the e-mailed link. The file is the caller's account's and endPoint its report; otherwise, and once it has expired, 404. The other filters are then not read. */
  file?: string;
  /** Only this shipment (sms-report, voice-report). */
  shipmentId?: number;
  campaignId?: number;
  fromDate?: string;
  toDate?: string;
  /** Only messages to (or, for incoming-sms-report, from) this number. */
  phone?: string;
  /** Only this sender name or number. */
  source?: string;
  status?: DeliveryStatus;
  /** A sub-user of the account (or, for administrators, any customer). */
  userId?: number;
  /** users-usage-report of one month. */
  month?: number;
  year?: number;
  format?: "csv" | "xlsx";
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
export type DeliveryStatus =
  | "queued"
  | "submitting"
  | "submitted"
  | "delivered"
  | "notDelivered"
  | "blocked"
  | "kosherNumber"
  | "blockedOnRequest"
  | "blockedByOperator"
  | "outOfCoverage"
  | "adsBlocked"
  | "awaitingRetry"
  | "acceptedByNetwork"
  | "noReceipt";
export const {
  useDownloadContactListQuery,
  useLazyDownloadContactListQuery,
  useDownloadClicksReportQuery,
  useLazyDownloadClicksReportQuery,
  useDownloadReportQuery,
  useLazyDownloadReportQuery,
} = injectedRtkApi;
