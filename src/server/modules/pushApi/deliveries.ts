/**
 * users/push-api/deliveries/{userId}: the account's last POSTs per push URL (the sender keeps
 * the last few of each, messaging/webhooks/deliveries.ts), newest first. Only URLs the account
 * still has: a POST that was under way when its URL was deleted may still have recorded itself.
 */
import type { GetPushDeliveriesApiArg, GetPushDeliveriesApiResponse, PushDelivery } from '../../../contract/users';
import { userScopeOf } from '../../http/account';
import type { Handler } from '../../http/handler';

export const getPushDeliveries: Handler<GetPushDeliveriesApiArg> = async ({ userId, pushUrlId }, ctx): Promise<GetPushDeliveriesApiResponse> => {
  const { account } = await userScopeOf(ctx, userId);
  let query = ctx.db
    .selectFrom('push_deliveries as d')
    .innerJoin('push_urls as u', (join) => join.onRef('u.id', '=', 'd.push_url_id').onRef('u.account_id', '=', 'd.account_id'))
    .select(['d.id', 'd.push_url_id', 'd.url', 'd.event_type', 'd.http_status', 'd.duration_ms', 'd.error', 'd.at'])
    .where('d.account_id', '=', account);
  if (pushUrlId !== undefined) query = query.where('d.push_url_id', '=', pushUrlId);
  const rows = await query.orderBy('d.id', 'desc').limit(1_000).execute();
  return {
    data: rows.map(
      (row): PushDelivery => ({
        id: row.id,
        pushUrlId: row.push_url_id,
        url: row.url,
        eventType: row.event_type,
        durationMs: row.duration_ms,
        at: new Date(Number(row.at)).toISOString(),
        ...(row.http_status !== null ? { httpStatus: row.http_status } : {}),
        ...(row.error !== null ? { error: row.error } : {}),
      }),
    ),
  };
};
