/**
 * How a receiver knows an event is ours and fresh: X-Signature is
 * `sha256=<hex HMAC-SHA256(secret, "<X-Timestamp>.<body>")>`. The timestamp (seconds) is
 * inside the signature so a captured request cannot be replayed later with a new one; the
 * receiver should refuse timestamps more than a few minutes off and drop repeated X-Event-Id.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const signatureHeader = 'x-signature';
export const timestampHeader = 'x-timestamp';
export const eventIdHeader = 'x-event-id';
export const eventTypeHeader = 'x-event-type';

/** A new push URL's secret: 32 random bytes, readable. */
export const newSigningSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

export function signEvent(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** What a receiver does (and the tests do): recompute and compare in constant time. */
export function signatureMatches(secret: string, timestamp: string | number, body: string, signature: string): boolean {
  const expected = Buffer.from(signEvent(secret, Number(timestamp), body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
