/** Invoices and report answers for the page's tests. */
import type { GetReportPageApiResponse, Invoice } from '../../../api/generated/reports';
import { GetReportPage } from '../../../../contract/statusCodes';

export const invoices: Invoice[] = [
  { id: 11, period: '01/2025', type: 'invoice', paymentDate: '2025-02-01T09:30:00', status: 'Paid', amount: 1234.5, fileName: 'invoice-11.pdf' },
  { id: 12, period: '01/2025', type: 'receipt', paymentDate: '02/02/2025 10:00', status: 'Issued', amount: 250000 },
];

export const invoicesAnswer = (rows: Invoice[], page = 1, total = rows.length): GetReportPageApiResponse => ({
  data: { status: GetReportPage.ready, rows, pageInfo: { total, page, pageSize: 50 } },
});
