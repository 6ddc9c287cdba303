/** What the invoices page asks for and how it reads the answer. */
import type { GetReportPageApiResponse, Invoice } from '../../../api/generated/reports';
import { GetReportPage } from '../../../../contract/statusCodes';

export const invoicesRouteName = 'invoices-report' as const;

/** The invoices-report route answers Invoice rows (contract); the generated type is every report's union. */
export const invoiceRowsOf = (answer: GetReportPageApiResponse | undefined): Invoice[] =>
  (answer?.data?.status === GetReportPage.ready ? answer.data.rows ?? [] : []) as Invoice[];

/** The file's name when the server does not give one. */
export const invoiceFileName = (invoice: Invoice): string => invoice.fileName ?? `${invoice.type ?? 'invoice'}-${invoice.id ?? ''}.pdf`;
