/**
 * The public unsubscribe pages. /remove (by hash): the link names the account and the phone,
 * so the number goes into that account's blacklist. /remove-number: the recipient types a
 * number and, at most, the sender's name; nothing in the request proves which account sent
 * it, so the number is removed platform-wide (every account's sending skips it). That is why
 * it is limited per address and never says whether the number was already removed.
 */
import type {
  AddNumberToBlackListByHashApiArg,
  AddNumberToBlackListByHashApiResponse,
  AddNumberToBlackListPublicApiArg,
  AddNumberToBlackListPublicApiResponse,
} from '../../../contract/auth';
import { normalizeBlacklistPhone } from '../../../domain/phones';
import type { Handler } from '../../http/handler';
import { rateRules, takeHit } from '../../http/rateLimit';
import { passesRobotCheck } from '../auth/credentials';
import { BlacklistSource } from '../blacklist/store';
import { unsubscribe } from '../blacklist/unsubscribed';
import { readUnsubscribeHash, unsubscribeSecretOf } from '../blacklist/unsubscribeLink';
import { AddNumberToBlackListByHash, AddNumberToBlackListPublic } from '../../../contract/statusCodes';


export const addNumberToBlackListPublic: Handler<AddNumberToBlackListPublicApiArg> = async ({ body }, ctx): Promise<AddNumberToBlackListPublicApiResponse> => {
  // Anyone may call this; on a brand with a robot check, only a person.
  // A result code, not 403: the page stays and says so, and a signed-in visitor stays signed in.
  if (!(await passesRobotCheck(ctx, body.recaptchaToken))) return { data: { status: AddNumberToBlackListPublic.robotCheckFailed } };
  // Anyone can type any number here: one address gets a few an hour, counted across processes.
  await takeHit(ctx.db, rateRules.publicUnsubscribePerIp, ctx.request.ip, ctx.now());
  const phone = normalizeBlacklistPhone(body.phone);
  if (!phone) return { data: { status: AddNumberToBlackListPublic.invalid } };
  await ctx.db
    .insertInto('platform_blacklist')
    .values({ phone, sender: body.sender?.trim() || null, source: BlacklistSource.removePage, ip: ctx.request.ip, created_at: ctx.now() })
    .onConflict((oc) => oc.column('phone').doNothing())
    .executeTakeFirst();
  // Added or already there answer the same: the page must not tell a stranger who unsubscribed.
  return { data: { status: AddNumberToBlackListPublic.added } };
};

export const addNumberToBlackListByHash: Handler<AddNumberToBlackListByHashApiArg> = async ({ body }, ctx): Promise<AddNumberToBlackListByHashApiResponse> => {
  const link = readUnsubscribeHash(unsubscribeSecretOf(ctx.config), body.hash, ctx.now());
  if (!link.ok) return { data: { status: AddNumberToBlackListByHash.linkError } };
  // When the page asks the recipient to type their number, it must be the link's.
  if (body.phone !== undefined && body.phone.trim() !== '' && normalizeBlacklistPhone(body.phone) !== link.phone) {
    return { data: { status: AddNumberToBlackListByHash.validationError } };
  }
  const account = await ctx.db.selectFrom('users').select('id').where('id', '=', link.account).where('admin_id', '=', 0).executeTakeFirst();
  if (!account) return { data: { status: AddNumberToBlackListByHash.linkError } };
  const added = await ctx.db
    .transaction()
    .execute((trx) => unsubscribe(trx, { account: account.id, phone: link.phone, source: BlacklistSource.link, now: ctx.now() }));
  return { data: { status: added ? AddNumberToBlackListByHash.added : AddNumberToBlackListByHash.alreadyIn } };
};
