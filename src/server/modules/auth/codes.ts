/**
 * Verification codes sent by text message: two-step sign-in, forgot password, confirming a
 * two-step phone. Only a code's hash is stored; the message itself goes through the outbox.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { codeRequestVerdict, verificationCode, type CodeRequestVerdict } from '../../../domain/signIn';
import type { Db } from '../../db/database';
import { sendSystemSms } from '../../messaging/outbox';

export type CodePurpose = 'login' | 'resetPassword' | 'otpPhone';

const hashCode = (purpose: CodePurpose, phone: string, code: string): string =>
  createHash('sha256').update(`${purpose}:${phone}:${code}`).digest('hex');

const messages: Record<CodePurpose, (code: string) => string> = {
  login: (code) => `Your sign-in code is ${code}. It is valid for 10 minutes.`,
  resetPassword: (code) => `Your password reset code is ${code}. It is valid for 10 minutes.`,
  otpPhone: (code) => `Your code to confirm this phone for two-step verification is ${code}.`,
};

/** A code of that many digits, leading zeros kept (sign-in codes and sender verifications). */
export const newNumericCode = (digits: number): string => String(randomInt(0, 10 ** digits)).padStart(digits, '0');

export type SendCodeResult = CodeRequestVerdict & { resendAfterSeconds: number };

/** Sends a new code unless the phone got one of the kind in the last 5 minutes, or 3 in the hour. */
export async function sendCode(db: Db, input: { userId: number; purpose: CodePurpose; phone: string; now: number }): Promise<SendCodeResult> {
  const { userId, purpose, phone, now } = input;
  const recent = await db
    .selectFrom('verification_codes')
    .select(['created_at', 'purpose'])
    .where('destination', '=', phone)
    .where('created_at', '>', now - verificationCode.hourMs)
    .execute();
  const verdict = codeRequestVerdict(
    recent.map((r) => r.created_at),
    now,
    recent.filter((r) => r.purpose === purpose).map((r) => r.created_at),
  );
  if (verdict.verdict !== 'send') return verdict;
  const code = newNumericCode(verificationCode.digits);
  await db
    .insertInto('verification_codes')
    .values({ user_id: userId, purpose, destination: phone, code_hash: hashCode(purpose, phone, code), created_at: now, expires_at: now + verificationCode.lifetimeMs })
    .execute();
  await sendSystemSms(db, { to: phone, text: messages[purpose](code), userId, now });
  return { ...verdict, requestsLeft: verdict.requestsLeft - 1, resendAfterSeconds: verificationCode.resendAfterMs / 1000 };
}

export type CodeCheck = 'ok' | 'none' | 'invalid' | 'expired' | 'tooManyTries';

/**
 * Checks a code against the latest one sent for the purpose (a newer code replaces older
 * ones). A spent code is marked used; `keep` leaves it usable for a later step.
 */
export async function checkCode(
  db: Db,
  input: { userId: number; purpose: CodePurpose; code: string; now: number; phone?: string; keep?: boolean },
): Promise<CodeCheck> {
  let query = db
    .selectFrom('verification_codes')
    .selectAll()
    .where('user_id', '=', input.userId)
    .where('purpose', '=', input.purpose)
    .where('used_at', 'is', null);
  if (input.phone) query = query.where('destination', '=', input.phone);
  const latest = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
  if (!latest) return 'none';
  if (latest.expires_at <= input.now) return 'expired';
  if (latest.attempts >= verificationCode.maxWrongTries) return 'tooManyTries';
  const expected = Buffer.from(latest.code_hash, 'hex');
  const given = Buffer.from(hashCode(input.purpose, latest.destination, input.code.trim()), 'hex');
  if (!timingSafeEqual(expected, given)) {
    const row = await db
      .updateTable('verification_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', latest.id)
      .returning('attempts')
      .executeTakeFirstOrThrow();
    return row.attempts >= verificationCode.maxWrongTries ? 'tooManyTries' : 'invalid';
  }
  if (!input.keep) await db.updateTable('verification_codes').set({ used_at: input.now }).where('id', '=', latest.id).execute();
  return 'ok';
}

/** The phone the latest unused code of a purpose went to (where a resend would go). */
export async function pendingCodePhone(db: Db, userId: number, purpose: CodePurpose, now: number): Promise<string | null> {
  const row = await db
    .selectFrom('verification_codes')
    .select('destination')
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.destination ?? null;
}

/** Once a code has done its work, neither it nor older ones of the purpose work again. */
export async function spendCodes(db: Db, userId: number, purpose: CodePurpose, now: number): Promise<void> {
  await db
    .updateTable('verification_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}
