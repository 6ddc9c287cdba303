/**
 * The life of a sender-number verification: a link (its token is the /ver/:hash) and a code go
 * to the number; the code comes back, from the composer or from the link's page. The link's
 * token is stored only as a hash, so a database reader cannot open a link; the code too.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Selectable } from 'kysely';
import { senderVerification, verificationMessageText, verificationMessageVerdict } from '../../../domain/senderVerification';
import { displayPhone } from '../../../domain/phones';
import type { Db } from '../../db/database';
import type { SenderVerificationsTable } from '../../db/schema';
import { sendSystemSms } from '../../messaging/outbox';
import { newNumericCode } from '../auth/codes';
import { approveVerifiedNumber, numberStanding } from './queries';

export type Verification = Selectable<SenderVerificationsTable>;

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
/** The code is hashed with its verification's id: the same code in two verifications hashes apart. */
const hashCode = (verificationId: number, code: string): string => sha256(`${verificationId}:${code}`);

export const verificationLink = (linkBase: string, token: string): string => `${linkBase}/ver/${token}`;

/** The verification a /ver/:hash link opens, whatever its state. */
export async function verificationByToken(db: Db, token: string): Promise<Verification | undefined> {
  return db.selectFrom('sender_verifications').selectAll().where('link_hash', '=', sha256(token)).executeTakeFirst();
}

/** The account's latest verification of the number that can still be confirmed. */
export async function openVerificationOf(db: Db, account: number, phone: string, now: number): Promise<Verification | undefined> {
  return db
    .selectFrom('sender_verifications')
    .selectAll()
    .where('account_id', '=', account)
    .where('phone', '=', phone)
    .where('verified_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export type SendOutcome = { sent: true } | { sent: false; resendAfterSeconds: number };

/**
 * A new code to the number, with the link, unless the number already got 3 verification
 * messages in the hour (from any account). The new code replaces the verification's last one.
 * Runs in the caller's transaction.
 */
async function sendWithin(trx: Db, verification: Verification, link: string, now: number): Promise<SendOutcome> {
  const sent = await trx
    .selectFrom('sender_verification_messages')
    .select('sent_at')
    .where('phone', '=', verification.phone)
    .where('sent_at', '>', now - senderVerification.hourMs)
    .execute();
  const verdict = verificationMessageVerdict(
    sent.map((s) => Number(s.sent_at)),
    now,
  );
  if (!verdict.allowed) return { sent: false, resendAfterSeconds: verdict.resendAfterSeconds };
  const code = newNumericCode(senderVerification.codeDigits);
  await trx.updateTable('sender_verifications').set({ code_hash: hashCode(verification.id, code), attempts: 0 }).where('id', '=', verification.id).execute();
  await trx.insertInto('sender_verification_messages').values({ phone: verification.phone, verification_id: verification.id, sent_at: now }).execute();
  await sendSystemSms(trx, { to: displayPhone(verification.phone), text: verificationMessageText(code, link), userId: verification.user_id, now });
  return { sent: true };
}

/** Sends the verification's number a new code (the /ver/:hash page's "send again"). */
export async function resendVerificationMessage(db: Db, verification: Verification, link: string, now: number): Promise<SendOutcome> {
  return db.transaction().execute((trx) => sendWithin(trx, verification, link, now));
}

/**
 * Asks to verify a number: a new link for the account, and the message. Earlier open links of
 * the account for the number stop working, so only the latest message counts. Nothing is kept
 * when the message may not go.
 */
export async function startVerification(
  db: Db,
  input: { account: number; userId: number; phone: string; linkBase: string; now: number },
): Promise<SendOutcome & { token?: string }> {
  const { account, userId, phone, linkBase, now } = input;
  const token = randomBytes(32).toString('hex');
  return db.transaction().execute(async (trx) => {
    await trx.updateTable('sender_verifications').set({ expires_at: now }).where('account_id', '=', account).where('phone', '=', phone).where('verified_at', 'is', null).where('expires_at', '>', now).execute();
    const row = await trx
      .insertInto('sender_verifications')
      .values({ account_id: account, user_id: userId, phone, link_hash: sha256(token), code_hash: null, created_at: now, expires_at: now + senderVerification.linkLifetimeMs })
      .returningAll()
      .executeTakeFirstOrThrow();
    const outcome = await sendWithin(trx, row, verificationLink(linkBase, token), now);
    // Refused: the transaction is undone so no link without a message is left behind.
    if (!outcome.sent) throw new RateRefusal(outcome.resendAfterSeconds);
    return { sent: true as const, token };
  }).catch((error: unknown) => {
    if (error instanceof RateRefusal) return { sent: false as const, resendAfterSeconds: error.resendAfterSeconds };
    throw error;
  });
}

class RateRefusal extends Error {
  constructor(readonly resendAfterSeconds: number) {
    super('rate');
  }
}

export type ConfirmOutcome = 'verified' | 'wrongCode' | 'ours' | 'others' | 'attached';

/**
 * Checks the code (in constant time) against the verification's latest; right, the number
 * becomes an approved verified sender of the account in the same transaction. Unless the number
 * became another account's or an attached one meanwhile.
 */
export async function confirmVerification(db: Db, verification: Verification, code: string, now: number): Promise<ConfirmOutcome> {
  if (!verification.code_hash || verification.expires_at <= now || verification.attempts >= senderVerification.maxWrongTries) return 'wrongCode';
  const expected = Buffer.from(verification.code_hash, 'hex');
  const given = Buffer.from(hashCode(verification.id, code.trim()), 'hex');
  if (!timingSafeEqual(expected, given)) {
    await db.updateTable('sender_verifications').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('id', '=', verification.id).execute();
    return 'wrongCode';
  }
  return db.transaction().execute(async (trx) => {
    const standing = await numberStanding(trx, verification.account_id, verification.phone);
    if (standing !== 'free') return standing;
    // Spent only if still open: two right answers at once verify once.
    const closed = await trx.updateTable('sender_verifications').set({ verified_at: now }).where('id', '=', verification.id).where('verified_at', 'is', null).executeTakeFirst();
    if (closed.numUpdatedRows === 0n) return 'ours';
    await approveVerifiedNumber(trx, verification.account_id, verification.phone, now);
    return 'verified';
  });
}
