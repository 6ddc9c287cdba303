/** The signed-in user as the browser's session keeps it. */
import type { GetUserProfileApiArg, GetUserProfileApiResponse } from '../../../contract/main';
import { unauthorized } from '../../http/envelope';
import type { Handler } from '../../http/handler';
import { currentUserById } from '../auth/currentUser';
import { signedInUser } from '../auth/signIn';

export const getUserProfile: Handler<GetUserProfileApiArg> = async (_arg, ctx): Promise<GetUserProfileApiResponse> => {
  const caller = signedInUser(ctx);
  // The session read the caller's permissions in force a moment ago, in this request.
  const user = await currentUserById(ctx.db, caller.userId, caller.permissions);
  if (!user) throw unauthorized();
  return { data: user };
};
