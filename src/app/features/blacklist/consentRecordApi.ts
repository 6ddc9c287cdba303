/** The consent record's export: the generated endpoints, answering the file the server writes (ui/fileEndpoint). */
import { reportsApi, type ExportConsentRecordApiArg } from '../../api/generated/reports';
import { fileEndpoint } from '../../ui/fileEndpoint';

export const consentRecordApi = reportsApi.enhanceEndpoints({
  endpoints: {
    exportConsentRecord: fileEndpoint<ExportConsentRecordApiArg>('/reports/export-consent-record'),
    exportConsentRecordExcel: fileEndpoint<ExportConsentRecordApiArg>('/reports/export-consent-record-excel'),
  },
});

export const { useLazyExportConsentRecordQuery, useLazyExportConsentRecordExcelQuery } = consentRecordApi;
