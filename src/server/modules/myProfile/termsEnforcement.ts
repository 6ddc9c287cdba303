/**
 * users/enforcement-user: an administrator makes a user accept the terms of use again. The
 * requirement is a time (users.terms_required_since); an acceptance after it
 * (campaigns/approve-app-rules writes terms_approvals) settles it, so nothing has to be reset.
 * Sign-in reads it (auth/termsApproval.ts).
 */
import type { EnforcementUserApiArg, EnforcementUserApiResponse } from '../../../contract/users';
import { EnforcementUser } from '../../../contract/statusCodes';
import { managedUserOf } from '../../http/account';
import type { Handler } from '../../http/handler';

export const enforcementUser: Handler<EnforcementUserApiArg> = async ({ body }, ctx): Promise<EnforcementUserApiResponse> => {
  // 404 for a user outside the administrator's reach.
  await managedUserOf(ctx, body.userId);
  await ctx.db
    .updateTable('users')
    .set({ terms_required_since: body.enforce ? ctx.now() : null })
    .where('id', '=', body.userId)
    .execute();
  return { data: { status: EnforcementUser.saved } };
};
