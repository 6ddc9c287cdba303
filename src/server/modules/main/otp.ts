/**
 * Two-step verification phones of the signed-in user: up to 2, each confirmed by a code
 * before it counts. Turning two-step verification off forgets the phones, so turning it on
 * again confirms a phone again.
 */
import type {
  DeleteOtpPhoneApiArg,
  DeleteOtpPhoneApiResponse,
  MainOtpPhones,
  OtpOffApiArg,
  OtpOffApiResponse,
  OtpOnApiArg,
  OtpOnApiResponse,
  VerifyOtpApiArg,
  VerifyOtpApiResponse,
} from '../../../contract/main';
import { normalizeMobile } from '../../../domain/phones';
import { maxOtpPhones } from '../../../domain/signIn';
import type { Db } from '../../db/database';
import { accountOf } from '../../http/account';
import type { Handler } from '../../http/handler';
import { countHit, hitsOf, rateRules } from '../../http/rateLimit';
import { checkCode, sendCode, type CodeCheck } from '../auth/codes';
import { findUserById, otpPhonesOf } from '../auth/queries';
import { signedInUser } from '../auth/signIn';
import { DeleteOtpPhone, OtpOff, OtpOn, VerifyOtp } from '../../../contract/statusCodes';

async function phonesAnswer(db: Db, userId: number, status: number, extra: Partial<MainOtpPhones> = {}): Promise<{ data: MainOtpPhones }> {
  const user = await findUserById(db, userId);
  return { data: { status, otp: user?.otp_enabled === 1, phones: await otpPhonesOf(db, userId), ...extra } };
}

export const otpOn: Handler<OtpOnApiArg> = async ({ body }, ctx): Promise<OtpOnApiResponse> => {
  const { userId } = signedInUser(ctx);
  const phone = normalizeMobile(body.phone);
  if (!phone) return phonesAnswer(ctx.db, userId, OtpOn.invalidPhone);
  const phones = await otpPhonesOf(ctx.db, userId);
  if (phones.includes(phone)) return phonesAnswer(ctx.db, userId, OtpOn.phoneOnFile);
  if (phones.length >= maxOtpPhones) return phonesAnswer(ctx.db, userId, OtpOn.twoPhonesOnFile);
  // Each phone has its own resend rules; this caps the codes one account sends to all phones together.
  const account = accountOf(ctx.user!);
  if ((await hitsOf(ctx.db, rateRules.otpCodesPerAccount, account, ctx.now())) >= rateRules.otpCodesPerAccount.limit) return phonesAnswer(ctx.db, userId, OtpOn.tooManyRequests);
  const sent = await sendCode(ctx.db, { userId, purpose: 'otpPhone', phone, now: ctx.now() });
  if (sent.verdict === 'send') await countHit(ctx.db, rateRules.otpCodesPerAccount, account, ctx.now());
  const status = { send: OtpOn.codeSent, tooSoon: OtpOn.resendAfter, tooMany: OtpOn.tooManyRequests }[sent.verdict];
  return phonesAnswer(ctx.db, userId, status, { resendAfterSeconds: sent.resendAfterSeconds });
};

const wrongCodeStatus: Record<Exclude<CodeCheck, 'ok'>, number> = {
  none: VerifyOtp.invalidCode,
  invalid: VerifyOtp.invalidCode,
  expired: VerifyOtp.codeExpired,
  tooManyTries: VerifyOtp.tooManyWrongCodes,
};

export const verifyOtp: Handler<VerifyOtpApiArg> = async ({ body }, ctx): Promise<VerifyOtpApiResponse> => {
  const { db } = ctx;
  const { userId } = signedInUser(ctx);
  const phone = normalizeMobile(body.phone);
  if (!phone) return phonesAnswer(db, userId, VerifyOtp.invalidCode);
  const check = await checkCode(db, { userId, purpose: 'otpPhone', phone, code: body.code, now: ctx.now() });
  if (check !== 'ok') return phonesAnswer(db, userId, wrongCodeStatus[check]);
  const turnedOn = await db.transaction().execute(async (trx) => {
    const phones = await otpPhonesOf(trx, userId);
    if (phones.length >= maxOtpPhones && !phones.includes(phone)) return null;
    if (!phones.includes(phone)) await trx.insertInto('otp_phones').values({ user_id: userId, phone, created_at: ctx.now() }).execute();
    const changed = await trx.updateTable('users').set({ otp_enabled: 1 }).where('id', '=', userId).where('otp_enabled', '=', 0).executeTakeFirst();
    return changed.numUpdatedRows > 0n;
  });
  // A third phone while two are on file: the contract has no code of its own for it.
  if (turnedOn === null) return phonesAnswer(db, userId, VerifyOtp.invalidCode);
  return phonesAnswer(db, userId, turnedOn ? VerifyOtp.turnedOn : VerifyOtp.phoneAdded);
};

/** Only one's own: section 6 forbids turning off another user's two-step verification. */
export const otpOff: Handler<OtpOffApiArg> = async (arg, ctx): Promise<OtpOffApiResponse> => {
  const { db } = ctx;
  const { userId } = signedInUser(ctx);
  const asked = arg.body?.userId;
  if (asked !== undefined && asked !== userId) return phonesAnswer(db, userId, OtpOff.notYourVerification);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('otp_phones').where('user_id', '=', userId).execute();
    await trx.updateTable('users').set({ otp_enabled: 0 }).where('id', '=', userId).execute();
  });
  return phonesAnswer(db, userId, OtpOff.turnedOff);
};

export const deleteOtpPhone: Handler<DeleteOtpPhoneApiArg> = async ({ body }, ctx): Promise<DeleteOtpPhoneApiResponse> => {
  const { db } = ctx;
  const { userId } = signedInUser(ctx);
  const phone = normalizeMobile(body.phone) ?? body.phone;
  const phones = await otpPhonesOf(db, userId);
  if (!phones.includes(phone)) return phonesAnswer(db, userId, DeleteOtpPhone.phoneRemoveFailed);
  const user = await findUserById(db, userId);
  if (user?.otp_enabled === 1 && phones.length === 1) return phonesAnswer(db, userId, DeleteOtpPhone.lastPhone);
  await db.deleteFrom('otp_phones').where('user_id', '=', userId).where('phone', '=', phone).execute();
  return phonesAnswer(db, userId, DeleteOtpPhone.phoneRemoved);
};
