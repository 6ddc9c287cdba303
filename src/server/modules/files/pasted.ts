/**
 * uploadPastedNumbers: rows pasted in the campaign composer become one destination
 * (upl_contacts) of the account, checked by the same row rules as pasting into a list.
 * The same paste again is the same file (its content hash), checked and written afresh.
 */
import type { UploadPastedNumbersApiArg, UploadPastedNumbersApiResponse } from '../../../contract/files';
import { formatDateTime } from '../../../domain/contactFields';
import { accountOf } from '../../http/account';
import type { Handler } from '../../http/handler';
import { checkedAnswer, NothingSaved, nothingSavedAnswer, RecipientIntake } from './intake';
import { contentHash, deleteFileRows, findFile, insertFile } from './store';
import { UploadPastedNumbers } from '../../../contract/statusCodes';


export const uploadPastedNumbers: Handler<UploadPastedNumbersApiArg> = async ({ body }, ctx): Promise<UploadPastedNumbersApiResponse> => {
  const user = ctx.user!;
  const account = accountOf(user);
  const headers = body.headers ?? [];
  const hash = contentHash(JSON.stringify({ rows: body.rows, headers }));
  const now = ctx.now();
  // The intake outlives the undone transaction: its failed rows are the answer then.
  const seen: { intake?: RecipientIntake } = {};
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      let file = await findFile(trx, account, hash);
      if (file) await deleteFileRows(trx, file.id);
      // The name is the paste's time: the composer labels the destination by its type.
      file ??= await insertFile(trx, { account, userId: user.userId, hash, name: formatDateTime(now), kind: 'pasted', status: 'uploaded', campaignId: body.campaignId, size: 0, headers, now });
      const rows = new RecipientIntake(trx, file.id, new Date(now));
      seen.intake = rows;
      for (const [index, row] of body.rows.entries()) await rows.offer(index + 1, { phone: row.phone, fields: row.fields ?? [], email: row.email });
      const checked = await rows.finish(trx, file, { headers, mapping: null, campaignId: body.campaignId, now });
      return { data: checkedAnswer(checked, rows.failed, 'upl_contacts', { whole: UploadPastedNumbers.uploaded, partly: UploadPastedNumbers.partlyUploaded }) };
    });
  } catch (error) {
    if (error instanceof NothingSaved && seen.intake) return { data: nothingSavedAnswer(UploadPastedNumbers.noValidNumber, seen.intake) };
    throw error;
  }
};
