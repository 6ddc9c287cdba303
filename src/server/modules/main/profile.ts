/** The signed-in user as the browser's session keeps it. */
import type { GetUserProfileApiArg, GetUserProfileApiResponse } from '../../../contract/main';
import { unauthorized } from '../../http/envelope';
import type { Handler } from '../../http/handler';
import { currentUserById } from '../auth/currentUser';
import { signedInUser } from '../auth/signIn';

export const getUserProfile: Handler<GetUserProfileApiArg> = async (_arg, ctx): Promise<GetUserProfileApiResponse> => {
  const user = await currentUserById(ctx.db, signedInUser(ctx).userId);
  if (!user) throw unauthorized();
  return { data: user };
};
