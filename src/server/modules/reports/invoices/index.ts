/** The invoices report's documents (its table is reports/invoices-report, in reportPage.ts). */
import type { HandlerMap } from '../../../http/handler';
import { deleteInvoiceOrReceiptFile, getInvoiceOrReceiptFile } from './files';

export const invoiceHandlers: HandlerMap = { getInvoiceOrReceiptFile, deleteInvoiceOrReceiptFile } as HandlerMap;
