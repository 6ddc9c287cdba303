/**
 * users/push-api/add-new-push-url: a new open URL for one event type and service. Its signing
 * secret is made here and answered this once (`secret`): the receiver checks X-Signature with
 * it (messaging/webhooks/signature.ts). A lost secret means deleting the URL and adding it again.
 */
import type { AddNewPushUrlApiArg, AddNewPushUrlApiResponse } from '../../../contract/users';
import { userScopeOf } from '../../http/account';
import type { Handler } from '../../http/handler';
import { forgetPushUrls } from '../../messaging/webhooks/pushUrlCache';
import { newSigningSecret } from '../../messaging/webhooks/signature';
import { pointsOutside } from '../../messaging/webhooks/publicAddress';
import { isHttpUrl } from '../../../domain/pushUrls';
import { isUniqueViolation, pushUrlColumns, pushUrlOf } from './pushUrls';
import { AddNewPushUrl } from '../../../contract/statusCodes';


export const addNewPushUrl: Handler<AddNewPushUrlApiArg> = async ({ body }, ctx): Promise<AddNewPushUrlApiResponse> => {
  const user = ctx.user!;
  const { account } = await userScopeOf(ctx, body.userId);
  const url = body.url.trim();
  if (!isHttpUrl(url)) return { data: { status: AddNewPushUrl.notHttp } };
  // Checked again at every send, on the address actually connected to (messaging/webhooks/post.ts).
  if (!ctx.config.pushAllowPrivate && !(await pointsOutside(url))) return { data: { status: AddNewPushUrl.notPublic } };
  const same = await ctx.db
    .selectFrom('push_urls')
    .select('id')
    .where('account_id', '=', account)
    .where('type', '=', body.type)
    .where('service', '=', body.service)
    .where('url', '=', url)
    .executeTakeFirst();
  if (same) return { data: { status: AddNewPushUrl.sameUrl } };
  const now = ctx.now();
  const secret = newSigningSecret();
  try {
    const row = await ctx.db
      .insertInto('push_urls')
      .values({
        account_id: account,
        created_by: user.userId,
        url,
        type: body.type,
        service: body.service,
        comments: body.comments?.trim() ?? '',
        alarm: body.alarm ? 1 : 0,
        secret,
        created_at: now,
        updated_at: now,
      })
      .returning(pushUrlColumns)
      .executeTakeFirstOrThrow();
    forgetPushUrls(ctx.db);
    return { data: { status: AddNewPushUrl.added, pushUrl: pushUrlOf(row), secret } };
  } catch (error) {
    // Two adds of the same URL at once: the unique index lets one through.
    if (isUniqueViolation(error)) return { data: { status: AddNewPushUrl.sameUrl } };
    throw error;
  }
};
