/**
 * campaigns/source-from-admin: the approved sender names and numbers a sub-user may send from,
 * which are its account holder's, narrowed by what its family shares with it (sharedSenders.ts). Identities belong to the account, so for the holder this is
 * its own approved list; pending and refused names are not offered.
 */
import type { SourceFromAdminApiArg, SourceFromAdminApiResponse } from '../../../contract/campaigns';
import { accountOf } from '../../http/account';
import type { Handler } from '../../http/handler';
import { sourceNameOf } from './names';
import { verifiedNumbersOf } from './queries';
import { mayUseName, sendersOf } from './sharedSenders';

export const sourceFromAdmin: Handler<SourceFromAdminApiArg> = async (_arg, ctx): Promise<SourceFromAdminApiResponse> => {
  const account = accountOf(ctx.user!);
  const names = await ctx.db
    .selectFrom('sender_identities')
    .select(['id', 'value', 'status', 'created_at'])
    .where('account_id', '=', account)
    .where('kind', '=', 'name')
    .where('status', '=', 'approved')
    .orderBy('id')
    .execute();
  const shared = await sendersOf(ctx.db, ctx.user!.userId);
  return { data: { sourceNames: names.filter((n) => mayUseName(shared, n.value)).map(sourceNameOf), verifiedNumbers: await verifiedNumbersOf(ctx.db, account, shared) } };
};
