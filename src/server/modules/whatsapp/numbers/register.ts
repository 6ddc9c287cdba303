/**
 * Registering a number for WhatsApp (section 4): the customer's own number is added to the
 * platform's WABA and must then be verified by a code (SMS or call, methods 1 and 2); a pool
 * number is the platform's own, already verified, and is only taken. Pool numbers are rows of
 * wa_numbers with is_pool_number = 1 and no account (account_id 0), added by the platform
 * (addPoolNumber); taking one is a single conditional update, so two customers never get the same.
 */
import type { WhatsappRegisterNumberApiArg, WhatsappRegisterNumberApiResponse, WhatsappVerifyNumberApiArg, WhatsappVerifyNumberApiResponse } from '../../../../contract/whatsapp';
import { WhatsappRegisterNumber, WhatsappVerifyNumber } from '../../../../contract/statusCodes';
import { accountOf } from '../../../http/account';
import type { Handler, RequestContext } from '../../../http/handler';
import type { CloudApiFailure } from '../../../messaging/whatsapp/types';
import { countHit, hitsOf, rateRules } from '../../../http/rateLimit';
import { cloudApiOf, liveNumberOf, numberState, waPhoneOf, type Executor, type WaNumber } from './store';

/** A platform number customers may take instead of their own (seeded by the platform; tests add them). */
export async function addPoolNumber(db: Executor, pool: { phone: string; phoneNumberId: string; wabaId: string; now: number }): Promise<number> {
  const row = await db
    .insertInto('wa_numbers')
    .values({ account_id: 0, user_id: 0, phone: pool.phone, state: 'verified', is_pool_number: 1, waba_id: pool.wabaId, phone_number_id: pool.phoneNumberId, created_at: pool.now, updated_at: pool.now, deleted_at: null, templates_synced_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The first free pool number, or undefined when none is left. */
export const freePoolNumber = (db: Executor, phone?: string): Promise<WaNumber | undefined> => {
  let query = db.selectFrom('wa_numbers').selectAll().where('is_pool_number', '=', 1).where('account_id', '=', 0).where('deleted_at', 'is', null);
  if (phone) query = query.where('phone', '=', phone);
  return query.orderBy('id').executeTakeFirst();
};

/**
 * Adds the number to the platform's WABA at Meta when it is not there yet (a number that came
 * in by the onboarding form), keeping its Meta ids; Meta's refusal otherwise (409: another
 * business holds it).
 */
async function atMeta(ctx: RequestContext, number: WaNumber): Promise<WaNumber | { refused: CloudApiFailure }> {
  if (number.phone_number_id) return number;
  try {
    return await addedAtMeta(ctx, number);
  } catch (error) {
    // The Cloud API not reached at all (not configured, the link down) is a refusal like Meta's,
    // so a new number is not left half-registered and the customer reads "error", not a 500.
    ctx.request.log.error({ err: error }, 'WhatsApp: the Cloud API could not be reached to add a number');
    return { refused: { ok: false, httpStatus: 0, code: 0, title: 'unreachable', details: '' } };
  }
}

async function addedAtMeta(ctx: RequestContext, number: WaNumber): Promise<WaNumber | { refused: CloudApiFailure }> {
  const wabaId = ctx.config.whatsapp.wabaId;
  const names = await ctx.db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', number.user_id).executeTakeFirst();
  const verifiedName = number.display_name || `${names?.first_name ?? ''} ${names?.last_name ?? ''}`.trim() || number.phone;
  const added = await cloudApiOf(ctx).addPhoneNumber(wabaId, number.phone, verifiedName);
  if (!added.ok) {
    ctx.request.log.warn({ code: added.code, details: added.details }, 'WhatsApp: adding a number failed');
    return { refused: added };
  }
  return ctx.db.updateTable('wa_numbers').set({ waba_id: wabaId, phone_number_id: added.phoneNumberId, updated_at: ctx.now() }).where('id', '=', number.id).returningAll().executeTakeFirstOrThrow();
}

/** States from which a code may be asked for or confirmed. */
const verifiableStates = ['automaticVerification', 'customerTriedSetup', 'awaitingAdminApproval', 'verificationRequestSent'];

type RegisterAnswer = WhatsappRegisterNumberApiResponse;
const registered = (status: number, state?: WaNumber['state']): RegisterAnswer => ({ data: { status, ...(state ? { state: state as never } : {}) } });

export const whatsappRegisterNumber: Handler<WhatsappRegisterNumberApiArg> = async ({ body }, ctx) => {
  const user = ctx.user!;
  const account = accountOf(user);
  const phone = waPhoneOf(body.phone);
  if (!phone) return registered(WhatsappRegisterNumber.invalidPhone);
  const now = ctx.now();

  if (!body.ownNumber) {
    const taken = await ctx.db
      .updateTable('wa_numbers')
      .set({ account_id: account, user_id: user.userId, updated_at: now })
      .where('phone', '=', phone)
      .where('is_pool_number', '=', 1)
      .where('account_id', '=', 0)
      .where('deleted_at', 'is', null)
      .returning(['state'])
      .executeTakeFirst();
    if (!taken) {
      const mine = await liveNumberOf(ctx.db, phone);
      if (mine && mine.account_id === account) return registered(WhatsappRegisterNumber.registered, mine.state);
      return registered(WhatsappRegisterNumber.poolNumberTaken);
    }
    return registered(WhatsappRegisterNumber.registered, taken.state);
  }

  const existing = await liveNumberOf(ctx.db, phone);
  if (existing && existing.account_id !== account) return registered(WhatsappRegisterNumber.numberInUse);
  // Registering again is asking where the number stands (and, for a number of the onboarding form, adding it at Meta).
  const number =
    existing ??
    (await ctx.db
      .insertInto('wa_numbers')
      .values({ account_id: account, user_id: user.userId, phone, state: 'customerTriedSetup', is_pool_number: 0, waba_id: null, phone_number_id: null, created_at: now, updated_at: now, deleted_at: null, templates_synced_at: null })
      .returningAll()
      .executeTakeFirstOrThrow());
  const known = await atMeta(ctx, number);
  if ('refused' in known) {
    // Nothing of a refused new number is kept.
    if (!existing) await ctx.db.deleteFrom('wa_numbers').where('id', '=', number.id).execute();
    // Meta answers 409 for a number another business already holds.
    return registered(known.refused.httpStatus === 409 ? WhatsappRegisterNumber.numberInUse : WhatsappRegisterNumber.error);
  }
  return registered(verifiableStates.includes(known.state) ? WhatsappRegisterNumber.verificationNeeded : WhatsappRegisterNumber.registered, known.state);
};

type VerifyAnswer = WhatsappVerifyNumberApiResponse;
const verified = (status: number, state?: string): VerifyAnswer => ({ data: { status, ...(state ? { state: state as never } : {}) } });


export const whatsappVerifyNumber: Handler<WhatsappVerifyNumberApiArg> = async ({ body }, ctx) => {
  const account = accountOf(ctx.user!);
  const phone = waPhoneOf(body.phone);
  const found = phone ? await liveNumberOf(ctx.db, phone) : undefined;
  if (!found || found.account_id !== account) return verified(WhatsappVerifyNumber.notRegistered);
  if (!verifiableStates.includes(found.state)) return verified(WhatsappVerifyNumber.verified, found.state);
  // A number of the onboarding form (the /very/:hash link) reaches Meta on its first code.
  const number = await atMeta(ctx, found);
  if ('refused' in number || !number.phone_number_id) return verified(WhatsappVerifyNumber.error, found.state);
  const api = cloudApiOf(ctx);
  const now = ctx.now();

  if (body.code === undefined) {
    const rule = rateRules.whatsappCodesPerNumber;
    if ((await hitsOf(ctx.db, rule, number.phone, now)) >= rule.limit) return verified(WhatsappVerifyNumber.tooManyCodes, number.state);
    const sent = await api.requestCode(number.phone_number_id, body.method === 2 ? 'VOICE' : 'SMS', 'he');
    if (!sent.ok) {
      ctx.request.log.warn({ code: sent.code, details: sent.details }, 'WhatsApp: requesting a code failed');
      return verified(WhatsappVerifyNumber.error, number.state);
    }
    // Only a code that went out counts toward the three an hour.
    await countHit(ctx.db, rule, number.phone, now);
    await ctx.db.updateTable('wa_numbers').set({ state: 'verificationRequestSent', updated_at: now }).where('id', '=', number.id).execute();
    return verified(WhatsappVerifyNumber.codeSent, 'verificationRequestSent');
  }

  const checked = await api.verifyCode(number.phone_number_id, body.code);
  if (!checked.ok) {
    // Meta's wrong-code refusals are 4xx; no answer at all or a 5xx is our failure, not the customer's.
    return verified(checked.httpStatus >= 400 && checked.httpStatus < 500 ? WhatsappVerifyNumber.wrongCode : WhatsappVerifyNumber.error, numberState(number));
  }
  await ctx.db.updateTable('wa_numbers').set({ state: 'verified', updated_at: now }).where('id', '=', number.id).execute();
  return verified(WhatsappVerifyNumber.verified, 'verified');
};
