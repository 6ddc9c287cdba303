/**
 * /settings: the signed-in user's defaults (users/account-settings, save-account-settings),
 * kept as one JSON column. The composer reads the sender and unsubscribe option from here;
 * a default sender name or number must be one approved for the account (-2 otherwise).
 */
import type {
  AccountDefaults,
  GetAccountSettingsApiArg,
  GetAccountSettingsApiResponse,
  SaveAccountSettingsApiArg,
  SaveAccountSettingsApiResponse,
} from '../../../contract/users';
import { SaveAccountSettings } from '../../../contract/statusCodes';
import { accountOf } from '../../http/account';
import { notFound } from '../../http/envelope';
import type { Handler } from '../../http/handler';
import { signedInUser } from '../auth/signIn';

const defaultsOf = (json: string): AccountDefaults => {
  const parsed: unknown = JSON.parse(json);
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as AccountDefaults) : {};
};

export const getAccountSettings: Handler<GetAccountSettingsApiArg> = async (_arg, ctx): Promise<GetAccountSettingsApiResponse> => {
  const user = await ctx.db.selectFrom('users').select(['username', 'account_defaults']).where('id', '=', signedInUser(ctx).userId).executeTakeFirst();
  if (!user) throw notFound();
  return { data: { ...defaultsOf(user.account_defaults), apiUsername: user.username } };
};

export const saveAccountSettings: Handler<SaveAccountSettingsApiArg> = async ({ body }, ctx): Promise<SaveAccountSettingsApiResponse> => {
  const caller = signedInUser(ctx);
  const defaults: AccountDefaults = { ...body };
  if (body.senderKind === 'system' || body.senderKind === undefined) delete defaults.senderValue;
  else {
    const value = (body.senderValue ?? '').trim();
    const approved = value
      ? await ctx.db
          .selectFrom('sender_identities')
          .select('value')
          .where('account_id', '=', accountOf(caller))
          .where('kind', 'in', body.senderKind === 'name' ? ['name'] : ['verified', 'attached'])
          .where('status', '=', 'approved')
          .where('value', '=', value)
          .executeTakeFirst()
      : undefined;
    if (!approved) return { data: { status: SaveAccountSettings.senderNotApproved } };
    defaults.senderValue = value;
  }
  await ctx.db.updateTable('users').set({ account_defaults: JSON.stringify(defaults) }).where('id', '=', caller.userId).execute();
  return { data: { status: SaveAccountSettings.saved } };
};
