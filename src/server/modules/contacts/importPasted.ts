/**
 * addPastedNumberToList: pasted lines (a phone, up to 6 fields, an e-mail) into a list of the
 * account. Bad rows come back with their reason; numbers already in the list are merged.
 * Everything good is saved in one transaction.
 */
import type { AddPastedNumberToListApiArg, AddPastedNumberToListApiResponse } from '../../../contract/contacts';
import { accountOf } from '../../http/account';
import type { Handler } from '../../http/handler';
import { checkContactRow, FailedRows } from './importRows';
import { ContactBatchWriter, importListOf, setHeadersIfNone } from './importStore';
import { recount } from './lists';
import { AddPastedNumberToList } from '../../../contract/statusCodes';


export const addPastedNumberToList: Handler<AddPastedNumberToListApiArg> = async ({ body }, ctx): Promise<AddPastedNumberToListApiResponse> => {
  const account = accountOf(ctx.user!);
  const list = await importListOf(ctx.db, account, body.contactListId);
  const today = new Date(ctx.now());
  const failed = new FailedRows();
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const writer = new ContactBatchWriter(trx, list.id, 'paste', ctx.now());
    for (const [index, row] of body.rows.entries()) {
      const raw = { phone: row.phone, fields: row.fields ?? [], email: row.email };
      // A wholly empty line is a slip of the paste, not a failed row.
      if (!raw.phone.trim() && !raw.fields.some((f) => f.trim())) continue;
      const checked = checkContactRow(raw, today);
      if (checked.ok) await writer.add(checked.contact);
      else failed.add(index + 1, raw, checked.reason);
    }
    await writer.flush();
    if (writer.saved > 0) {
      await setHeadersIfNone(trx, list, body.headers);
      await recount(trx, [list.id]);
    }
    return { saved: writer.saved, duplicates: writer.duplicates };
  });
  // Nothing new saved: either every good number was already there, or there was none.
  const status =
    outcome.saved === 0
      ? outcome.duplicates > 0
        ? AddPastedNumberToList.allInList
        : AddPastedNumberToList.allInvalid
      : failed.count > 0
        ? AddPastedNumberToList.partlySaved
        : AddPastedNumberToList.saved;
  return {
    data: { status, contactListId: list.id, saved: outcome.saved, duplicates: outcome.duplicates, failed: failed.count, failedRows: failed.rows },
  };
};
