/**
 * super-admin/get-queue (/track-queue): the sending queue now. With the caller's event-stream
 * window named, that window is told when the queue changes (queueWatch.ts). Pausing and
 * resuming a shipment is super-admin/start-or-stop-campaign, as on the block-campaigns screen.
 */
import type { GetQueueApiArg, GetQueueApiResponse } from '../../../../contract/superAdmin';
import type { Handler } from '../../../http/handler';
import { queueWatchOf } from './queueWatch';

export const getQueue: Handler<GetQueueApiArg> = async ({ window }, ctx): Promise<GetQueueApiResponse> => {
  const watch = queueWatchOf(ctx.request.server.notificationHub, ctx.db, ctx.now);
  if (window !== undefined) watch.subscribe(ctx.user!.sessionId, window);
  return { data: await watch.snapshot() };
};
