/**
 * Rate limits: the one table of rules and the one counter. Hits are counted per key in fixed
 * windows in the database (rate_limits), not in a process's memory, so several API processes
 * behind a load balancer share the count. A request over a limit answers 429
 * errors.generic.tooManyRequests, which the browser's error pipeline already translates.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { HttpError } from './envelope';

export interface RateRule {
  /** The first part of the key; the subject (an IP, a username, an account) follows it. */
  name: string;
  limit: number;
  windowMs: number;
}

const minute = 60_000;
const hour = 60 * minute;

/** Every limit of the product, in one place. */
export const rateRules = {
  /** Failed sign-ins from one address: enough for an office behind one NAT, not for guessing. */
  loginFailuresPerIp: { name: 'login.ip', limit: 20, windowMs: 15 * minute },
  /**
   * Failed sign-ins at one username from anywhere (wrong password, or already blocked): slows
   * guessing across addresses. Successful sign-ins are not counted, so a user who signs in
   * often is never held back.
   */
  loginFailuresPerUsername: { name: 'login.user', limit: 10, windowMs: 15 * minute },
  /**
   * Wrong passwords at a username nobody has, counted like a real user's failures so that the
   * answers (attempts left, then blocked) read the same as a known user's.
   */
  unknownUserFailures: { name: 'login.unknown', limit: Number.MAX_SAFE_INTEGER, windowMs: 24 * hour },
  /** Numbers typed on the public unsubscribe page from one address. */
  publicUnsubscribePerIp: { name: 'unsubscribe.ip', limit: 10, windowMs: hour },
  /** Two-step phone codes one account may ask for (to any phones). */
  otpCodesPerAccount: { name: 'otp.account', limit: 5, windowMs: hour },
  /**
   * Recordings one account may make (uploads and text-to-speech together): each runs sox or
   * espeak-ng, so a flood would queue every other account's recordings behind it.
   */
  recordingsPerAccount: { name: 'recordings.account', limit: 60, windowMs: hour },
  /** WhatsApp verification codes (SMS or call) one number may be sent (verify-number, -3 past it). */
  whatsappCodesPerNumber: { name: 'whatsapp.code', limit: 3, windowMs: hour },
  /**
   * Wrong current passwords a signed-in user may type (verify-user-password and the two password
   * changes, issue 21): a stolen session must not be a way to guess the password unblocked.
   */
  passwordChecksPerUser: { name: 'password.user', limit: 10, windowMs: 15 * minute },
  /** Coupon codes one address asks for that name no coupon: the public page is no way to list coupons. */
  couponMissesPerIp: { name: 'coupon.ip', limit: 30, windowMs: hour },
} as const satisfies Record<string, RateRule>;

export const tooManyRequests = () => new HttpError(429, 'errors.generic.tooManyRequests');

const keyOf = (rule: RateRule, subject: string | number): string => `${rule.name}:${String(subject).toLowerCase()}`;
const windowOf = (rule: RateRule, now: number): number => now - (now % rule.windowMs);

/** Counts one hit and answers the window's count with it (atomic on SQLite and PostgreSQL). */
export async function countHit(db: Db, rule: RateRule, subject: string | number, now: number): Promise<number> {
  const key = keyOf(rule, subject);
  const windowStart = windowOf(rule, now);
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, hits: 1 })
    .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ hits: sql<number>`rate_limits.hits + 1` }))
    .returning('hits')
    .executeTakeFirstOrThrow();
  // Past windows of this key are of no use any more; dropping them here keeps the table small.
  await db.deleteFrom('rate_limits').where('key', '=', key).where('window_start', '<', windowStart).execute();
  return Number(row.hits);
}

/** The hits of the current window, without counting one. */
export async function hitsOf(db: Db, rule: RateRule, subject: string | number, now: number): Promise<number> {
  const row = await db.selectFrom('rate_limits').select('hits').where('key', '=', keyOf(rule, subject)).where('window_start', '=', windowOf(rule, now)).executeTakeFirst();
  return Number(row?.hits ?? 0);
}

/** Throws 429 when the subject already used up its window. */
export async function refuseOverLimit(db: Db, rule: RateRule, subject: string | number, now: number): Promise<void> {
  if ((await hitsOf(db, rule, subject, now)) >= rule.limit) throw tooManyRequests();
}

/** Counts a hit and throws 429 when it goes past the limit. */
export async function takeHit(db: Db, rule: RateRule, subject: string | number, now: number): Promise<void> {
  if ((await countHit(db, rule, subject, now)) > rule.limit) throw tooManyRequests();
}

export async function clearHits(db: Db, rule: RateRule, subject: string | number): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', keyOf(rule, subject)).execute();
}
