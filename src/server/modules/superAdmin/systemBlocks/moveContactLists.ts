/**
 * move-all-contact-lists (move-all-distribution-lists): every live list of one customer's account
 * goes to another's, with its contacts and its parent/sub-list links (they travel with the ids).
 * Names are unique among an account's live lists, so a name the receiver already uses refuses the
 * whole move and says which; support renames and tries again. Deleted lists stay where they were:
 * restoring them is the giver's.
 */
import type { MoveAllContactListsApiArg, MoveAllContactListsApiResponse } from '../../../../contract/superAdmin';
import { MoveAllContactLists } from '../../../../contract/statusCodes';
import { accountOf } from '../../../../domain/access';
import { managedUserOf } from '../../../http/account';
import type { Handler } from '../../../http/handler';

export const moveAllContactLists: Handler<MoveAllContactListsApiArg> = async ({ body }, ctx): Promise<MoveAllContactListsApiResponse> => {
  const from = accountOf(await managedUserOf(ctx, body.fromUserId));
  const to = accountOf(await managedUserOf(ctx, body.toUserId));
  if (from === to) return { data: { status: MoveAllContactLists.sameAccount, moved: 0, takenNames: [] } };
  return ctx.db.transaction().execute(async (trx): Promise<MoveAllContactListsApiResponse> => {
    const givers = trx.selectFrom('contact_lists').where('account_id', '=', from).where('deleted_at', 'is', null);
    const taken = await trx
      .selectFrom('contact_lists')
      .select('name')
      .where('account_id', '=', to)
      .where('deleted_at', 'is', null)
      .where('name_key', 'in', givers.select('name_key'))
      .orderBy('name')
      .execute();
    if (taken.length) return { data: { status: MoveAllContactLists.nameTaken, moved: 0, takenNames: taken.map((r) => r.name) } };
    const moved = Number((await trx.updateTable('contact_lists').set({ account_id: to }).where('account_id', '=', from).where('deleted_at', 'is', null).executeTakeFirst()).numUpdatedRows);
    return { data: { status: moved ? MoveAllContactLists.moved : MoveAllContactLists.nothingToMove, moved, takenNames: [] } };
  });
};
