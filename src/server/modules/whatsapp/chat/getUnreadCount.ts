/** getWhatsappUnreadChatCount: how many conversations have unread messages, in all and per number (the menu badge). */
import type { GetWhatsappUnreadChatCountApiArg, GetWhatsappUnreadChatCountApiResponse } from '../../../../contract/whatsapp';
import { accountOf } from '../../../http/account';
import type { Handler } from '../../../http/handler';
import { ownNumber } from '../numbers/store';

export const getWhatsappUnreadChatCount: Handler<GetWhatsappUnreadChatCountApiArg> = async ({ body }, ctx): Promise<GetWhatsappUnreadChatCountApiResponse> => {
  const account = accountOf(ctx.user!);
  const only = body?.source ? await ownNumber(ctx.db, account, body.source) : undefined;
  let query = ctx.db
    .selectFrom('wa_conversations as c')
    .innerJoin('wa_numbers as n', 'n.id', 'c.number_id')
    .select('n.phone')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('c.account_id', '=', account)
    .where('c.unread', '>', 0)
    .where('n.deleted_at', 'is', null)
    .groupBy('n.phone');
  if (only) query = query.where('n.id', '=', only.id);
  const rows = await query.execute();
  const bySource = rows.map((r) => ({ phone: r.phone, count: Number(r.count) }));
  return { data: { total: bySource.reduce((sum, r) => sum + r.count, 0), bySource } };
};
