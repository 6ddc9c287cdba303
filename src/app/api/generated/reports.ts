import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWaLogs: build.query<GetWaLogsApiResponse, GetWaLogsApiArg>({
      query: (queryArg) => ({
        url: `/reports/get-wa-logs`,
        params: {
          source: queryArg.source,
          destination: queryArg.destination,
          fromDate: queryArg.fromDate,
          toDate: queryArg.toDate,
          low: queryArg.low,
          high: queryArg.high,
          userId: queryArg.userId,
          billed: queryArg.billed,
          status: queryArg.status,
          getCount: queryArg.getCount,
          campaignId: queryArg.campaignId,
        },
      }),
    }),
    getWaRequestCount: build.query<
      GetWaRequestCountApiResponse,
      GetWaRequestCountApiArg
    >({
      query: (queryArg) => ({
        url: `/reports/get-wa-request-count`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getReportPage: build.query<GetReportPageApiResponse, GetReportPageApiArg>({
      query: (queryArg) => ({
        url: `/reports/${queryArg.routeName}`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    checkExistReport: build.query<
      CheckExistReportApiResponse,
      CheckExistReportApiArg
    >({
      query: (queryArg) => ({
        url: `/reports/check-exist-report`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getSmsRequestCount: build.query<
      GetSmsRequestCountApiResponse,
      GetSmsRequestCountApiArg
    >({
      query: (queryArg) => ({
        url: `/reports/get-sms-request-count`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    sendBigSmsReportToMail: build.mutation<
      SendBigSmsReportToMailApiResponse,
      SendBigSmsReportToMailApiArg
    >({
      query: (queryArg) => ({
        url: `/reports/send-big-sms-report-to-mail`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getLinkUniqData: build.query<
      GetLinkUniqDataApiResponse,
      GetLinkUniqDataApiArg
    >({
      query: (queryArg) => ({
        url: `/reports/get-link-uniq-data`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getBlockNumberHistory: build.query<
      GetBlockNumberHistoryApiResponse,
      GetBlockNumberHistoryApiArg
    >({
      query: (queryArg) => ({
        url: `/reports/get-block-number-history`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    removeNumberFromBlacklist: build.mutation<
      RemoveNumberFromBlacklistApiResponse,
      RemoveNumberFromBlacklistApiArg
    >({
      query: (queryArg) => ({
        url: `/reports/remove-number-from-blacklist`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    addNumberToBlacklist: build.mutation<
      AddNumberToBlacklistApiResponse,
      AddNumberToBlacklistApiArg
    >({
      query: (queryArg) => ({
        url: `/reports/add-number-to-blacklist`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    submitBlacklist: build.mutation<
      SubmitBlacklistApiResponse,
      SubmitBlacklistApiArg
    >({
      query: (queryArg) => ({
        url: `/reports/submit-blacklist`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    updateDateCampaign: build.mutation<
      UpdateDateCampaignApiResponse,
      UpdateDateCampaignApiArg
    >({
      query: (queryArg) => ({
        url: `/reports/update-date-campaign`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getShipmentStatistic: build.query<
      GetShipmentStatisticApiResponse,
      GetShipmentStatisticApiArg
    >({
      query: (queryArg) => ({
        url: `/reports/get-shipment-statistic`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getShipmentStatisticById: build.query<
      GetShipmentStatisticByIdApiResponse,
      GetShipmentStatisticByIdApiArg
    >({
      query: (queryArg) => ({
        url: `/reports/get-shipment-statistic/${queryArg.shipmentId}`,
      }),
    }),
    getCampaignStatistic: build.query<
      GetCampaignStatisticApiResponse,
      GetCampaignStatisticApiArg
    >({
      query: (queryArg) => ({
        url: `/reports/get-campaign-statistic`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getShipmentPercentage: build.query<
      GetShipmentPercentageApiResponse,
      GetShipmentPercentageApiArg
    >({
      query: (queryArg) => ({
        url: `/reports/get-shipment-percentage`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getOverseasBilling: build.query<
      GetOverseasBillingApiResponse,
      GetOverseasBillingApiArg
    >({
      query: (queryArg) => ({
        url: `/reports/get-overseas-billing`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getIncomingSms: build.query<
      GetIncomingSmsApiResponse,
      GetIncomingSmsApiArg
    >({
      query: (queryArg) => ({
        url: `/reports/get-incoming-sms`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getVoiceDuration: build.query<
      GetVoiceDurationApiResponse,
      GetVoiceDurationApiArg
    >({
      query: (queryArg) => ({
        url: `/reports/get-voice-duration`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    updateEmailAddress: build.mutation<
      UpdateEmailAddressApiResponse,
      UpdateEmailAddressApiArg
    >({
      query: (queryArg) => ({
        url: `/reports/update-email-address`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    exportVerifiedPhones: build.mutation<
      ExportVerifiedPhonesApiResponse,
      ExportVerifiedPhonesApiArg
    >({
      query: (queryArg) => ({
        url: `/reports/export-verified-phones`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    exportVerifiedPhonesExcel: build.mutation<
      ExportVerifiedPhonesExcelApiResponse,
      ExportVerifiedPhonesExcelApiArg
    >({
      query: (queryArg) => ({
        url: `/reports/export-verified-phones-excel`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    deleteInvoiceOrReceiptFile: build.mutation<
      DeleteInvoiceOrReceiptFileApiResponse,
      DeleteInvoiceOrReceiptFileApiArg
    >({
      query: (queryArg) => ({
        url: `/reports/delete-invoice-or-receipt-file`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    setNewMessagesBalance: build.mutation<
      SetNewMessagesBalanceApiResponse,
      SetNewMessagesBalanceApiArg
    >({
      query: (queryArg) => ({
        url: `/reports/set-new-messages-balance`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getInvoiceOrReceiptFile: build.query<
      GetInvoiceOrReceiptFileApiResponse,
      GetInvoiceOrReceiptFileApiArg
    >({
      query: (queryArg) => ({
        url: `/reports/${queryArg.nodePath}/${queryArg.invoiceId}`,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as reportsApi };
export type GetWaLogsApiResponse =
  /** status 200 The rows and how many match. */ Envelope & {
    data?: ReportsWaLogs;
  };
export type GetWaLogsApiArg = {
  /** The account's WhatsApp number. */
  source?: string;
  destination?: string;
  fromDate?: string;
  toDate?: string;
  /** The first row (0-based) of the slice. */
  low?: number;
  /** The row after the last one of the slice (at most 1000 rows per slice). */
  high?: number;
  /** One of the caller's users (administrators and primary users). */
  userId?: number;
  billed?: boolean;
  status?: "queued" | "sent" | "delivered" | "read" | "failed";
  /** Answer only the count of matching rows. */
  getCount?: boolean;
  campaignId?: number;
};
export type GetWaRequestCountApiResponse =
  /** status 200 The counts. */ Envelope & {
    data?: ReportsRequestCount;
  };
export type GetWaRequestCountApiArg = {
  body: ReportsWaLogFilters;
};
export type GetReportPageApiResponse =
  /** status 200 The outcome and the page of rows (empty unless status is 1). */ Envelope & {
    data?: StatusResult &
      ReportPage & {
        rows?: (
          | ReportRow
          | ReportsIncomingSmsRow
          | Shipment
          | BlacklistEntry
          | ReportsClickRow
          | Invoice
          | ReportsUsageRow
        )[];
      };
  };
export type GetReportPageApiArg = {
  routeName: ReportsRouteName;
  body: ReportsPageRequest;
};
export type CheckExistReportApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type CheckExistReportApiArg = {
  body: ReportsBigReportRequest;
};
export type GetSmsRequestCountApiResponse =
  /** status 200 The counts. */ Envelope & {
    data?: ReportsRequestCount;
  };
export type GetSmsRequestCountApiArg = {
  body: ReportsBigReportRequest;
};
export type SendBigSmsReportToMailApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type SendBigSmsReportToMailApiArg = {
  body: ReportsBigReportRequest & {
    /** Where to send it; the account's e-mail when absent. */
    email?: string;
  };
};
export type GetLinkUniqDataApiResponse =
  /** status 200 The click figures. */ Envelope & {
    data?: ReportsLinkUniqData;
  };
export type GetLinkUniqDataApiArg = {
  body: Paging & {
    campaignId: number;
    /** Only this recipient. */
    phone?: string;
    userId?: number;
  };
};
export type GetBlockNumberHistoryApiResponse =
  /** status 200 The number's blacklist state and history. */ Envelope & {
    data?: ReportsBlockNumberHistory;
  };
export type GetBlockNumberHistoryApiArg = {
  body: {
    phone: string;
    userId?: number;
  };
};
export type RemoveNumberFromBlacklistApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult & {
      removed?: number;
    };
  };
export type RemoveNumberFromBlacklistApiArg = {
  body: {
    /** BLACKLIST_IDs chosen in the blacklist report. */
    ids?: number[];
    phone?: string;
    userId?: number;
  };
};
export type AddNumberToBlacklistApiResponse =
  /** status 200 The outcome and the new entry. */ Envelope & {
    data?: StatusResult & {
      entry?: BlacklistEntry;
    };
  };
export type AddNumberToBlacklistApiArg = {
  body: {
    phone: string;
    userId?: number;
  };
};
export type SubmitBlacklistApiResponse =
  /** status 200 The outcome with the counts. */ Envelope & {
    data?: ReportsBlacklistSubmitResult;
  };
export type SubmitBlacklistApiArg = {
  body: {
    /** One number per row (first column). */
    file?: Blob;
    /** Pasted numbers, separated by new lines, commas or spaces. */
    numbers?: string;
    userId?: number;
  };
};
export type UpdateDateCampaignApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type UpdateDateCampaignApiArg = {
  body: {
    campaignId: number;
    /** The shipment of a reusable campaign; its next one when absent. */
    shipmentId?: number;
    /** DD/MM/YYYY HH:mm */
    sendDate: string;
    userId?: number;
  };
};
export type GetShipmentStatisticApiResponse =
  /** status 200 The shipment and its statistic. */ Envelope & {
    data?: ReportsShipmentStatistic;
  };
export type GetShipmentStatisticApiArg = {
  body: ReportsStatisticRequest;
};
export type GetShipmentStatisticByIdApiResponse =
  /** status 200 The shipment and its statistic. */ Envelope & {
    data?: ReportsShipmentStatistic;
  };
export type GetShipmentStatisticByIdApiArg = {
  shipmentId: number;
};
export type GetCampaignStatisticApiResponse =
  /** status 200 The campaign's statistic and its shipments. */ Envelope & {
    data?: ReportsCampaignStatistic;
  };
export type GetCampaignStatisticApiArg = {
  body: ReportsStatisticRequest & object;
};
export type GetShipmentPercentageApiResponse =
  /** status 200 The progress of each shipment the caller may see. */ Envelope & {
    data?: ReportsShipmentProgress[];
  };
export type GetShipmentPercentageApiArg = {
  body: {
    shipmentIds: number[];
    userId?: number;
  };
};
export type GetOverseasBillingApiResponse =
  /** status 200 The rows and totals. */ Envelope & {
    data?: ReportsOverseasBilling;
  };
export type GetOverseasBillingApiArg = {
  body: DateRange & {
    userId?: number;
    month?: number;
    year?: number;
  };
};
export type GetIncomingSmsApiResponse =
  /** status 200 A page of incoming messages. */ Envelope & {
    data?: ReportPage & {
      rows?: ReportsIncomingSmsRow[];
    };
  };
export type GetIncomingSmsApiArg = {
  body: Paging &
    DateRange & {
      campaignId?: number;
      shipmentId?: number;
      /** The account number that received them. */
      destination?: string;
      phone?: string;
      userId?: number;
    };
};
export type GetVoiceDurationApiResponse =
  /** status 200 The listening figures. */ Envelope & {
    data?: ReportsVoiceDuration;
  };
export type GetVoiceDurationApiArg = {
  body: ReportsStatisticRequest;
};
export type UpdateEmailAddressApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type UpdateEmailAddressApiArg = {
  body: {
    email: string;
    userId?: number;
  };
};
export type ExportVerifiedPhonesApiResponse =
  /** status 200 The CSV file (UTF-8 with a byte-order mark). */ Blob;
export type ExportVerifiedPhonesApiArg = {
  body: ReportsStatisticRequest;
};
export type ExportVerifiedPhonesExcelApiResponse =
  /** status 200 The Excel file. */ Blob;
export type ExportVerifiedPhonesExcelApiArg = {
  body: ReportsStatisticRequest;
};
export type DeleteInvoiceOrReceiptFileApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type DeleteInvoiceOrReceiptFileApiArg = {
  body: {
    invoiceId: number;
    type: "invoice" | "receipt";
  };
};
export type SetNewMessagesBalanceApiResponse =
  /** status 200 The outcome and both balances after it. */ Envelope & {
    data?: StatusResult & {
      balanceCredits?: BalanceCredits;
      adminBalanceCredits?: BalanceCredits;
    };
  };
export type SetNewMessagesBalanceApiArg = {
  body: {
    userId: number;
    /** 445 sms, 446 overseas_sms, 500 voice. */
    service: 445 | 446 | 500;
    /** The new balance (whole credits, 0 or more). */
    amount: number;
  };
};
export type GetInvoiceOrReceiptFileApiResponse =
  /** status 200 The document. */ Blob;
export type GetInvoiceOrReceiptFileApiArg = {
  nodePath: "invoice" | "receipt";
  invoiceId: number;
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
export type ReportsWaLogRow = {
  id?: number;
  campaignId?: number;
  source?: string;
  destination?: string;
  direction?: "outgoing" | "incoming";
  /** text, template, image, document ... */
  type?: string;
  body?: string;
  template?: string;
  status?: "queued" | "sent" | "delivered" | "read" | "failed";
  /** Rejection reason 1 to 9 (section 8) when failed. */
  rejection?: number;
  billed?: boolean;
  date?: string;
  userId?: number;
};
export type ReportsWaLogs = {
  rows?: ReportsWaLogRow[];
  /** All the rows that match; alone when getCount is true. */
  count?: number;
};
export type ReportsRequestCount = {
  total?: number;
  /** Message parts (text messages). */
  parts?: number;
  credits?: number;
  /** Count per status (DeliveryStatus for text and voice, WhatsApp status for WhatsApp). */
  byStatus?: {
    [key: string]: number;
  };
  /** The report is too large for the page; offer sending it by e-mail. */
  tooLargeToShow?: boolean;
};
export type ReportsWaLogFilters = {
  userId?: number;
  source?: string;
  destination?: string;
  fromDate?: string;
  toDate?: string;
  billed?: boolean;
  status?: "queued" | "sent" | "delivered" | "read" | "failed";
  campaignId?: number;
};
export type StatusResult = {
  status: number;
  message?: string;
};
export type PageInfo = {
  total: number;
  page: number;
  pageSize: number;
};
export type ReportPage = {
  rows: {
    [key: string]: unknown;
  }[];
  pageInfo: PageInfo;
  totals?: {
    [key: string]: number;
  };
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
export type ReportRow = {
  id?: number;
  status?: DeliveryStatus;
  parts?: number;
  operator?: string;
  sender?: string;
  destination?: string;
  message?: string;
  campaignId?: number;
  campaignName?: string;
  sentOn?: string;
  deliveredOn?: string;
  credits?: number;
};
export type ReportsIncomingSmsRow = {
  id?: number;
  /** Who sent it. */
  phone?: string;
  /** The account number that received it. */
  destination?: string;
  message?: string;
  receivedOn?: string;
  /** The campaign it answers, when known. */
  campaignId?: number;
  campaignName?: string;
  /** The reply asked to be removed (unsubscribe by message). */
  isUnsubscribe?: boolean;
};
export type CampaignStatus =
  "draft" | "waiting" | "future" | "sending" | "sent";
export type Shipment = {
  ID?: number;
  SHIPMENT_NAME?: string;
  MESSAGE?: string;
  CAMPAIGN_ID?: number;
  STARTED_ON_DATE?: string;
  ENDED_ON_DATE?: string;
  expiry_date?: string;
  status?: CampaignStatus;
  recipients?: number;
  credits?: number;
  /** When it is (or was) due to go, DD/MM/YYYY HH:mm; a repeating campaign's next run. */
  sendDate?: string;
  /** A repeating or birthday campaign (future report): rescheduling moves its next run. */
  isRepeating?: boolean;
  /** Waiting report: held for permission to send, stopped by an administrator, postponed to the permitted sending hours, or due and about to go. */
  waitingReason?: "held" | "stopped" | "outsideHours" | "due";
  /** Waiting report, a due send: the ID of the send of the same account it goes after. An account's campaigns are sent one after another (accounts take turns), so a send due while another of its account is being sent waits for it. */
  waitingFor?: number;
};
export type BlacklistHistoryEntry = {
  action?: "added" | "removed";
  source?: string;
  user?: string;
  date?: string;
};
export type BlacklistEntry = {
  BLACKLIST_ID?: number;
  PHONE?: string;
  /** How it was added: user, remove page, reply, link, upload, admin. */
  source?: string;
  user?: string;
  createdOn?: string;
  history?: BlacklistHistoryEntry[];
};
export type ReportsClickRow = {
  campaignId?: number;
  campaignName?: string;
  sentOn?: string;
  recipients?: number;
  clicks?: number;
  uniqueClicks?: number;
  /** For GET download/clicks-report. */
  hash?: string;
  /** The type to ask GET download/clicks-report for with this hash: a personal link's when the campaign has one (who clicked), else general (clicks per day). */
  linkType?: "personalLink" | "personalImage" | "general";
};
export type Invoice = {
  id?: number;
  period?: string;
  type?: "invoice" | "receipt";
  paymentDate?: string;
  status?: string;
  amount?: number;
  fileName?: string;
};
export type ReportsUsageRow = {
  userId?: number;
  username?: string;
  name?: string;
  month?: number;
  year?: number;
  sms?: number;
  smsParts?: number;
  overseasSms?: number;
  voice?: number;
  whatsapp?: number;
  credits?: number;
};
export type ReportsRouteName =
  | "sms-report"
  | "voice-report"
  | "incoming-sms-report"
  | "shipments-report"
  | "future-shipments-report"
  | "waiting-shipments-report"
  | "blacklist-report"
  | "click-report"
  | "invoices-report"
  | "users-usage-report";
export type Paging = {
  page?: number;
  pageSize?: number;
  sortField?: string;
  sortOrder?: "asc" | "desc";
};
export type DateRange = {
  /** DD/MM/YYYY or ISO date */
  fromDate?: string;
  /** DD/MM/YYYY or ISO date */
  toDate?: string;
};
export type MessageType = "text" | "voice" | "whatsapp";
export type ReportsFilters = {
  /** An administrator's (or primary user's) sub-user whose report to read; absent means the caller's own account. */
  userId?: number;
  campaignId?: number;
  /** A DeliveryStatus for message reports, or `failed`: every final status that is not delivered (notDelivered, blocked, kosherNumber, blockedOnRequest, blockedByOperator, outOfCoverage, adsBlocked); a CampaignStatus for shipment reports. */
  status?: string;
  /** A recipient number or part of one (digits). Searching by number covers 45 days by default. */
  phone?: string;
  /** Source name or sender number. */
  sender?: string;
  /** users-usage-report and invoices-report. */
  month?: number;
  year?: number;
  service?: MessageType;
};
export type ReportsPageRequest = Paging & DateRange & ReportsFilters;
export type ReportsBigReportRequest = DateRange &
  ReportsFilters & {
    reportName: ReportsRouteName;
  };
export type ReportsLinkStats = {
  hash?: string;
  url?: string;
  shortUrl?: string;
  clicks?: number;
  uniqueClicks?: number;
};
export type ReportsLinkClickRecipient = {
  phone?: string;
  clicks?: number;
  firstClickOn?: string;
  lastClickOn?: string;
  userAgent?: string;
};
export type StatisticPoint = {
  time?: string;
  delivered?: number;
  notDelivered?: number;
  pending?: number;
  clicks?: number;
  replies?: number;
};
export type ReportsLinkUniqData = {
  campaignId?: number;
  /** Recipients who received a link. */
  recipients?: number;
  clicks?: number;
  /** Recipients who clicked at least once. */
  uniqueClicks?: number;
  botClicks?: number;
  previewClicks?: number;
  links?: ReportsLinkStats[];
  clickers?: ReportsLinkClickRecipient[];
  /** Clicks per hour or day, for the chart. */
  overTime?: StatisticPoint[];
  pageInfo?: PageInfo;
};
export type ReportsBlockNumberHistory = {
  phone?: string;
  isBlacklisted?: boolean;
  entry?: BlacklistEntry;
  history?: BlacklistHistoryEntry[];
};
export type ReportsBlacklistSubmitResult = StatusResult & {
  /** Numbers read from the file or the pasted text. */
  submitted?: number;
  added?: number;
  /** Already in the blacklist. */
  existing?: number;
  invalid?: number;
  /** The first invalid numbers, to show the user. */
  invalidPhones?: string[];
};
export type Statistic = {
  total?: number;
  delivered?: number;
  notDelivered?: number;
  pending?: number;
  blocked?: number;
  clicks?: number;
  replies?: number;
  credits?: number;
  byStatus?: {
    [key: string]: number;
  };
  overTime?: StatisticPoint[];
};
export type ReportsShipmentStatistic = {
  shipment?: Shipment;
  statistic?: Statistic;
};
export type ReportsStatisticRequest = {
  shipmentId?: number;
  campaignId?: number;
  userId?: number;
  fromDate?: string;
  toDate?: string;
};
export type ReportsCampaignStatistic = {
  campaignId?: number;
  campaignName?: string;
  messageType?: MessageType;
  statistic?: Statistic;
  shipments?: ReportsShipmentStatistic[];
};
export type ReportsShipmentProgress = {
  shipmentId?: number;
  status?: CampaignStatus;
  total?: number;
  sent?: number;
  percentage?: number;
};
export type ReportsOverseasBillingRow = {
  country?: string;
  prefix?: string;
  operator?: string;
  messages?: number;
  parts?: number;
  rate?: number;
  amount?: number;
};
export type ReportsOverseasBilling = {
  rows?: ReportsOverseasBillingRow[];
  totalMessages?: number;
  totalParts?: number;
  totalAmount?: number;
};
export type ReportsVoiceDurationBucket = {
  fromSeconds?: number;
  toSeconds?: number;
  calls?: number;
};
export type ReportsVoiceDuration = {
  calls?: number;
  answered?: number;
  notAnswered?: number;
  totalSeconds?: number;
  averageSeconds?: number;
  /** Length of the recorded or synthesized message. */
  messageSeconds?: number;
  billedMinutes?: number;
  /** Calls per listening-time range, for the chart. */
  buckets?: ReportsVoiceDurationBucket[];
};
export const {
  useGetWaLogsQuery,
  useLazyGetWaLogsQuery,
  useGetWaRequestCountQuery,
  useLazyGetWaRequestCountQuery,
  useGetReportPageQuery,
  useLazyGetReportPageQuery,
  useCheckExistReportQuery,
  useLazyCheckExistReportQuery,
  useGetSmsRequestCountQuery,
  useLazyGetSmsRequestCountQuery,
  useSendBigSmsReportToMailMutation,
  useGetLinkUniqDataQuery,
  useLazyGetLinkUniqDataQuery,
  useGetBlockNumberHistoryQuery,
  useLazyGetBlockNumberHistoryQuery,
  useRemoveNumberFromBlacklistMutation,
  useAddNumberToBlacklistMutation,
  useSubmitBlacklistMutation,
  useUpdateDateCampaignMutation,
  useGetShipmentStatisticQuery,
  useLazyGetShipmentStatisticQuery,
  useGetShipmentStatisticByIdQuery,
  useLazyGetShipmentStatisticByIdQuery,
  useGetCampaignStatisticQuery,
  useLazyGetCampaignStatisticQuery,
  useGetShipmentPercentageQuery,
  useLazyGetShipmentPercentageQuery,
  useGetOverseasBillingQuery,
  useLazyGetOverseasBillingQuery,
  useGetIncomingSmsQuery,
  useLazyGetIncomingSmsQuery,
  useGetVoiceDurationQuery,
  useLazyGetVoiceDurationQuery,
  useUpdateEmailAddressMutation,
  useExportVerifiedPhonesMutation,
  useExportVerifiedPhonesExcelMutation,
  useDeleteInvoiceOrReceiptFileMutation,
  useSetNewMessagesBalanceMutation,
  useGetInvoiceOrReceiptFileQuery,
  useLazyGetInvoiceOrReceiptFileQuery,
} = injectedRtkApi;
