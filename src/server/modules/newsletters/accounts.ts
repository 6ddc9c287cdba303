/**
 * create-newsletters-account and get-login-token: a user's account at the newsletter service
 * and the single-use link that signs the browser into it. user_id is the caller or a user they
 * manage (userScopeOf: any other id is 404). The quota handed to the service is the one asked
 * for, at most the user's e-mail credits: the browser does not decide how much mail is paid for.
 */
import type {
  CreateNewslettersAccountApiArg,
  CreateNewslettersAccountApiResponse,
  GetNewslettersLoginTokenApiArg,
  GetNewslettersLoginTokenApiResponse,
} from '../../../contract/main';
import { CreateNewslettersAccount, GetNewslettersLoginToken } from '../../../contract/statusCodes';
import type { Db } from '../../db/database';
import { userScopeOf } from '../../http/account';
import type { Handler, RequestContext } from '../../http/handler';
import { balancesOf } from '../auth/queries';
import { newsletterServiceOf } from './service';

async function mailLimitOf(db: Db, userId: number, asked: number | undefined): Promise<number> {
  const credits = Math.max(0, Math.floor((await balancesOf(db, userId)).get('emails') ?? 0));
  return asked === undefined ? credits : Math.min(asked, credits);
}

const serviceOf = (ctx: RequestContext) => newsletterServiceOf(ctx.config, ctx.db, ctx.now);

export const createNewslettersAccount: Handler<CreateNewslettersAccountApiArg> = async ({ body }, ctx): Promise<CreateNewslettersAccountApiResponse> => {
  const scope = await userScopeOf(ctx, body.user_id);
  const userId = scope.userId!;
  const existing = await ctx.db.selectFrom('newsletter_accounts').select('user_id').where('user_id', '=', userId).executeTakeFirst();
  if (existing) return { data: { status: CreateNewslettersAccount.accountExists } };
  const service = serviceOf(ctx);
  if (!service) return { data: { status: CreateNewslettersAccount.createFailed } };
  const mailLimit = await mailLimitOf(ctx.db, userId, body.limit_mail);
  const firstName = body.firstname.trim();
  const created = await service.createAccount({ email: body.email.trim(), firstName, mailLimit });
  if ('refused' in created) return { data: { status: CreateNewslettersAccount.emailTaken } };
  const inserted = await ctx.db
    .insertInto('newsletter_accounts')
    .values({ user_id: userId, service_account_id: created.accountId, email: body.email.trim(), first_name: firstName, mail_limit: mailLimit, created_at: ctx.now() })
    // Two creates racing for one user: the second finds the first's row and says so.
    .onConflict((oc) => oc.column('user_id').doNothing())
    .executeTakeFirst();
  if (inserted.numInsertedOrUpdatedRows === BigInt(0)) return { data: { status: CreateNewslettersAccount.accountExists } };
  const link = await service.loginLink({ accountId: created.accountId, mailLimit });
  return { data: { status: CreateNewslettersAccount.accountCreated, ...link } };
};

export const getNewslettersLoginToken: Handler<GetNewslettersLoginTokenApiArg> = async ({ body }, ctx): Promise<GetNewslettersLoginTokenApiResponse> => {
  const scope = await userScopeOf(ctx, body.user_id);
  const userId = scope.userId!;
  const account = await ctx.db.selectFrom('newsletter_accounts').select('service_account_id').where('user_id', '=', userId).executeTakeFirst();
  if (!account) return { data: { status: GetNewslettersLoginToken.noAccount } };
  const service = serviceOf(ctx);
  if (!service) return { data: { status: GetNewslettersLoginToken.openFailed } };
  const mailLimit = await mailLimitOf(ctx.db, userId, body.limit_mail);
  await ctx.db.updateTable('newsletter_accounts').set({ mail_limit: mailLimit }).where('user_id', '=', userId).execute();
  const link = await service.loginLink({ accountId: account.service_account_id, mailLimit });
  return { data: { status: GetNewslettersLoginToken.opening, ...link } };
};
