/**
 * The codes after /s/. Letters and digits only, so no messenger cuts a link short at a trailing
 * '-' or '_'. A campaign link's per-recipient code is derived, never stored:
 *   template code (5) + the recipient's seq in base 62 (5, up to 916 million) + signature (6)
 * The signature is an HMAC of both with the link's own secret, so a recipient who changes
 * characters of their code lands on /link-not-found instead of another recipient's link or
 * unsubscribe page (62^6, about 5.7e10 tries for one hit).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { uniqueCouponAlphabet, uniqueCouponCodeParts } from '../../../domain/coupons';
import { shortLinkCodeLength } from '../../../domain/shortLinks';

const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const seqLength = 5;
const signatureLength = shortLinkCodeLength.recipient - shortLinkCodeLength.template - seqLength;
export const maxRecipientSeq = 62 ** seqLength - 1;

/** A random code of `length` letters and digits, evenly drawn. */
export function randomCode(length: number): string {
  let code = '';
  while (code.length < length) {
    for (const byte of randomBytes(length * 2)) {
      // 248 = 4 × 62: above it a byte would favour the first letters.
      if (byte < 248 && code.length < length) code += alphabet[byte % 62];
    }
  }
  return code;
}

/** A secret for a campaign link's signatures, or a handle the composer passes back. */
export const randomToken = () => randomBytes(24).toString('base64url');

function base62(value: bigint | number, width: number): string {
  let n = BigInt(value);
  let out = '';
  for (let i = 0; i < width; i += 1) {
    out = alphabet[Number(n % 62n)] + out;
    n /= 62n;
  }
  return out;
}

function fromBase62(text: string): number {
  let n = 0;
  for (const c of text) n = n * 62 + alphabet.indexOf(c);
  return n;
}

function signature(secret: string, templateCode: string, seq: number): string {
  const digest = createHmac('sha256', secret).update(`${templateCode}.${seq}`).digest();
  return base62(digest.readBigUInt64BE(0), signatureLength);
}

/** The recipient's own code of a campaign link. */
export function recipientCode(link: { code: string; secret: string }, seq: number): string {
  if (!Number.isInteger(seq) || seq < 1 || seq > maxRecipientSeq) throw new Error(`recipient seq out of range: ${seq}`);
  return link.code + base62(seq, seqLength) + signature(link.secret, link.code, seq);
}

export type ParsedCode = { kind: 'general' | 'template'; code: string } | { kind: 'recipient'; templateCode: string; seq: number; signature: string };

/** What a code from the address bar can be, by its length; null when it cannot be ours. */
export function parseCode(code: string): ParsedCode | null {
  if (!/^[0-9A-Za-z]+$/.test(code)) return null;
  if (code.length === shortLinkCodeLength.general) return { kind: 'general', code };
  if (code.length === shortLinkCodeLength.template) return { kind: 'template', code };
  if (code.length !== shortLinkCodeLength.recipient) return null;
  const templateCode = code.slice(0, shortLinkCodeLength.template);
  const seq = fromBase62(code.slice(shortLinkCodeLength.template, shortLinkCodeLength.template + seqLength));
  return seq < 1 ? null : { kind: 'recipient', templateCode, seq, signature: code.slice(-signatureLength) };
}

/** Whether the signature of a parsed recipient code is the link's. */
export function signatureMatches(link: { code: string; secret: string }, seq: number, given: string): boolean {
  return timingSafeEqual(Buffer.from(signature(link.secret, link.code, seq)), Buffer.from(given));
}

/** A unique coupon's code for a recipient (domain/coupons.ts): their seq, then a signature. */
export function uniqueCouponCode(link: { code: string; secret: string }, seq: number): string {
  const base = BigInt(uniqueCouponAlphabet.length);
  const digits = (value: bigint, width: number) => {
    let out = '';
    for (let i = 0; i < width; i += 1) {
      out = uniqueCouponAlphabet[Number(value % base)] + out;
      value /= base;
    }
    return out;
  };
  // The seq is mixed by an affine map per link (a not a multiple of 31, so it is one to one
  // below 31^6): codes look unrelated, yet two recipients never share one.
  const space = base ** BigInt(uniqueCouponCodeParts.seq);
  const mix = createHmac('sha256', link.secret).update(`coupon-mix.${link.code}`).digest();
  let a = mix.readBigUInt64BE(0) % space;
  if (a % base === 0n) a += 1n;
  const mixed = (BigInt(seq) * a + (mix.readBigUInt64BE(8) % space)) % space;
  const digest = createHmac('sha256', link.secret).update(`coupon.${link.code}.${seq}`).digest();
  return digits(mixed, uniqueCouponCodeParts.seq) + digits(digest.readBigUInt64BE(0), uniqueCouponCodeParts.signature);
}
