/**
 * The export of the numbers support verified: the generated endpoints, answering the file the
 * server writes (ui/fileEndpoint).
 */
import { reportsApi, type ExportVerifiedPhonesApiArg } from '../../../api/generated/reports';
import { fileEndpoint } from '../../../ui/fileEndpoint';

export const verifiedPhonesApi = reportsApi.enhanceEndpoints({
  endpoints: {
    exportVerifiedPhones: fileEndpoint<ExportVerifiedPhonesApiArg>('/reports/export-verified-phones'),
    exportVerifiedPhonesExcel: fileEndpoint<ExportVerifiedPhonesApiArg>('/reports/export-verified-phones-excel'),
  },
});

export const { useLazyExportVerifiedPhonesQuery, useLazyExportVerifiedPhonesExcelQuery } = verifiedPhonesApi;
