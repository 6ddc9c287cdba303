/**
 * Meta signs each webhook delivery with the app secret: `X-Hub-Signature-256: sha256=<hex
 * HMAC-SHA256 of the raw body>` (WHATSAPP-CLOUD-API.md §7). The check runs on the bytes as
 * received, before anything is parsed: Meta serializes with `\uXXXX` escapes, so re-serialized
 * JSON would not match. Anything but a well-formed header that matches is refused.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const webhookSignatureHeader = 'x-hub-signature-256';

export const signWebhookBody = (appSecret: string, rawBody: Buffer | string): string =>
  `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;

const wellFormed = /^sha256=[0-9a-f]{64}$/i;

export function webhookSignatureMatches(appSecret: string, rawBody: Buffer | string, header: string | string[] | undefined | null): boolean {
  if (!appSecret || typeof header !== 'string' || !wellFormed.test(header.trim())) return false;
  const given = Buffer.from(header.trim().slice('sha256='.length).toLowerCase(), 'hex');
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}
