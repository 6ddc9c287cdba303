/**
 * Forgot password (a code to the phone on file, then a new password) and changing one's own
 * password. The result codes are section 8's, as in the contract.
 */
import type {
  RequestCodeApiArg,
  RequestCodeApiResponse,
  SetNewPasswordApiArg,
  SetNewPasswordApiResponse,
  UpdateUserPasswordApiArg,
  UpdateUserPasswordApiResponse,
  VerifyCodeApiArg,
  VerifyCodeApiResponse,
} from '../../../contract/auth';
import { maskPhone, normalizeMobile } from '../../../domain/phones';
import type { Db } from '../../db/database';
import type { Handler } from '../../http/handler';
import { checkCode, sendCode, spendCodes, type CodeCheck } from './codes';
import { checkOwnPassword, hashPassword, passesRobotCheck, refuseNewPassword } from './credentials';
import { findUserById, findUserByIdentifier, otpPhonesOf, recordPhones, revokeUserSessions, savePassword, type UserRow } from './queries';
import { openSession, signedInUser } from './signIn';
import { RequestCode, SetNewPassword, VerifyCode } from '../../../contract/statusCodes';

/** Where a forgot-password code goes: the first mobile on the record, else a two-step phone. */
async function codePhoneOf(db: Db, user: UserRow): Promise<string | null> {
  const onRecord = recordPhones(user).map(normalizeMobile).find((p): p is string => p !== null);
  return onRecord ?? (await otpPhonesOf(db, user.id))[0] ?? null;
}

export const requestCode: Handler<RequestCodeApiArg> = async ({ body }, ctx): Promise<RequestCodeApiResponse> => {
  if (!(await passesRobotCheck(ctx, body.recaptchaToken))) return { data: { status: RequestCode.robotCheckFailed } };
  const user = await findUserByIdentifier(ctx.db, body.identifier.trim());
  const phone = user ? await codePhoneOf(ctx.db, user) : null;
  // Without a phone to send to, the account cannot be recovered this way: support must help.
  if (!user || !phone) return { data: { status: RequestCode.userNotFound } };
  if (user.blocked) return { data: { status: RequestCode.userBlocked } };
  const sent = await sendCode(ctx.db, { userId: user.id, purpose: 'resetPassword', phone, now: ctx.now() });
  const status = { send: RequestCode.codeSent, tooSoon: RequestCode.resendAfter, tooMany: RequestCode.tooManyRequests }[sent.verdict];
  return { data: { status, maskedPhone: maskPhone(phone), resendAfterSeconds: sent.resendAfterSeconds, codeRequestsLeft: sent.requestsLeft } };
};

const verifyCodeStatus: Record<CodeCheck, number> = {
  ok: VerifyCode.codeAccepted,
  none: VerifyCode.invalidCode,
  invalid: VerifyCode.invalidCode,
  expired: VerifyCode.codeExpired,
  tooManyTries: VerifyCode.tooManyWrongCodes,
};

/** Checks the code without spending it: setNewPassword needs it once more. */
export const verifyCode: Handler<VerifyCodeApiArg> = async ({ body }, { db, now }): Promise<VerifyCodeApiResponse> => {
  const user = await findUserByIdentifier(db, body.identifier.trim());
  if (!user) return { data: { status: VerifyCode.invalidCode } };
  const check = await checkCode(db, { userId: user.id, purpose: 'resetPassword', code: body.code, now: now(), keep: true });
  return { data: { status: verifyCodeStatus[check] } };
};

export const setNewPassword: Handler<SetNewPasswordApiArg> = async ({ body }, ctx): Promise<SetNewPasswordApiResponse> => {
  const { db } = ctx;
  const now = ctx.now();
  if (!(await passesRobotCheck(ctx, body.recaptchaToken))) return { data: { status: SetNewPassword.robotCheck } };
  const user = await findUserByIdentifier(db, body.identifier.trim());
  if (!user) return { data: { status: SetNewPassword.invalidCode } };
  // The code stays usable until the password is saved, so a refused password can be retried.
  const check = await checkCode(db, { userId: user.id, purpose: 'resetPassword', code: body.code, now, keep: true });
  if (check !== 'ok') return { data: { status: SetNewPassword.invalidCode } };
  const refused = await refuseNewPassword(db, user, body, now);
  if (refused) return { data: refused };
  try {
    await savePassword(db, user.id, await hashPassword(body.password), now);
  } catch (error) {
    ctx.request.log.error(error);
    return { data: { status: SetNewPassword.saveFailed } };
  }
  await spendCodes(db, user.id, 'resetPassword', now);
  await revokeUserSessions(db, user.id, now);
  const saved = await findUserById(db, user.id);
  if (!saved || saved.blocked || !saved.active) return { data: { status: SetNewPassword.signInFailed } };
  const session = await openSession(ctx, saved, { keepLoggedIn: false }).catch((error: unknown) => {
    ctx.request.log.error(error);
    return null;
  });
  if (!session) return { data: { status: SetNewPassword.signInFailed } };
  return { data: { status: SetNewPassword.changed, ...session } };
};

/** The signed-in user's own password; every session ends and a new one is answered. */
export const updateUserPassword: Handler<UpdateUserPasswordApiArg> = async ({ body }, ctx): Promise<UpdateUserPasswordApiResponse> => {
  const { db } = ctx;
  const now = ctx.now();
  const caller = signedInUser(ctx);
  const user = await findUserById(db, caller.userId);
  if (!(await checkOwnPassword(ctx, user, body.currentPassword)) || !user) return { data: { status: SetNewPassword.invalidCode } };
  const refused = await refuseNewPassword(db, user, body, now);
  if (refused) return { data: refused };
  try {
    await savePassword(db, user.id, await hashPassword(body.password), now);
  } catch (error) {
    ctx.request.log.error(error);
    return { data: { status: SetNewPassword.saveFailed } };
  }
  await revokeUserSessions(db, user.id, now);
  const session = await openSession(ctx, user, { keepLoggedIn: caller.keepLoggedIn, impersonatorId: caller.impersonatorId }).catch((error: unknown) => {
    ctx.request.log.error(error);
    return null;
  });
  if (!session) return { data: { status: SetNewPassword.signInFailed } };
  return { data: { status: SetNewPassword.changed, ...session }, new_token: session.token };
};
