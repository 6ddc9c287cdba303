/**
 * createListFromExcel: an xlsx or CSV file into a new list (contactListId -1) or one of the
 * account's lists, by the user's column mapping. The checks that refuse a file come before
 * any write; the rows go in one transaction, so the import completes or leaves no list behind.
 */
import type { CreateListFromExcelApiResponse } from '../../../contract/contacts';
import { listNameProblem } from '../../../domain/contactFields';
import { accountOf } from '../../http/account';
import { HttpError } from '../../http/envelope';
import type { Handler } from '../../http/handler';
import { mappingProblem, parseMapping, rawRowOf, titlesOf } from './importMapping';
import { checkContactRow, FailedRows } from './importRows';
import { trackImport } from './importProgress';
import { ContactBatchWriter, createImportList, importListOf, listNameTaken, setHeadersIfNone, type ImportList } from './importStore';
import { intField, openUploadedSheet, readUpload } from './importUpload';
import { recount } from './lists';
import { CreateListFromExcel } from '../../../contract/statusCodes';


type Answer = CreateListFromExcelApiResponse;
const status = (code: number): Answer => ({ data: { status: code } });

/** Thrown inside the transaction to undo it when not one row could be saved. */
class NothingSaved extends Error {}

export const createListFromExcel: Handler = async (_arg, ctx): Promise<Answer> => {
  const user = ctx.user!;
  const account = accountOf(user);
  const { fields, file } = await readUpload(ctx.request);
  const mapping = parseMapping(fields.mapping);
  const problem = mappingProblem(mapping);
  if (problem) return status(problem === 'noMobile' ? CreateListFromExcel.noMobileColumn : CreateListFromExcel.columnTwice);
  const listId = intField(fields, 'contactListId');
  if (listId === undefined) throw new HttpError(400, 'errors.generic.badRequest', { field: 'body.contactListId' });
  const name = fields.name?.trim() ?? '';
  const existing = listId === -1 ? null : await importListOf(ctx.db, account, listId);
  if (!existing) {
    const nameProblem = listNameProblem(name);
    if (nameProblem) throw new HttpError(400, nameProblem, { field: 'body.name' });
    if (await listNameTaken(ctx.db, account, name)) return status(CreateListFromExcel.nameExists);
  }
  if (!file || file.data.length === 0) return status(CreateListFromExcel.uploadFailed);
  const progress = await trackImport(ctx.db, account, fields.importKey, ctx.now);
  let readShare = 0;
  const sheet = openUploadedSheet(file, intField(fields, 'sheet') ?? 0, (fraction) => (readShare = fraction));
  if (!sheet) {
    await progress.done();
    return status(CreateListFromExcel.unsupportedType);
  }

  const today = new Date(ctx.now());
  const failed = new FailedRows();
  try {
    const outcome = await ctx.db.transaction().execute(async (trx): Promise<{ listId: number; saved: number; duplicates: number }> => {
      let list: ImportList | null = existing;
      let writer: ContactBatchWriter | null = null;
      let rowNumber = 0;
      let titles: string[] | null = null;
      for await (const batch of sheet.rows) {
        for (const values of batch) {
          rowNumber += 1;
          if (rowNumber === 1 && mapping.hasHeaderRow !== false) {
            titles = titlesOf(values, mapping);
            continue;
          }
          const raw = rawRowOf(values, mapping);
          if (!raw.phone.trim() && !raw.fields.some((f) => f.trim())) continue;
          const checked = checkContactRow(raw, today);
          if (!checked.ok) {
            failed.add(rowNumber, raw, checked.reason);
            continue;
          }
          // The new list is made with the first good row, inside the same transaction.
          list ??= { id: await createImportList(trx, { account, userId: user.userId, name, headers: [], now: ctx.now() }), name, headers: [] };
          writer ??= new ContactBatchWriter(trx, list.id, 'file', ctx.now());
          await writer.add(checked.contact);
        }
        await progress.read(readShare, rowNumber);
      }
      await writer?.flush();
      await progress.saving();
      if (!list || !writer || writer.saved + writer.duplicates === 0) throw new NothingSaved();
      await setHeadersIfNone(trx, list, mapping.headers ?? titles ?? undefined);
      await recount(trx, [list.id]);
      return { listId: list.id, saved: writer.saved, duplicates: writer.duplicates };
    });
    await progress.done();
    return {
      data: {
        status: failed.count > 0 ? CreateListFromExcel.partlySaved : CreateListFromExcel.saved,
        contactListId: outcome.listId,
        saved: outcome.saved,
        duplicates: outcome.duplicates,
        failed: failed.count,
        failedRows: failed.rows,
      },
    };
  } catch (error) {
    await progress.done();
    if (error instanceof NothingSaved) return { data: { status: CreateListFromExcel.allInvalid, saved: 0, duplicates: 0, failed: failed.count, failedRows: failed.rows } };
    if (error instanceof HttpError) throw error;
    // A file that cannot be read (a broken zip, say) is an upload that failed; the log keeps why.
    ctx.request.log.warn({ err: error }, 'contact import failed');
    return status(CreateListFromExcel.uploadFailed);
  }
};
