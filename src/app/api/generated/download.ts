import { baseApi as api } from "../baseApi";
import type {
  DownloadContactListApiResponse,
  DownloadContactListApiArg,
  DownloadClicksReportApiResponse,
  DownloadClicksReportApiArg,
  DownloadVoiceFileApiResponse,
  DownloadVoiceFileApiArg,
  DownloadWhatsappMediaApiResponse,
  DownloadWhatsappMediaApiArg,
  DownloadReportApiResponse,
  DownloadReportApiArg,
  PersonName,
  BalanceItem,
  BalanceCredits,
  AllowedHours,
  User,
  WhatsAppNotification,
  Notification,
  Envelope,
  DeliveryStatus,
} from "../../../contract/download";
export type * from "../../../contract/download";
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
    downloadVoiceFile: build.query<
      DownloadVoiceFileApiResponse,
      DownloadVoiceFileApiArg
    >({
      query: (queryArg) => ({
        url: `/download/voice-file`,
        params: {
          hash: queryArg.hash,
        },
      }),
    }),
    downloadWhatsappMedia: build.query<
      DownloadWhatsappMediaApiResponse,
      DownloadWhatsappMediaApiArg
    >({
      query: (queryArg) => ({
        url: `/download/whatsapp-media`,
        params: {
          hash: queryArg.hash,
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
export const {
  useDownloadContactListQuery,
  useLazyDownloadContactListQuery,
  useDownloadClicksReportQuery,
  useLazyDownloadClicksReportQuery,
  useDownloadVoiceFileQuery,
  useLazyDownloadVoiceFileQuery,
  useDownloadWhatsappMediaQuery,
  useLazyDownloadWhatsappMediaQuery,
  useDownloadReportQuery,
  useLazyDownloadReportQuery,
} = injectedRtkApi;
