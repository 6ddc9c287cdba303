/**
 * link-to-cl: the landing page the newsletter service handed over (/landing-page/:hash) now
 * fills one of the caller's account's contact lists. The page must belong to a newsletter
 * account of a user of the caller's account, the list must be a live list of that account;
 * anything else is 404, as if it did not exist. Linking again moves the page to the new list.
 */
import type { LinkToClApiArg, LinkToClApiResponse } from '../../../contract/main';
import { LinkToCl } from '../../../contract/statusCodes';
import { accountOf } from '../../http/account';
import { notFound } from '../../http/envelope';
import type { Handler } from '../../http/handler';
import { ownList } from '../contacts/lists';
import { newsletterServiceOf } from './service';

export const linkToCl: Handler<LinkToClApiArg> = async ({ body }, ctx): Promise<LinkToClApiResponse> => {
  const account = accountOf(ctx.user!);
  const list = await ownList(ctx.db, account, body.contactListId);
  const service = newsletterServiceOf(ctx.config, ctx.db, ctx.now);
  if (!service) return { data: { status: LinkToCl.failed } };
  const serviceAccount = await service.landingPageAccount(body.hash);
  if (!serviceAccount) throw notFound();
  const owner = await ctx.db
    .selectFrom('newsletter_accounts as n')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .select(['u.id', 'u.admin_id'])
    .where('n.service_account_id', '=', serviceAccount)
    .executeTakeFirst();
  if (!owner || accountOf({ userId: owner.id, adminId: owner.admin_id }) !== account) throw notFound();
  const values = { type: body.type ?? null, account_id: account, contact_list_id: list.id, linked_by: ctx.user!.userId, linked_at: ctx.now() };
  await ctx.db
    .insertInto('landing_page_links')
    .values({ hash: body.hash, ...values })
    .onConflict((oc) => oc.column('hash').doUpdateSet(values))
    .execute();
  return { data: { status: LinkToCl.linked } };
};
