/**
 * users/push-api: the list, the alarm switch, open/block, delete. Each change also makes this
 * process's receipt path read the URLs again at once (other processes within seconds).
 */
import type {
  ChangeAlarmStatusApiArg,
  ChangeAlarmStatusApiResponse,
  ChangePushApiStatusApiArg,
  ChangePushApiStatusApiResponse,
  DeletePushApiApiArg,
  DeletePushApiApiResponse,
  GetPushApiSettingsApiArg,
  GetPushApiSettingsApiResponse,
} from '../../../contract/users';
import { accountOf, userScopeOf } from '../../http/account';
import type { Handler } from '../../http/handler';
import { forgetPushUrls } from '../../messaging/webhooks/pushUrlCache';
import { pushUrlColumns, pushUrlOf, requirePushUrl } from './pushUrls';
import { ChangePushApiStatus } from '../../../contract/statusCodes';


export const getPushApiSettings: Handler<GetPushApiSettingsApiArg> = async ({ userId }, ctx): Promise<GetPushApiSettingsApiResponse> => {
  const { account } = await userScopeOf(ctx, userId);
  const rows = await ctx.db.selectFrom('push_urls').select(pushUrlColumns).where('account_id', '=', account).orderBy('id').execute();
  return { data: rows.map(pushUrlOf) };
};

export const changeAlarmStatus: Handler<ChangeAlarmStatusApiArg> = async ({ body }, ctx): Promise<ChangeAlarmStatusApiResponse> => {
  const account = accountOf(ctx.user!);
  await requirePushUrl(ctx.db, account, body.id);
  const result = await ctx.db
    .updateTable('push_urls')
    .set({ alarm: body.alarm ? 1 : 0, updated_at: ctx.now() })
    .where('id', '=', body.id)
    .where('account_id', '=', account)
    .executeTakeFirst();
  return { data: { status: Number(result.numUpdatedRows) === 1 ? ChangePushApiStatus.done : ChangePushApiStatus.error } };
};

/**
 * Blocking stops the URL's waiting events (they are not sent if it is opened again: a
 * receiver back after hours gets what happens from then on). Opening clears its failures.
 */
export const changePushApiStatus: Handler<ChangePushApiStatusApiArg> = async ({ body }, ctx): Promise<ChangePushApiStatusApiResponse> => {
  const account = accountOf(ctx.user!);
  await requirePushUrl(ctx.db, account, body.id);
  const now = ctx.now();
  const changed = await ctx.db.transaction().execute(async (tx) => {
    const result = await tx
      .updateTable('push_urls')
      .set(body.status === 'open' ? { status: 'open', failures: 0, failing_since: null, retry_at: null, updated_at: now } : { status: 'blocked', retry_at: null, updated_at: now })
      .where('id', '=', body.id)
      .where('account_id', '=', account)
      .executeTakeFirst();
    if (body.status === 'blocked') await tx.updateTable('webhook_events').set({ status: 'stopped' }).where('push_url_id', '=', body.id).where('status', '=', 'pending').execute();
    return Number(result.numUpdatedRows) === 1;
  });
  forgetPushUrls(ctx.db);
  return { data: { status: changed ? ChangePushApiStatus.done : ChangePushApiStatus.error } };
};

/** The URL goes with its events, sent or not, and its last deliveries; an event being POSTed right now still arrives. */
export const deletePushApi: Handler<DeletePushApiApiArg> = async ({ body }, ctx): Promise<DeletePushApiApiResponse> => {
  const account = accountOf(ctx.user!);
  await requirePushUrl(ctx.db, account, body.id);
  const deleted = await ctx.db.transaction().execute(async (tx) => {
    await tx.deleteFrom('webhook_events').where('push_url_id', '=', body.id).where('status', '!=', 'sending').execute();
    await tx.deleteFrom('push_deliveries').where('push_url_id', '=', body.id).execute();
    const result = await tx.deleteFrom('push_urls').where('id', '=', body.id).where('account_id', '=', account).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  });
  forgetPushUrls(ctx.db);
  return { data: { status: deleted ? ChangePushApiStatus.done : ChangePushApiStatus.error } };
};
