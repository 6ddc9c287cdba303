/**
 * The system-wide block list of destination numbers (aflalu-unblocking, set-aflalo and
 * get-aflalo). The contract's description decides what it is: the platform blacklist, the numbers
 * whose owners removed themselves on the public remove-number page, which no account's campaign
 * reaches (campaigns/recipients recipientRules reads it for every send). Support takes numbers off
 * it, or puts them back, typed or from a file (read-blacklist without a customer); the audit log
 * keeps who, when and the comment.
 */
import type { Transaction } from 'kysely';
import type { GetAflaloApiArg, GetAflaloApiResponse, SetAflaloApiArg, SetAflaloApiResponse } from '../../../../contract/superAdmin';
import { SetAflalo } from '../../../../contract/statusCodes';
import { displayPhone, normalizeBlacklistPhone } from '../../../../domain/phones';
import type { Database } from '../../../db/schema';
import type { Handler, RequestContext } from '../../../http/handler';
import { BlacklistSource } from '../../blacklist/store';
import { checkedUploadNumbers, rowsPerInsert, uploadOutcome } from '../../blacklist/submit';
import type { Upload } from '../../contacts/importUpload';

const rowsPerPage = 50;

/** Puts numbers on the list as support's (a number already there keeps how it came); how many were new. */
async function addToSystemBlockList(trx: Transaction<Database>, phones: string[], ctx: RequestContext): Promise<number> {
  const now = ctx.now();
  let count = 0;
  for (let i = 0; i < phones.length; i += rowsPerInsert) {
    const inserted = await trx
      .insertInto('platform_blacklist')
      .values(phones.slice(i, i + rowsPerInsert).map((phone) => ({ phone, sender: null, source: BlacklistSource.admin, ip: ctx.request.ip, created_at: now })))
      .onConflict((oc) => oc.column('phone').doNothing())
      .returning('phone')
      .execute();
    count += inserted.length;
  }
  return count;
}

export const setAflalo: Handler<SetAflaloApiArg> = async ({ body }, ctx): Promise<SetAflaloApiResponse> => {
  const invalidPhones = body.phones.filter((p) => normalizeBlacklistPhone(p) === null);
  if (invalidPhones.length) return { data: { status: SetAflalo.invalidPhone, changed: 0, unchanged: 0, invalidPhones } };
  const phones = [...new Set(body.phones.map((p) => normalizeBlacklistPhone(p)!))];
  const changed = await ctx.db.transaction().execute(async (trx) => {
    if (body.action === 'unblock') {
      const removed = await trx.deleteFrom('platform_blacklist').where('phone', 'in', phones).executeTakeFirst();
      return Number(removed.numDeletedRows);
    }
    return addToSystemBlockList(trx, phones, ctx);
  });
  return { data: { status: SetAflalo.done, changed, unchanged: phones.length - changed, invalidPhones: [] } };
};

/**
 * A file of numbers into the system-wide list (read-blacklist without a customer): checked as the
 * account's uploads are, then written in one transaction, or nothing at all.
 */
export async function addUploadToSystemBlockList(ctx: RequestContext, upload: Upload) {
  const checked = await checkedUploadNumbers(ctx, upload);
  if ('done' in checked) return checked.done;
  const { phones } = checked;
  const added = await ctx.db.transaction().execute((trx) => addToSystemBlockList(trx, phones, ctx));
  return uploadOutcome(checked.typed, phones.length, added);
}

export const getAflalo: Handler<GetAflaloApiArg> = async ({ body }, ctx): Promise<GetAflaloApiResponse> => {
  const digits = body.phone ?? '';
  // Stored without a leading 0 (src/domain/phones): "0521..." typed is found as "521...".
  const stored = digits.replace(/^0/, '');
  let query = ctx.db.selectFrom('platform_blacklist');
  if (stored) query = query.where('phone', 'like', `%${stored}%`);
  const page = body.page ?? 1;
  const [total, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    query
      .select(['phone', 'source', 'sender', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(rowsPerPage)
      .offset((page - 1) * rowsPerPage)
      .execute(),
  ]);
  return {
    data: {
      total: Number(total.n),
      rows: rows.map((r) => ({
        phone: displayPhone(r.phone),
        source: r.source === BlacklistSource.removePage ? ('removePage' as const) : ('support' as const),
        sender: r.sender,
        blockedAt: Number(r.created_at),
      })),
    },
  };
};
