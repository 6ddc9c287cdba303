/**
 * deleteBlockedContact: take blacklisted numbers out of a list, one contact or all of them.
 * Blocked means in the account's blacklist or removed platform-wide on the public page.
 */
import type { DeleteBlockedContactApiArg, DeleteBlockedContactApiResponse } from '../../../contract/contacts';
import { accountOf } from '../../http/account';
import { notFound } from '../../http/envelope';
import type { Handler } from '../../http/handler';
import { importListOf } from '../contacts/importStore';
import { recount } from '../contacts/lists';
import { DeleteBlockedContact } from '../../../contract/statusCodes';


export const deleteBlockedContact: Handler<DeleteBlockedContactApiArg> = async ({ contactListId, contactId }, ctx): Promise<DeleteBlockedContactApiResponse> => {
  const account = accountOf(ctx.user!);
  const list = await importListOf(ctx.db, account, contactListId);
  const deleted = await ctx.db.transaction().execute(async (trx) => {
    if (contactId !== undefined) {
      const contact = await trx.selectFrom('contacts').select('id').where('id', '=', contactId).where('list_id', '=', list.id).executeTakeFirst();
      if (!contact) throw notFound();
    }
    let query = trx
      .deleteFrom('contacts')
      .where('list_id', '=', list.id)
      .where((eb) =>
        eb.or([
          eb('phone', 'in', eb.selectFrom('blacklist').select('phone').where('account_id', '=', account)),
          eb('phone', 'in', eb.selectFrom('platform_blacklist').select('phone')),
        ]),
      );
    if (contactId !== undefined) query = query.where('id', '=', contactId);
    const result = await query.executeTakeFirst();
    const count = Number(result.numDeletedRows);
    if (count) await recount(trx, [list.id]);
    return count;
  });
  // A chosen contact that is not blocked is not removed: this operation only clears blocked ones.
  const status = contactId !== undefined && deleted === 0 ? DeleteBlockedContact.error : DeleteBlockedContact.removed;
  return { data: { status, deleted } };
};
