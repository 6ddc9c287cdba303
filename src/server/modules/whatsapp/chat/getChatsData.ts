/**
 * getWhatsappChatsData: the account's conversations, the latest activity first, each with its
 * last message, unread count and whether its 24-hour window is open. Filters: one of the
 * account's numbers (another's is 404), digits of the customer's number, only those where the
 * customer wrote, only unread, active in the last so many days.
 */
import type { GetWhatsappChatsDataApiArg, GetWhatsappChatsDataApiResponse, WhatsAppChatSummary } from '../../../../contract/whatsapp';
import { isSessionOpen, sessionClosesAt } from '../../../../domain/whatsapp';
import { accountOf } from '../../../http/account';
import type { Handler } from '../../../http/handler';
import { ownNumber } from '../numbers/store';
import { chatMessageOf } from './chatMessage';

const dayMs = 86_400_000;

export const getWhatsappChatsData: Handler<GetWhatsappChatsDataApiArg> = async (arg, ctx): Promise<GetWhatsappChatsDataApiResponse> => {
  const account = accountOf(ctx.user!);
  const now = ctx.now();
  const page = arg.page ?? 1;
  const amount = arg.amount ?? 20;
  const only = arg.source ? await ownNumber(ctx.db, account, arg.source) : undefined;
  let query = ctx.db
    .selectFrom('wa_conversations as c')
    .innerJoin('wa_numbers as n', 'n.id', 'c.number_id')
    .where('c.account_id', '=', account)
    .where('n.deleted_at', 'is', null)
    .where('c.last_message_at', '>=', now - (arg.days ?? 30) * dayMs);
  if (only) query = query.where('c.number_id', '=', only.id);
  if (arg.destination) query = query.where('c.peer', 'like', `%${arg.destination}%`);
  if (arg.type === 'responding') query = query.where('c.last_inbound_at', 'is not', null);
  if (arg.unread) query = query.where('c.unread', '>', 0);

  const [{ total }, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    query
      .select(['c.id', 'c.peer', 'c.peer_name', 'c.last_inbound_at', 'c.last_message_at', 'c.unread', 'n.phone'])
      // The last message that is a bubble (a reaction belongs to another message).
      .select((eb) => eb.selectFrom('wa_messages as m').select((m) => m.fn.max('m.id').as('id')).whereRef('m.conversation_id', '=', 'c.id').where('m.type', '!=', 'reaction').as('last_id'))
      .orderBy('c.last_message_at', 'desc')
      .orderBy('c.id', 'desc')
      .offset((page - 1) * amount)
      .limit(amount)
      .execute(),
  ]);
  const lastIds = rows.map((r) => r.last_id).filter((id): id is number => id !== null && id !== undefined).map(Number);
  const lastMessages = lastIds.length === 0 ? [] : await ctx.db.selectFrom('wa_messages').selectAll().where('id', 'in', lastIds).execute();
  const lastById = new Map(lastMessages.map((m) => [m.id, chatMessageOf(m)]));
  const chats: WhatsAppChatSummary[] = rows.map((r) => {
    const last = r.last_id === null || r.last_id === undefined ? undefined : lastById.get(Number(r.last_id));
    const lastInbound = r.last_inbound_at === null ? null : Number(r.last_inbound_at);
    return {
      source: r.phone,
      destination: r.peer,
      ...(r.peer_name ? { name: r.peer_name } : {}),
      ...(last ? { lastMessageText: last.text ?? last.caption ?? '', lastMessageType: last.type, lastMessageDate: last.date } : { lastMessageDate: new Date(Number(r.last_message_at)).toISOString() }),
      unreadCount: Number(r.unread),
      isSessionOpen: isSessionOpen(lastInbound, now),
      ...(lastInbound !== null ? { sessionExpiresAt: new Date(sessionClosesAt(lastInbound)).toISOString() } : {}),
    };
  });
  return { data: { chats, total: Number(total), hasMore: page * amount < Number(total) } };
};
