/**
 * users/push-api/send-test-event: the push-API page's button. The POST is made while the
 * caller waits (at most the sender's timeout), through the sender's own signed delivery, so
 * what the page shows is what the receiver really answered.
 */
import type { SendPushTestEventApiArg, SendPushTestEventApiResponse } from '../../../contract/users';
import { SendPushTestEvent } from '../../../contract/statusCodes';
import { accountOf } from '../../http/account';
import type { Handler } from '../../http/handler';
import { notFound } from '../../http/envelope';
import { sendTestEvent } from '../../messaging/webhooks/testEvent';

export const sendPushTestEvent: Handler<SendPushTestEventApiArg> = async ({ body }, ctx): Promise<SendPushTestEventApiResponse> => {
  const pushUrl = await ctx.db
    .selectFrom('push_urls')
    .select(['id', 'account_id', 'url', 'secret', 'type', 'service'])
    .where('id', '=', body.id)
    .where('account_id', '=', accountOf(ctx.user!))
    .executeTakeFirst();
  if (!pushUrl) throw notFound();
  const outcome = await sendTestEvent(ctx.db, pushUrl, { now: ctx.now, allowPrivateAddresses: ctx.config.pushAllowPrivate, log: (message, detail) => ctx.request.log.warn({ detail }, message) });
  const status =
    outcome.failure === null ? SendPushTestEvent.taken
    : outcome.httpStatus !== null ? SendPushTestEvent.refused
    : outcome.notPublic ? SendPushTestEvent.notPublic
    : SendPushTestEvent.noAnswer;
  return { data: { status, durationMs: outcome.durationMs, ...(outcome.httpStatus !== null ? { httpStatus: outcome.httpStatus } : {}) } };
};
