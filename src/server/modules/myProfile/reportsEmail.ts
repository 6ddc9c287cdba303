/** reports/update-email-address: where the account's invoices and reports are mailed. */
import type { UpdateEmailAddressApiArg, UpdateEmailAddressApiResponse } from '../../../contract/reports';
import { UpdateEmailAddress } from '../../../contract/statusCodes';
import { isEmailAddress } from '../../../domain/myProfile';
import { userScopeOf } from '../../http/account';
import type { Handler } from '../../http/handler';
import { signedInUser } from '../auth/signIn';

export const updateEmailAddress: Handler<UpdateEmailAddressApiArg> = async ({ body }, ctx): Promise<UpdateEmailAddressApiResponse> => {
  // Another user's address: only within the caller's reach (404 otherwise).
  const scope = await userScopeOf(ctx, body.userId);
  const userId = scope.userId ?? signedInUser(ctx).userId;
  const email = body.email.trim();
  if (!isEmailAddress(email)) return { data: { status: UpdateEmailAddress.invalid } };
  await ctx.db.updateTable('users').set({ reports_email: email }).where('id', '=', userId).execute();
  return { data: { status: UpdateEmailAddress.saved } };
};
