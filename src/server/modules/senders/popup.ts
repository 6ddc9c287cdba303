/**
 * The composer's notice about a new sender number is shown until the user closes it. It is
 * remembered per user (not per account): each sub-user should see it once.
 */
import type { ReadNewSourceNumberPopupApiArg, ReadNewSourceNumberPopupApiResponse } from '../../../contract/campaigns';
import type { Db } from '../../db/database';
import type { Handler } from '../../http/handler';
import { ReadNewSourceNumberPopup } from '../../../contract/statusCodes';

export const newSourceNumberNotice = 'newSourceNumberPopup';

export async function hasReadNotice(db: Db, userId: number, notice: string): Promise<boolean> {
  return (await db.selectFrom('user_notices').select('read_at').where('user_id', '=', userId).where('notice', '=', notice).executeTakeFirst()) !== undefined;
}

export const readNewSourceNumberPopup: Handler<ReadNewSourceNumberPopupApiArg> = async (_arg, ctx): Promise<ReadNewSourceNumberPopupApiResponse> => {
  const userId = ctx.user!.userId;
  try {
    // Reading it twice keeps the first time.
    await ctx.db
      .insertInto('user_notices')
      .values({ user_id: userId, notice: newSourceNumberNotice, read_at: ctx.now() })
      .onConflict((oc) => oc.columns(['user_id', 'notice']).doNothing())
      .execute();
    return { data: { status: ReadNewSourceNumberPopup.read } };
  } catch (error) {
    ctx.request.log.error(error);
    return { data: { status: ReadNewSourceNumberPopup.saveError } };
  }
};
