/**
 * submitBlacklist: many numbers at once, from a file (first column; xlsx, csv or txt up to
 * 15 MB) or pasted. Section 8's bulk rules as the contract models them: any invalid number
 * and nothing is added (-2, with the first invalid ones to show); otherwise 1 all added,
 * 2 some added and the rest already there, 0 all already there.
 */
import type { SubmitBlacklistApiResponse } from '../../../contract/reports';
import { normalizeBlacklistPhone } from '../../../domain/phones';
import { HttpError } from '../../http/envelope';
import type { Handler, RequestContext } from '../../http/handler';
import { intField, maxExcelBytes, openUploadedSheet, readUpload, type Upload } from '../contacts/importUpload';
import { blacklistAccountOf, evidenceColumns, writeHistory } from './store';
import { SubmitBlacklist } from '../../../contract/statusCodes';

const maxInvalidShown = 100;
/** Rows per insert statement (bound parameters stay under SQLite's limit). */
export const rowsPerInsert = 1000;

/** The numbers as typed: the file's first column, or the pasted text split on lines, commas and spaces; 'unsupported' for a file that is no sheet. */
async function typedNumbers(fields: Record<string, string>, file: { name: string; data: Buffer } | null): Promise<string[] | null | 'unsupported'> {
  if (!file) return (fields.numbers ?? '').split(/[\s,;]+/).filter(Boolean);
  const sheet = openUploadedSheet(file, 0);
  if (!sheet) return 'unsupported';
  const numbers: string[] = [];
  for await (const batch of sheet.rows) for (const row of batch) if (row[0]?.trim()) numbers.push(row[0].trim());
  // A first cell without a digit is the column's title, not a number.
  if (numbers.length && !/\d/.test(numbers[0])) numbers.shift();
  return numbers;
}

type SubmitBlacklistResult = NonNullable<SubmitBlacklistApiResponse['data']>;

export const submitBlacklist: Handler = async (_arg, ctx): Promise<SubmitBlacklistApiResponse> => {
  const upload = await readUpload(ctx.request, maxExcelBytes);
  return { data: await addUploadToBlacklist(ctx, upload, await blacklistAccountOf(ctx, intField(upload.fields, 'userId'))) };
};

/** An upload's numbers read and checked, or the outcome that ends it before anything is written. */
type CheckedUpload = { done: SubmitBlacklistResult } | { typed: number; phones: string[] };

/**
 * Reads an upload's numbers (its file, else its pasted `numbers`) and checks every one: a file
 * that is no sheet, an empty one, or any invalid number ends it with nothing written. The
 * account's blacklist and the system-wide one (super-admin/read-blacklist without a customer)
 * both take their numbers through it.
 */
export async function checkedUploadNumbers(ctx: RequestContext, { fields, file }: Upload): Promise<CheckedUpload> {
  let typed: string[] | null | 'unsupported';
  try {
    typed = await typedNumbers(fields, file);
  } catch (error) {
    // A file past a reading bound is refused as too large (413), not as unreadable.
    if (error instanceof HttpError) throw error;
    ctx.request.log.warn({ err: error }, 'blacklist file could not be read');
    typed = null;
  }
  if (typed === 'unsupported') return { done: { status: SubmitBlacklist.unsupportedType, submitted: 0, added: 0, existing: 0, invalid: 0 } };
  if (!typed || !typed.length) return { done: { status: SubmitBlacklist.error, submitted: 0, added: 0, existing: 0, invalid: 0 } };
  const valid = new Set<string>();
  const invalid: string[] = [];
  for (const raw of typed) {
    const phone = normalizeBlacklistPhone(raw);
    if (phone) valid.add(phone);
    else invalid.push(raw);
  }
  if (invalid.length) {
    return { done: { status: SubmitBlacklist.invalid, submitted: typed.length, added: 0, existing: 0, invalid: invalid.length, invalidPhones: invalid.slice(0, maxInvalidShown).map((p) => p.slice(0, 30)) } };
  }
  return { typed: typed.length, phones: [...valid] };
}

/** The outcome of writing `phones` of which `added` were new. */
export function uploadOutcome(typed: number, phones: number, added: number): SubmitBlacklistResult {
  const status = added === phones ? SubmitBlacklist.allAdded : added === 0 ? SubmitBlacklist.allExisting : SubmitBlacklist.someAdded;
  return { status, submitted: typed, added, existing: phones - added, invalid: 0 };
}

/**
 * Adds an upload's numbers to an account's blacklist in one transaction, or nothing at all: the
 * reports page's upload and support's (super-admin/read-blacklist) both go through it.
 */
export async function addUploadToBlacklist(ctx: RequestContext, upload: Upload, { account, source }: { account: number; source: string }): Promise<SubmitBlacklistResult> {
  const checked = await checkedUploadNumbers(ctx, upload);
  if ('done' in checked) return checked.done;
  const { phones } = checked;
  const change = { account, source: upload.file ? 'upload' : source, userId: ctx.user!.userId, now: ctx.now() };
  const added = await ctx.db.transaction().execute(async (trx) => {
    let count = 0;
    for (let i = 0; i < phones.length; i += rowsPerInsert) {
      const inserted = await trx
        .insertInto('blacklist')
        .values(phones.slice(i, i + rowsPerInsert).map((phone) => ({ account_id: account, phone, source: change.source, added_by: change.userId, created_at: change.now, ...evidenceColumns(change) })))
        .onConflict((oc) => oc.columns(['account_id', 'phone']).doNothing())
        .returning('phone')
        .execute();
      await writeHistory(trx, inserted.map((r) => r.phone), 'added', change);
      count += inserted.length;
    }
    return count;
  });
  return uploadOutcome(checked.typed, phones.length, added);
}
