/**
 * An invoice's or receipt's document: GET reports/{invoice|receipt}/{invoiceId} serves it,
 * reports/delete-invoice-or-receipt-file deletes it (the record stays in the report, without
 * its file). Both for administrators over the invoices they may read; any other is 404.
 */
import type { DeleteInvoiceOrReceiptFileApiArg, DeleteInvoiceOrReceiptFileApiResponse, GetInvoiceOrReceiptFileApiArg } from '../../../../contract/reports';
import { notFound } from '../../../http/envelope';
import type { Handler } from '../../../http/handler';
import { attachmentHeader } from '../../contacts/download';
import { invoiceInScope } from './scope';
import { DeleteInvoiceOrReceiptFile } from '../../../../contract/statusCodes';

export const getInvoiceOrReceiptFile: Handler<GetInvoiceOrReceiptFileApiArg> = async ({ nodePath, invoiceId }, ctx) => {
  const row = await invoiceInScope(ctx, invoiceId, nodePath);
  if (row.document === null) throw notFound();
  // inline: the browser shows the page, from which it prints or saves a PDF.
  ctx.reply.header('Content-Disposition', attachmentHeader(row.file_name).replace(/^attachment/, 'inline')).type('text/html; charset=utf-8').send(row.document);
};

export const deleteInvoiceOrReceiptFile: Handler<DeleteInvoiceOrReceiptFileApiArg> = async ({ body }, ctx): Promise<DeleteInvoiceOrReceiptFileApiResponse> => {
  const row = await invoiceInScope(ctx, body.invoiceId, body.type);
  if (row.document === null) return { data: { status: DeleteInvoiceOrReceiptFile.deleteError } };
  const done = await ctx.db.updateTable('invoices').set({ document: null, file_deleted_at: ctx.now() }).where('id', '=', row.id).where('document', 'is not', null).executeTakeFirst();
  return { data: { status: Number(done.numUpdatedRows) === 1 ? DeleteInvoiceOrReceiptFile.fileDeleted : DeleteInvoiceOrReceiptFile.deleteError } };
};
