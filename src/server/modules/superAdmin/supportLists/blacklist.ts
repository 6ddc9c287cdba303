/**
 * A customer's blacklist as support changes it (section 6, upload-blacklist-modal): a file of
 * numbers read into it, and numbers removed from it. Both go through the blacklist's own code
 * (blacklist/submit addUploadToBlacklist, blacklist/store removeFromBlacklist), so the rules
 * are the customer's: the file is checked by its content, any invalid number and nothing is
 * added, and every change writes the number's history with source 'admin'/'upload' and the
 * administrator as its user. The user named must be one the caller manages, or 404. Without a
 * user the file goes to the system-wide block list (systemBlocks/aflalo), for system groups only.
 */
import type { ReadBlacklistApiResponse, SuperAdminRemoveFromBlacklistApiArg, SuperAdminRemoveFromBlacklistApiResponse } from '../../../../contract/superAdmin';
import { ReadBlacklist, SubmitBlacklist, SuperAdminRemoveFromBlacklist } from '../../../../contract/statusCodes';
import { accountOf, isSystemGroup } from '../../../../domain/access';
import { normalizeBlacklistPhone } from '../../../../domain/phones';
import { managedUserOf } from '../../../http/account';
import { forbidden, HttpError } from '../../../http/envelope';
import type { Handler } from '../../../http/handler';
import { BlacklistSource, removeFromBlacklist } from '../../blacklist/store';
import { addUploadToBlacklist } from '../../blacklist/submit';
import { addUploadToSystemBlockList } from '../systemBlocks/aflalo';
import { intField, maxExcelBytes, readUpload } from '../../contacts/importUpload';

type SubmitStatus = (typeof SubmitBlacklist)[keyof typeof SubmitBlacklist];
type ReadStatus = (typeof ReadBlacklist)[keyof typeof ReadBlacklist];

/** The reports upload's outcome in this contract's names (the same values). */
const readStatusOf: Record<SubmitStatus, ReadStatus> = {
  [SubmitBlacklist.allAdded]: ReadBlacklist.bulkAllAdded,
  [SubmitBlacklist.someAdded]: ReadBlacklist.bulkPartlyAdded,
  [SubmitBlacklist.allExisting]: ReadBlacklist.bulkAllExist,
  [SubmitBlacklist.error]: ReadBlacklist.bulkError,
  [SubmitBlacklist.invalid]: ReadBlacklist.invalidNumbers,
  [SubmitBlacklist.unsupportedType]: ReadBlacklist.unsupportedType,
};

const badField = (field: string) => new HttpError(400, 'errors.generic.badRequest', { field });

export const readBlacklist: Handler = async (_arg, ctx): Promise<ReadBlacklistApiResponse> => {
  const { fields, file } = await readUpload(ctx.request, maxExcelBytes);
  // The multipart body is read here, not by the contract's validator: both parts are required.
  const userId = intField(fields, 'userId');
  if (!file) throw badField('body.file');
  if (userId === undefined && fields.userId !== undefined && fields.userId !== '') throw badField('body.userId');
  if (userId === undefined) {
    // The system-wide list stops every account's sends: the system groups' alone.
    if (!isSystemGroup(ctx.user!)) throw forbidden();
    const result = await addUploadToSystemBlockList(ctx, { fields: {}, file });
    return { data: { status: readStatusOf[result.status as SubmitStatus], submitted: result.submitted, added: result.added, existing: result.existing, invalidNumbers: result.invalidPhones ?? [] } };
  }
  const customer = await managedUserOf(ctx, userId);
  // Only the file: this operation takes no pasted numbers.
  const result = await addUploadToBlacklist(ctx, { fields: {}, file }, { account: accountOf(customer), source: BlacklistSource.admin });
  return {
    data: {
      status: readStatusOf[result.status as SubmitStatus],
      submitted: result.submitted,
      added: result.added,
      existing: result.existing,
      invalidNumbers: result.invalidPhones ?? [],
      userId: customer.userId,
    },
  };
};

export const superAdminRemoveFromBlacklist: Handler<SuperAdminRemoveFromBlacklistApiArg> = async ({ body }, ctx): Promise<SuperAdminRemoveFromBlacklistApiResponse> => {
  const customer = await managedUserOf(ctx, body.userId);
  const phones = [...new Set(body.phones.map(normalizeBlacklistPhone).filter((p): p is string => p !== null))];
  const change = { account: accountOf(customer), source: BlacklistSource.admin, userId: ctx.user!.userId, now: ctx.now() };
  const removed = await ctx.db.transaction().execute((trx) => removeFromBlacklist(trx, phones, change));
  return { data: { status: removed.length ? SuperAdminRemoveFromBlacklist.removed : SuperAdminRemoveFromBlacklist.noneInList, removed: removed.length } };
};
