import { baseApi as api } from "../baseApi";
import type {
  GetWaLogsApiResponse,
  GetWaLogsApiArg,
  GetWaRequestCountApiResponse,
  GetWaRequestCountApiArg,
  GetReportPageApiResponse,
  GetReportPageApiArg,
  CheckExistReportApiResponse,
  CheckExistReportApiArg,
  GetSmsRequestCountApiResponse,
  GetSmsRequestCountApiArg,
  SendBigSmsReportToMailApiResponse,
  SendBigSmsReportToMailApiArg,
  GetLinkUniqDataApiResponse,
  GetLinkUniqDataApiArg,
  GetBlockNumberHistoryApiResponse,
  GetBlockNumberHistoryApiArg,
  RemoveNumberFromBlacklistApiResponse,
  RemoveNumberFromBlacklistApiArg,
  AddNumberToBlacklistApiResponse,
  AddNumberToBlacklistApiArg,
  SubmitBlacklistApiResponse,
  SubmitBlacklistApiArg,
  UpdateDateCampaignApiResponse,
  UpdateDateCampaignApiArg,
  GetShipmentStatisticApiResponse,
  GetShipmentStatisticApiArg,
  GetShipmentStatisticByIdApiResponse,
  GetShipmentStatisticByIdApiArg,
  GetCampaignStatisticApiResponse,
  GetCampaignStatisticApiArg,
  GetShipmentPercentageApiResponse,
  GetShipmentPercentageApiArg,
  GetOverseasBillingApiResponse,
  GetOverseasBillingApiArg,
  GetIncomingSmsApiResponse,
  GetIncomingSmsApiArg,
  GetVoiceDurationApiResponse,
  GetVoiceDurationApiArg,
  UpdateEmailAddressApiResponse,
  UpdateEmailAddressApiArg,
  ExportConsentRecordApiResponse,
  ExportConsentRecordApiArg,
  ExportConsentRecordExcelApiResponse,
  ExportConsentRecordExcelApiArg,
  ExportVerifiedPhonesApiResponse,
  ExportVerifiedPhonesApiArg,
  ExportVerifiedPhonesExcelApiResponse,
  ExportVerifiedPhonesExcelApiArg,
  DeleteInvoiceOrReceiptFileApiResponse,
  DeleteInvoiceOrReceiptFileApiArg,
  SetNewMessagesBalanceApiResponse,
  SetNewMessagesBalanceApiArg,
  GetInvoiceOrReceiptFileApiResponse,
  GetInvoiceOrReceiptFileApiArg,
  PersonName,
  BalanceItem,
  BalanceCredits,
  AllowedHours,
  User,
  WhatsAppNotification,
  Notification,
  Envelope,
  ReportsWaLogRow,
  ReportsWaLogs,
  ReportsRequestCount,
  ReportsWaLogFilters,
  StatusResult,
  PageInfo,
  ReportPage,
  DeliveryStatus,
  CallStatus,
  ReportRow,
  ReportsIncomingSmsRow,
  CampaignStatus,
  Shipment,
  BlacklistHistoryEntry,
  BlacklistEntry,
  ReportsClickRow,
  Invoice,
  ReportsUsageRow,
  ReportsRouteName,
  Paging,
  DateRange,
  MessageType,
  ReportsFilters,
  ReportsPageRequest,
  ReportsBigReportRequest,
  ReportsLinkStats,
  ReportsLinkClickRecipient,
  StatisticPoint,
  ReportsLinkUniqData,
  ReportsBlockNumberHistory,
  ReportsBlacklistSubmitResult,
  Statistic,
  ReportsAbVariant,
  ReportsAbTest,
  ReportsShipmentStatistic,
  ReportsStatisticRequest,
  ReportsCampaignStatistic,
  ReportsShipmentProgress,
  ReportsOverseasBillingRow,
  ReportsOverseasBilling,
  ReportsVoiceDurationBucket,
  ReportsVoiceDurationPoint,
  ReportsVoiceDuration,
} from "../../../contract/reports";
export type * from "../../../contract/reports";
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
    exportConsentRecord: build.query<
      ExportConsentRecordApiResponse,
      ExportConsentRecordApiArg
    >({
      query: (queryArg) => ({
        url: `/reports/export-consent-record`,
        params: {
          userId: queryArg.userId,
          language: queryArg.language,
        },
      }),
    }),
    exportConsentRecordExcel: build.query<
      ExportConsentRecordExcelApiResponse,
      ExportConsentRecordExcelApiArg
    >({
      query: (queryArg) => ({
        url: `/reports/export-consent-record-excel`,
        params: {
          userId: queryArg.userId,
          language: queryArg.language,
        },
      }),
    }),
    exportVerifiedPhones: build.query<
      ExportVerifiedPhonesApiResponse,
      ExportVerifiedPhonesApiArg
    >({
      query: (queryArg) => ({
        url: `/reports/export-verified-phones`,
        params: {
          userId: queryArg.userId,
          fromDate: queryArg.fromDate,
          toDate: queryArg.toDate,
        },
      }),
    }),
    exportVerifiedPhonesExcel: build.query<
      ExportVerifiedPhonesExcelApiResponse,
      ExportVerifiedPhonesExcelApiArg
    >({
      query: (queryArg) => ({
        url: `/reports/export-verified-phones-excel`,
        params: {
          userId: queryArg.userId,
          fromDate: queryArg.fromDate,
          toDate: queryArg.toDate,
        },
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
  useExportConsentRecordQuery,
  useLazyExportConsentRecordQuery,
  useExportConsentRecordExcelQuery,
  useLazyExportConsentRecordExcelQuery,
  useExportVerifiedPhonesQuery,
  useLazyExportVerifiedPhonesQuery,
  useExportVerifiedPhonesExcelQuery,
  useLazyExportVerifiedPhonesExcelQuery,
  useDeleteInvoiceOrReceiptFileMutation,
  useSetNewMessagesBalanceMutation,
  useGetInvoiceOrReceiptFileQuery,
  useLazyGetInvoiceOrReceiptFileQuery,
} = injectedRtkApi;
