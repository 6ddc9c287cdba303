/**
 * The blacklist report's own operations: add one number, remove numbers, and a number's
 * history. Landlines are accepted (normalizeBlacklistPhone); a removal keeps the history.
 */
import type {
  AddNumberToBlacklistApiArg,
  AddNumberToBlacklistApiResponse,
  GetBlockNumberHistoryApiArg,
  GetBlockNumberHistoryApiResponse,
  RemoveNumberFromBlacklistApiArg,
  RemoveNumberFromBlacklistApiResponse,
} from '../../../contract/reports';
import { formatDateTime } from '../../../domain/contactFields';
import { displayPhone, normalizeBlacklistPhone } from '../../../domain/phones';
import { notFound } from '../../http/envelope';
import type { Handler } from '../../http/handler';
import { addToBlacklist, blacklistAccountOf, entryOf, evidenceOfSource, historyOf, removeFromBlacklist } from './store';
import { AddNumberToBlacklist, RemoveNumberFromBlacklist } from '../../../contract/statusCodes';


export const addNumberToBlacklist: Handler<AddNumberToBlacklistApiArg> = async ({ body }, ctx): Promise<AddNumberToBlacklistApiResponse> => {
  const { account, source } = await blacklistAccountOf(ctx, body.userId);
  const phone = normalizeBlacklistPhone(body.phone);
  if (!phone) return { data: { status: AddNumberToBlacklist.invalid } };
  const added = await ctx.db.transaction().execute((trx) => addToBlacklist(trx, { account, phone, source, userId: ctx.user!.userId, now: ctx.now() }));
  return { data: { status: added ? AddNumberToBlacklist.added : AddNumberToBlacklist.alreadyIn, entry: await entryOf(ctx.db, account, phone) } };
};

export const removeNumberFromBlacklist: Handler<RemoveNumberFromBlacklistApiArg> = async ({ body }, ctx): Promise<RemoveNumberFromBlacklistApiResponse> => {
  const { account, source } = await blacklistAccountOf(ctx, body.userId);
  const removed = await ctx.db.transaction().execute(async (trx) => {
    let query = trx.selectFrom('blacklist').select(['id', 'phone']).where('account_id', '=', account);
    if (body.ids?.length) {
      const ids = [...new Set(body.ids)];
      const rows = await query.where('id', 'in', ids).execute();
      // Any id that is not this account's makes the request 404, and nothing is removed.
      if (rows.length !== ids.length) throw notFound();
      query = query.where('id', 'in', ids);
    } else {
      const phone = body.phone ? normalizeBlacklistPhone(body.phone) : null;
      if (!phone) return [];
      query = query.where('phone', '=', phone);
    }
    const rows = await query.execute();
    return removeFromBlacklist(trx, rows.map((r) => r.phone), { account, source, userId: ctx.user!.userId, now: ctx.now() });
  });
  return { data: { status: removed.length ? RemoveNumberFromBlacklist.removed : RemoveNumberFromBlacklist.notIn, removed: removed.length } };
};

export const getBlockNumberHistory: Handler<GetBlockNumberHistoryApiArg> = async ({ body }, ctx): Promise<GetBlockNumberHistoryApiResponse> => {
  const { account } = await blacklistAccountOf(ctx, body.userId);
  const phone = normalizeBlacklistPhone(body.phone);
  if (!phone) return { data: { phone: body.phone, isBlacklisted: false, history: [] } };
  const [entry, history, platform] = await Promise.all([
    entryOf(ctx.db, account, phone),
    historyOf(ctx.db, account, phone),
    ctx.db.selectFrom('platform_blacklist').select(['source', 'created_at']).where('phone', '=', phone).executeTakeFirst(),
  ]);
  // A removal on the public page blocks the number for every account: it belongs in its story.
  const platformEvidence = platform && evidenceOfSource(platform.source);
  const platformEntry = platform && platformEvidence ? [{ action: 'added' as const, source: platform.source, user: '', date: formatDateTime(platform.created_at), channel: platformEvidence.channel, how: platformEvidence.how }] : [];
  return {
    data: {
      phone: displayPhone(phone),
      isBlacklisted: Boolean(entry || platform),
      ...(entry ? { entry } : {}),
      history: [...history, ...platformEntry],
    },
  };
};
