/**
 * The export of the numbers support verified: the generated endpoints, answering the file the
 * server writes. It comes as a Blob when the call succeeds; a refusal (JSON) still reaches the
 * base query's handling as any other call's. A file is not kept once saved.
 */
import { reportsApi, type ExportVerifiedPhonesApiArg } from '../../../api/generated/reports';

const asFile = (url: string) => ({
  query: ({ userId, fromDate, toDate }: ExportVerifiedPhonesApiArg) => ({
    url,
    params: { userId, fromDate, toDate },
    responseHandler: (response: Response) => (response.ok ? response.blob() : response.json()),
  }),
  keepUnusedDataFor: 0,
});

export const verifiedPhonesApi = reportsApi.enhanceEndpoints({
  endpoints: {
    exportVerifiedPhones: asFile('/reports/export-verified-phones'),
    exportVerifiedPhonesExcel: asFile('/reports/export-verified-phones-excel'),
  },
});

export const { useLazyExportVerifiedPhonesQuery, useLazyExportVerifiedPhonesExcelQuery } = verifiedPhonesApi;
