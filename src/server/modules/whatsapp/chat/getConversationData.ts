/**
 * getWhatsappConversationData: the newest messages of one conversation (oldest first, as a thread
 * reads), whether its 24-hour window is open (domain/whatsapp isSessionOpen) and so whether only
 * a template may be sent. Opening it reads it: unread goes to 0 and the customer's messages are
 * marked read; when the number sends read receipts (send_read_status), Meta is told the latest
 * one was read (WhatsApp marks everything before it read too). A receipt Meta refuses changes
 * nothing here: it is a courtesy to the customer, not part of the conversation.
 */
import type { GetWhatsappConversationDataApiArg, GetWhatsappConversationDataApiResponse } from '../../../../contract/whatsapp';
import { parseIsraelDateTime } from '../../../../domain/israelTime';
import { normalizeBlacklistPhone } from '../../../../domain/phones';
import { isSessionOpen, sessionClosesAt } from '../../../../domain/whatsapp';
import { HttpError } from '../../../http/envelope';
import type { Handler, RequestContext } from '../../../http/handler';
import { cloudApiOf } from '../numbers/store';
import { chatMessagesOf } from './chatMessage';
import { chatPartiesOf, type ChatParties } from './conversation';

/** DD/MM/YYYY HH:mm (Israel time) or an ISO date-time; anything else is a bad request naming the field. */
function momentOf(text: string | undefined, field: string): number | undefined {
  if (text === undefined || text === '') return undefined;
  const at = parseIsraelDateTime(text) ?? (/^\d{4}-\d{2}-\d{2}/.test(text) ? Date.parse(text) : NaN);
  if (at === null || Number.isNaN(at)) throw new HttpError(400, 'errors.generic.badRequest', { field });
  return at;
}

async function markRead(ctx: RequestContext, parties: ChatParties): Promise<void> {
  const conversation = parties.conversation!;
  const unreadIn = await ctx.db
    .selectFrom('wa_messages')
    .select(['wamid'])
    .where('conversation_id', '=', conversation.id)
    .where('direction', '=', 'in')
    .where('status', '=', 'received')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (conversation.unread === 0 && !unreadIn) return;
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('wa_conversations').set({ unread: 0 }).where('id', '=', conversation.id).execute();
    await trx.updateTable('wa_messages').set({ status: 'read', status_at: ctx.now() }).where('conversation_id', '=', conversation.id).where('direction', '=', 'in').where('status', '=', 'received').execute();
  });
  if (parties.number.send_read_status === 1 && parties.number.phone_number_id && unreadIn?.wamid) {
    // Not awaited: the conversation opens at once even when Meta is slow to answer.
    void cloudApiOf(ctx)
      .markRead(parties.number.phone_number_id, unreadIn.wamid)
      .catch((error: unknown) => ({ ok: false as const, error }))
      .then((answer) => {
        if (!answer.ok) ctx.request.log.warn({ answer }, 'WhatsApp read receipt not sent');
      });
  }
}

export const getWhatsappConversationData: Handler<GetWhatsappConversationDataApiArg> = async (arg, ctx): Promise<GetWhatsappConversationDataApiResponse> => {
  const parties = await chatPartiesOf(ctx, arg.source, arg.destination);
  const from = momentOf(arg.fromDate, 'fromDate');
  const to = momentOf(arg.toDate, 'toDate');
  const amount = arg.amount ?? 50;
  const now = ctx.now();
  const { conversation, number, peer } = parties;
  const blacklisted = await ctx.db
    .selectFrom('blacklist')
    .select('id')
    .where('account_id', '=', parties.account)
    .where('phone', 'in', [peer, normalizeBlacklistPhone(peer) ?? peer])
    .limit(1)
    .executeTakeFirst();
  const base = { source: number.phone, destination: peer, isBlacklisted: Boolean(blacklisted) };
  if (!conversation) return { data: { ...base, messages: [], isSessionOpen: false, needsTemplate: true, hasMore: false } };

  let query = ctx.db.selectFrom('wa_messages').selectAll().where('conversation_id', '=', conversation.id).where('type', '!=', 'reaction');
  if (from !== undefined) query = query.where('created_at', '>=', from);
  if (to !== undefined) query = query.where('created_at', '<=', to);
  const newest = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(amount + 1).execute();
  const hasMore = newest.length > amount;
  const rows = newest.slice(0, amount).reverse();
  // What the caller sees now is shown as new (isNewIncoming) this once, then it is read.
  const messages = await chatMessagesOf(ctx.db, rows);
  await markRead(ctx, parties);

  const lastInbound = conversation.last_inbound_at === null ? null : Number(conversation.last_inbound_at);
  const open = isSessionOpen(lastInbound, now);
  return {
    data: {
      ...base,
      ...(conversation.peer_name ? { name: conversation.peer_name } : {}),
      isSessionOpen: open,
      ...(lastInbound !== null ? { sessionExpiresAt: new Date(sessionClosesAt(lastInbound)).toISOString() } : {}),
      needsTemplate: !open,
      messages,
      hasMore,
    },
  };
};
