/**
 * Sign-in (auth/login): the robot check of the host's brand, the password with attempts
 * counted down to a block, two-step verification by a code to the phone, then the session.
 * Every attempt is written to login_audit.
 */
import type { AuthLoginResult, LoginApiArg, LoginApiResponse } from '../../../contract/auth';
import { maskPhone, normalizeMobile } from '../../../domain/phones';
import { afterWrongPassword, loginAttempts } from '../../../domain/signIn';
import { addressAllowedFor } from '../../http/allowedAddress';
import type { Handler, RequestContext } from '../../http/handler';
import { countHit, rateRules, refuseOverLimit } from '../../http/rateLimit';
import { checkCode, pendingCodePhone, sendCode } from './codes';
import { checkPassword, passesRobotCheck, verifyDecoy } from './credentials';
import { findUserByUsername, otpPhonesOf, recordLogin, type UserRow } from './queries';
import { clientOf, openSession } from './signIn';
import { termsApprovalRequired } from './termsApproval';
import { Login } from '../../../contract/statusCodes';


type Body = LoginApiArg['body'];
const answer = (data: AuthLoginResult): LoginApiResponse => ({ data });

/** The phone a code goes to: the one picked from otpOptions (sent back masked), else the first. */
function chosenPhone(phones: string[], picked: string | undefined): string {
  if (!picked) return phones[0];
  const normalized = normalizeMobile(picked);
  return phones.find((p) => p === normalized || maskPhone(p) === picked) ?? phones[0];
}

async function twoStep(ctx: RequestContext, user: UserRow, body: Body, phones: string[], audit: (outcome: string) => Promise<void>): Promise<LoginApiResponse | null> {
  const now = ctx.now();
  const otpOptions = phones.map(maskPhone);
  if (body.otpCode) {
    const check = await checkCode(ctx.db, { userId: user.id, purpose: 'login', code: body.otpCode, now });
    if (check === 'ok') return null;
    await audit('wrongCode');
    return answer({ status: Login.wrongCode, otp: true, authType: 'otp', otpOptions });
  }
  const phone = chosenPhone(phones, body.otpPhone);
  const sent = await sendCode(ctx.db, { userId: user.id, purpose: 'login', phone, now });
  const shown = { otp: true, authType: 'otp' as const, otpOptions, phone: maskPhone(phone), resendAfterSeconds: sent.resendAfterSeconds };
  if (sent.verdict === 'tooSoon') {
    await audit('codeTooSoon');
    return answer({ status: Login.resendTooSoon, ...shown });
  }
  if (sent.verdict === 'tooMany') {
    await audit('tooManyCodes');
    return answer({ status: Login.tooManyCodes, ...shown });
  }
  await audit('codeSent');
  return answer({ status: Login.codeSent, ...shown });
}

/** A failed sign-in counts against the address and the username (known or not alike). */
async function countFailure(ctx: RequestContext, username: string): Promise<void> {
  await countHit(ctx.db, rateRules.loginFailuresPerIp, ctx.request.ip, ctx.now());
  await countHit(ctx.db, rateRules.loginFailuresPerUsername, username, ctx.now());
}

/**
 * A username nobody has answers exactly as a known one with a wrong password: the same
 * countdown (its failures are counted too), the same block, and the time of a real hash check
 * (a blocked user's answer checks no password, so neither does this one once "blocked").
 */
async function unknownUser(ctx: RequestContext, body: Body, audit: (outcome: string) => Promise<void>): Promise<LoginApiResponse> {
  const now = ctx.now();
  const failures = await countHit(ctx.db, rateRules.unknownUserFailures, body.username, now);
  await countFailure(ctx, body.username);
  await audit('unknownUser');
  if (failures > loginAttempts) return answer({ status: Login.blocked });
  await verifyDecoy(body.password);
  const verdict = afterWrongPassword(failures);
  const status = { attemptsLeft: Login.wrongPassword, lastAttempt: Login.lastAttempt, blocked: Login.blocked }[verdict.outcome];
  return answer({ status, attemptsLeft: verdict.attemptsLeft });
}

export const login: Handler<LoginApiArg> = async ({ body }, ctx) => {
  const { db } = ctx;
  const now = ctx.now();
  const client = clientOf(ctx);
  const user = await findUserByUsername(db, body.username);
  const audit = (outcome: string) => recordLogin(db, { userId: user?.id ?? null, username: body.username, outcome, now, ...client });

  // The second step of a two-step sign-in was already past the robot check.
  const secondStep = Boolean(body.otpCode && user?.otp_enabled && (await pendingCodePhone(db, user.id, 'login', now)));
  if (!secondStep && !(await passesRobotCheck(ctx, body.recaptchaToken))) {
    await audit('robotCheckFailed');
    return answer({ status: Login.robotCheckFailed });
  }
  // Over a limit is 429 before any password is checked, known username or not.
  await refuseOverLimit(db, rateRules.loginFailuresPerIp, ctx.request.ip, now);
  await refuseOverLimit(db, rateRules.loginFailuresPerUsername, body.username, now);
  if (!user) return unknownUser(ctx, body, audit);
  if (user.blocked) {
    await countFailure(ctx, body.username);
    await audit('blocked');
    return answer({ status: Login.blocked });
  }
  const verdict = await checkPassword(db, user, body.password);
  if (verdict.outcome !== 'ok') {
    await countFailure(ctx, body.username);
    await audit(verdict.outcome === 'blocked' ? 'blockedNow' : 'wrongPassword');
    const status = { attemptsLeft: Login.wrongPassword, lastAttempt: Login.lastAttempt, blocked: Login.blocked }[verdict.outcome];
    return answer({ status, attemptsLeft: verdict.attemptsLeft });
  }
  if (!user.active) {
    await audit('inactive');
    return answer({ status: Login.inactive });
  }
  if (!(await addressAllowedFor(db, { userId: user.id, adminId: user.admin_id }, ctx.request.ip))) {
    await audit('addressNotAllowed');
    return answer({ status: Login.addressNotAllowed });
  }
  const phones = user.otp_enabled ? await otpPhonesOf(db, user.id) : [];
  if (phones.length) {
    const pending = await twoStep(ctx, user, body, phones, audit);
    if (pending) return pending;
  }

  // A password whose validity ended still signs in, but the browser must have it changed first.
  const passwordExpired = user.password_valid_until !== null && user.password_valid_until <= now;
  const session = await openSession(ctx, user, { keepLoggedIn: body.keepLoggedIn === true });
  await audit(passwordExpired ? 'passwordExpired' : 'success');
  return answer({
    status: passwordExpired ? Login.continue : Login.signedIn,
    ...(passwordExpired ? { passwordExpired: true } : {}),
    authType: phones.length ? 'otp' : 'password',
    otp: user.otp_enabled === 1,
    ...((await termsApprovalRequired(db, user.id)) ? { approvalRulesRequired: true } : {}),
    ...session,
  });
};
