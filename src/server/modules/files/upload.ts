/**
 * updateAndCheckDestinationsFileData: a destinations file for the composer, in two steps.
 * Multipart without a mapping keeps the file (its bytes in the database, named by their
 * sha-256 per account) and answers its columns (3). JSON with the hash and the mapping checks
 * every row and keeps the good recipients. Multipart with a mapping does both in one
 * transaction, so a refused file leaves nothing at all.
 */
import type { ContactsColumnMapping, FilesUploadedDestinations } from '../../../contract/files';
import { accountOf } from '../../http/account';
import { HttpError, notFound } from '../../http/envelope';
import type { Handler, RequestContext } from '../../http/handler';
import { mappingProblem, parseMapping, rawRowOf, titlesOf } from '../contacts/importMapping';
import { openSheet, sheetRows } from '../contacts/importSheets';
import { intField, maxExcelBytes, readUpload, tooLarge } from '../contacts/importUpload';
import { checkedAnswer, NothingSaved, nothingSavedAnswer, RecipientIntake } from './intake';
import { previewOf } from './sheet';
import { contentHash, deleteFileRows, fileBytes, findFile, insertFile, ownFile, type DestinationFile, type Executor } from './store';
import { UpdateAndCheckDestinationsFileData } from '../../../contract/statusCodes';


/** The JSON step; the generated type only describes the multipart one. */
interface CheckArg {
  body?: { file_unique_hash: string; mapping: ContactsColumnMapping; sheet?: number; campaignId?: number };
}

type Answer = { data: FilesUploadedDestinations };
const status = (code: number): Answer => ({ data: { status: code } });

interface Check {
  mapping: Partial<ContactsColumnMapping>;
  sheet: number;
  campaignId?: number;
}

/** Checks every row of a stored file by the mapping; throws NothingSaved (with the intake) when none is good. */
async function checkRows(trx: Executor, ctx: RequestContext, file: DestinationFile, data: Buffer, check: Check, seen: { intake?: RecipientIntake }): Promise<Answer> {
  const opened = openSheet(file.name, data);
  if (!opened) return status(UpdateAndCheckDestinationsFileData.unsupportedType);
  await deleteFileRows(trx, file.id);
  const intake = new RecipientIntake(trx, file.id, new Date(ctx.now()));
  seen.intake = intake;
  let rowNumber = 0;
  let titles: string[] | null = null;
  for await (const batch of sheetRows(opened, check.sheet)) {
    for (const values of batch) {
      rowNumber += 1;
      if (rowNumber === 1 && check.mapping.hasHeaderRow !== false) titles = titlesOf(values, check.mapping);
      else await intake.offer(rowNumber, rawRowOf(values, check.mapping));
    }
  }
  const headers = check.mapping.headers ?? titles ?? [];
  const checked = await intake.finish(trx, file, { headers, mapping: JSON.stringify(check.mapping), campaignId: check.campaignId, now: ctx.now() });
  return { data: checkedAnswer(checked, intake.failed, 'upl_contact_big_file', { whole: UpdateAndCheckDestinationsFileData.checked, partly: UpdateAndCheckDestinationsFileData.partlyChecked }) };
}

/** Runs a step in one transaction; a file without a good row, or one that cannot be read, undoes it. */
async function inTransaction(ctx: RequestContext, step: (trx: Executor, seen: { intake?: RecipientIntake }) => Promise<Answer>): Promise<Answer> {
  const seen: { intake?: RecipientIntake } = {};
  try {
    return await ctx.db.transaction().execute((trx) => step(trx, seen));
  } catch (error) {
    if (error instanceof NothingSaved && seen.intake) return { data: nothingSavedAnswer(UpdateAndCheckDestinationsFileData.allInvalid, seen.intake) };
    if (error instanceof HttpError) throw error;
    // A file that cannot be read (a broken zip, say) is an upload that failed; the log keeps why.
    ctx.request.log.warn({ err: error }, 'destinations file failed');
    return status(UpdateAndCheckDestinationsFileData.uploadFailed);
  }
}

const problemStatus = (mapping: Partial<ContactsColumnMapping>): number | null => {
  const problem = mappingProblem(mapping);
  return problem === null ? null : problem === 'noMobile' ? UpdateAndCheckDestinationsFileData.noMobileColumn : UpdateAndCheckDestinationsFileData.columnTwice;
};

async function uploadStep(ctx: RequestContext, account: number): Promise<Answer> {
  const { fields, file } = await readUpload(ctx.request, maxExcelBytes);
  const mapping = fields.mapping ? parseMapping(fields.mapping) : null;
  const refused = mapping && problemStatus(mapping);
  if (refused) return status(refused);
  if (!file || file.data.length === 0) return status(UpdateAndCheckDestinationsFileData.uploadFailed);
  if (file.data.length > maxExcelBytes) throw tooLarge();
  const opened = openSheet(file.name, file.data);
  if (!opened) return status(UpdateAndCheckDestinationsFileData.unsupportedType);
  const sheet = intField(fields, 'sheet') ?? 0;
  const campaignId = intField(fields, 'campaignId');
  const hash = contentHash(file.data);
  return inTransaction(ctx, async (trx, seen) => {
    let stored = await findFile(trx, account, hash);
    if (!stored) {
      stored = await insertFile(trx, { account, userId: ctx.user!.userId, hash, name: file.name, kind: 'file', status: 'uploaded', campaignId, size: file.data.length, headers: [], now: ctx.now() });
      await trx.insertInto('destination_file_blobs').values({ file_id: stored.id, data: file.data }).execute();
    }
    if (mapping) return checkRows(trx, ctx, stored, file.data, { mapping, sheet, campaignId }, seen);
    const preview = await previewOf(opened, sheet);
    await trx.updateTable('destination_files').set({ headers: JSON.stringify(preview.headers) }).where('id', '=', stored.id).execute();
    return { data: { status: UpdateAndCheckDestinationsFileData.uploaded, upload_id: stored.id, file_unique_hash: hash, ...preview } };
  });
}

export const updateAndCheckDestinationsFileData: Handler<CheckArg> = async (arg, ctx): Promise<Answer> => {
  const account = accountOf(ctx.user!);
  if (ctx.request.isMultipart()) return uploadStep(ctx, account);
  if (!arg.body) throw new HttpError(400, 'errors.generic.badRequest', { field: 'body' });
  const { file_unique_hash: hash, mapping, sheet, campaignId } = arg.body;
  const file = await ownFile(ctx.db, account, hash);
  // Pasted numbers have no file to map.
  if (file.kind !== 'file') throw notFound();
  const refused = problemStatus(mapping);
  if (refused) return status(refused);
  const data = await fileBytes(ctx.db, file.id);
  return inTransaction(ctx, (trx, seen) => checkRows(trx, ctx, file, data, { mapping, sheet: sheet ?? 0, campaignId }, seen));
};
