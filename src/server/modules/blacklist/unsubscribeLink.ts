/**
 * The unsubscribe link's hash names an account and a phone, signed with the server's secret
 * (HMAC-SHA256) so nobody can make one for another number, and dated so it expires after the
 * link's 30 days (section 9). Campaign sending makes links with `unsubscribeHash`.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config';
import { keptSecret } from '../../keptSecret';

export const unsubscribeLinkLifetimeMs = 30 * 24 * 3_600_000;

/** UNSUBSCRIBE_SECRET, or one made on first use and kept in dataDir for the next start. */
export function unsubscribeSecretOf(config: Pick<Config, 'unsubscribeSecret' | 'dataDir'>): string {
  return config.unsubscribeSecret || keptSecret(config.dataDir, 'unsubscribe.secret', () => randomBytes(32).toString('base64url'));
}

const mac = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url').slice(0, 27);

/** account.phone.issued(base 36 seconds).signature — about 60 characters. */
export function unsubscribeHash(secret: string, account: number, phone: string, issuedAt: number): string {
  const payload = `${account}.${phone}.${Math.floor(issuedAt / 1000).toString(36)}`;
  return `${payload}.${mac(secret, payload)}`;
}

export type LinkCheck = { ok: true; account: number; phone: string } | { ok: false };

/** The account and phone a hash names, when it is ours and not expired. */
export function readUnsubscribeHash(secret: string, hash: string, now: number): LinkCheck {
  const m = /^(\d+)\.(\d{6,16})\.([0-9a-z]+)\.([\w-]{27})$/.exec(hash);
  if (!m) return { ok: false };
  const payload = `${m[1]}.${m[2]}.${m[3]}`;
  const expected = Buffer.from(mac(secret, payload));
  if (!timingSafeEqual(expected, Buffer.from(m[4]))) return { ok: false };
  const issuedAt = parseInt(m[3], 36) * 1000;
  if (issuedAt > now + 60_000 || now - issuedAt > unsubscribeLinkLifetimeMs) return { ok: false };
  return { ok: true, account: Number(m[1]), phone: m[2] };
}
