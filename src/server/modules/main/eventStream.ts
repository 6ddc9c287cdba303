/**
 * sockets/{token}/{window} and sockets/{token}/ack (issue 17): the live notification stream of
 * one browser window, and the browser's acknowledgement of each notification it got. The
 * streams themselves are kept by the app's NotificationHub (src/server/events).
 */
import type { AcknowledgeNotificationApiArg, AcknowledgeNotificationApiResponse } from '../../../contract/main';
import { tokenOf } from '../../http/bind';
import { notFound } from '../../http/envelope';
import type { Handler } from '../../http/handler';

export interface StreamNotificationsArg {
  token: string;
  window: string;
}

export const streamNotifications: Handler<StreamNotificationsArg> = async ({ window }, ctx) => {
  const user = ctx.user!;
  const lastEventId = Number(ctx.request.headers['last-event-id']);
  // The session that let the stream in (a cookie wins over the path, as for every call) is the
  // one the stream lives with.
  const token = tokenOf(ctx.request, ctx.config.publicHost)!;
  ctx.reply.hijack();
  ctx.reply.raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // Proxies such as nginx would otherwise hold the events back in their buffers.
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  await ctx.request.server.notificationHub.open({
    userId: user.userId,
    sessionId: user.sessionId,
    token,
    window,
    lastEventId: Number.isInteger(lastEventId) && lastEventId > 0 ? lastEventId : 0,
    response: ctx.reply.raw,
  });
};

/** Another user's notification is not found, as everywhere. */
export const acknowledgeNotification: Handler<AcknowledgeNotificationApiArg> = async ({ body }, ctx): Promise<AcknowledgeNotificationApiResponse> => {
  const id = Number(body.notificationId);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  const row = await ctx.db.selectFrom('notifications').select(['id', 'received_at']).where('id', '=', id).where('user_id', '=', ctx.user!.userId).executeTakeFirst();
  if (!row) throw notFound();
  if (row.received_at === null) await ctx.db.updateTable('notifications').set({ received_at: ctx.now() }).where('id', '=', id).where('received_at', 'is', null).execute();
  return { data: { received: true } };
};
