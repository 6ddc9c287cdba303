/**
 * The WhatsApp business account of a number (section 4): created once the number is verified
 * (registered with Meta: it can send from then on, state active, 250 recipients a day until
 * the business is verified), deleted when no campaign waits on it (and deregistered at Meta). Also what the WhatsApp
 * screens read: the free pool number, an account's numbers, the user's standing.
 */
import { createHmac } from 'node:crypto';
import type {
  GetWhatsappPhonesApiArg,
  GetWhatsappPhonesApiResponse,
  GetWhatsappPoolNumberApiResponse,
  GetWhatsappUserMetaDataApiResponse,
  WhatsappCreateAccountApiArg,
  WhatsappCreateAccountApiResponse,
  WhatsappDeleteAccountApiArg,
  WhatsappDeleteAccountApiResponse,
} from '../../../../contract/whatsapp';
import { WhatsappCreateAccount, WhatsappDeleteAccount } from '../../../../contract/statusCodes';
import { unverifiedDailyRecipients } from '../../../../domain/whatsapp';
import type { Config } from '../../../config';
import { accountOf, userScopeOf } from '../../../http/account';
import { notFound } from '../../../http/envelope';
import { unsubscribeSecretOf } from '../../blacklist/unsubscribeLink';
import type { Handler } from '../../../http/handler';
import { freePoolNumber } from './register';
import { accountOfNumber, accountStates, cloudApiOf, liveNumberOf, numberState, numbersOfAccount, waPhoneOf } from './store';
import { userMetaDataOf } from './metaData';

/**
 * The two-step PIN a number is registered with. Meta keeps the first one and refuses another
 * (133005) when the number registers again (a pool number taken after its account was deleted),
 * so it is the same every time: derived from the installation's secret and the phone-number id,
 * nothing stored and nothing anyone can guess.
 */
export function registrationPinOf(config: Pick<Config, 'unsubscribeSecret' | 'dataDir'>, phoneNumberId: string): string {
  const mac = createHmac('sha256', unsubscribeSecretOf(config)).update(`whatsapp-pin|${phoneNumberId}`).digest();
  return String(mac.readUInt32BE(0) % 1_000_000).padStart(6, '0');
}

const displayNameOk = (name: string): boolean => name.trim().length >= 3 && name.length <= 100 && /\p{L}/u.test(name);

export const whatsappCreateAccount: Handler<WhatsappCreateAccountApiArg> = async ({ body }, ctx): Promise<WhatsappCreateAccountApiResponse> => {
  const account = accountOf(ctx.user!);
  const phone = waPhoneOf(body.phone);
  const number = phone ? await liveNumberOf(ctx.db, phone) : undefined;
  if (!number || number.account_id !== account || !number.phone_number_id) return { data: { status: WhatsappCreateAccount.notVerified } };
  if (accountStates.includes(numberState(number))) return { data: { status: WhatsappCreateAccount.exists, account: accountOfNumber(number) } };
  if (number.state !== 'verified') return { data: { status: WhatsappCreateAccount.notVerified } };
  if (!displayNameOk(body.displayName)) return { data: { status: WhatsappCreateAccount.invalidName } };

  // Registering with Meta is what lets the number send.
  const done = await cloudApiOf(ctx).register(number.phone_number_id, registrationPinOf(ctx.config, number.phone_number_id));
  if (!done.ok) {
    ctx.request.log.warn({ code: done.code, details: done.details }, 'WhatsApp: registering a number failed');
    return { data: { status: WhatsappCreateAccount.saveError } };
  }
  const now = ctx.now();
  const updated = await ctx.db
    .updateTable('wa_numbers')
    .set({
      state: 'active',
      display_name: body.displayName.trim(),
      company_name: body.companyName?.trim() ?? '',
      // An unverified business reaches 250 customers a day (Meta's TIER_250); quality webhooks raise it.
      daily_limit: number.is_verified_business ? number.daily_limit : unverifiedDailyRecipients,
      updated_at: now,
    })
    .where('id', '=', number.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { data: { status: WhatsappCreateAccount.created, account: accountOfNumber(updated) } };
};

/** Meta's answer to deregistering a number that is not registered (WHATSAPP-CLOUD-API.md §5). */
const notRegistered = { code: 100, subcode: 2207051 } as const;

/** Campaign states that still mean sending from the number later. */
const waitingCampaignStates = ['waiting', 'future', 'sending', 'held'] as const;

export const whatsappDeleteAccount: Handler<WhatsappDeleteAccountApiArg> = async ({ body }, ctx): Promise<WhatsappDeleteAccountApiResponse> => {
  const account = accountOf(ctx.user!);
  const number = await ctx.db.selectFrom('wa_numbers').selectAll().where('id', '=', body.accountId).where('account_id', '=', account).where('deleted_at', 'is', null).executeTakeFirst();
  if (!number) throw notFound();
  const waiting = await ctx.db
    .selectFrom('campaigns')
    .select('id')
    .where('account_id', '=', account)
    .where('kind', '=', 'whatsapp')
    .where('sender', '=', number.phone)
    .where('status', 'in', waitingCampaignStates)
    .executeTakeFirst();
  if (waiting) return { data: { status: WhatsappDeleteAccount.hasWaitingCampaigns } };
  // Meta first: a number whose account goes stops sending through the Cloud API. Meta saying it is
  // not registered (100/2207051) is that done already; any other refusal keeps the account whole.
  if (number.phone_number_id && accountStates.includes(numberState(number))) {
    const gone = await cloudApiOf(ctx).deregister(number.phone_number_id);
    if (!gone.ok && !(gone.code === notRegistered.code && gone.subcode === notRegistered.subcode)) {
      ctx.request.log.warn({ code: gone.code, subcode: gone.subcode, details: gone.details }, 'WhatsApp: deregistering a number failed');
      return { data: { status: WhatsappDeleteAccount.deleteError } };
    }
  }
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('wa_numbers').set({ state: 'deleted', deleted_at: now, updated_at: now }).where('id', '=', number.id).execute();
    // A pool number goes back to the pool as a fresh row: the old one keeps the account's history.
    if (number.is_pool_number) {
      await trx
        .insertInto('wa_numbers')
        .values({ account_id: 0, user_id: 0, phone: number.phone, state: 'verified', is_pool_number: 1, waba_id: number.waba_id, phone_number_id: number.phone_number_id, created_at: now, updated_at: now, deleted_at: null, templates_synced_at: null })
        .execute();
    }
  });
  return { data: { status: WhatsappDeleteAccount.deleted } };
};

export const getWhatsappPoolNumber: Handler = async (_arg, ctx): Promise<GetWhatsappPoolNumberApiResponse> => {
  const pool = await freePoolNumber(ctx.db);
  return { data: { poolNumber: pool?.phone ?? null } };
};

export const getWhatsappPhones: Handler<GetWhatsappPhonesApiArg> = async ({ id }, ctx): Promise<GetWhatsappPhonesApiResponse> => {
  const scope = await userScopeOf(ctx, id);
  const numbers = await numbersOfAccount(ctx.db, scope.account);
  return { data: numbers.map(accountOfNumber) };
};

export const getWhatsappUserMetaData: Handler = async (_arg, ctx): Promise<GetWhatsappUserMetaDataApiResponse> => ({
  data: await userMetaDataOf(ctx.db, ctx.user!.userId),
});
