/**
 * Business numbers and their onboarding ladder (WHATSAPP-CLOUD-API.md §5): added to a WABA →
 * request_code (SMS or VOICE; the code is revealed through the control plane, as a phone would
 * show it) → verify_code → register with a 6-digit PIN → may send. The business profile with
 * Meta's field limits.
 */
import { createHash, randomInt } from 'node:crypto';
import type { BusinessProfile } from '../types';
import { unknownObject, phoneNumberOf, type SimContext } from './context';
import { GraphError, invalidParameter } from './graphError';
import { messagingLimitOf } from './messages';
import { newNumericId, type SimPhoneNumber } from './state';

const tierOf = (limit: number | null): string => (limit === null ? 'TIER_UNLIMITED' : limit <= 250 ? 'TIER_250' : limit <= 2000 ? 'TIER_2K' : limit <= 10_000 ? 'TIER_10K' : 'TIER_100K');

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const verticals = new Set(['OTHER', 'AUTO', 'BEAUTY', 'APPAREL', 'EDU', 'ENTERTAIN', 'EVENT_PLAN', 'FINANCE', 'GROCERY', 'GOVT', 'HOTEL', 'HEALTH', 'NONPROFIT', 'PROF_SERVICES', 'RETAIL', 'TRAVEL', 'RESTAURANT', 'ALCOHOL', 'ONLINE_GAMBLING', 'PHYSICAL_GAMBLING', 'OTC_DRUGS', 'UNDEFINED']);

export function addPhoneNumber(ctx: SimContext, wabaId: string, body: unknown): object {
  if (!ctx.state.wabas[wabaId]) throw unknownObject(wabaId, 'POST');
  if (!isObject(body)) throw invalidParameter('Expected a JSON object');
  const cc = String(body.cc ?? '').replace(/\D/g, '');
  const national = String(body.phone_number ?? '').replace(/\D/g, '');
  const verifiedName = typeof body.verified_name === 'string' ? body.verified_name.trim() : '';
  if (!cc || national.length < 4 || cc.length + national.length > 15) throw invalidParameter('cc and phone_number must make an international number');
  if (!verifiedName) throw invalidParameter('verified_name is required');
  const phone = cc + national;
  const existing = Object.values(ctx.state.phoneNumbers).find((p) => p.phone === phone);
  // Adding a number again to its own WABA answers the number it already has (onboarding retried).
  if (existing?.wabaId === wabaId) return { id: existing.id };
  if (existing) throw new GraphError(409, 100, 'Phone number already in use', `${phone} belongs to another WhatsApp Business Account`);
  const added: SimPhoneNumber = {
    id: newNumericId(ctx.state),
    wabaId,
    phone,
    verifiedName,
    pendingCode: null,
    codes: [],
    verified: false,
    registered: false,
    pin: null,
    profile: {},
    quality: 'GREEN',
  };
  ctx.state.phoneNumbers[added.id] = added;
  ctx.save();
  return { id: added.id };
}

export function listPhoneNumbers(ctx: SimContext, wabaId: string): object {
  if (!ctx.state.wabas[wabaId]) throw unknownObject(wabaId, 'GET');
  const data = Object.values(ctx.state.phoneNumbers)
    .filter((p) => p.wabaId === wabaId)
    .map(phoneFields(ctx));
  return { data, paging: { cursors: { before: 'QVFIUk', after: 'QVFIUk' } } };
}

export const phoneFields =
  (ctx: SimContext) =>
  (p: SimPhoneNumber): object => ({
    verified_name: p.verifiedName,
    code_verification_status: p.verified ? 'VERIFIED' : 'NOT_VERIFIED',
    display_phone_number: `+${p.phone}`,
    quality_rating: p.quality,
    platform_type: p.registered ? 'CLOUD_API' : 'NOT_APPLICABLE',
    // Meta's levels: STANDARD (80 a second), HIGH (1,000); the level the simulator holds the number to.
    throughput: { level: ctx.limits.messagesPerSecond >= 1_000 ? 'HIGH' : 'STANDARD' },
    messaging_limit_tier: tierOf(messagingLimitOf(ctx.state.wabas[p.wabaId])),
    status: p.registered ? 'CONNECTED' : 'PENDING',
    name_status: 'APPROVED',
    id: p.id,
  });

export function requestCode(ctx: SimContext, id: string, body: unknown): object {
  const phone = phoneNumberOf(ctx, id, 'POST');
  const method = isObject(body) ? body.code_method : undefined;
  if (method !== 'SMS' && method !== 'VOICE') throw invalidParameter('code_method must be SMS or VOICE');
  if (!isObject(body) || typeof body.language !== 'string' || !body.language) throw new GraphError(400, 131008, 'Required parameter is missing', 'language is required');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  phone.pendingCode = code;
  phone.codes.push(code);
  ctx.save();
  return { success: true };
}

export function verifyCode(ctx: SimContext, id: string, body: unknown): object {
  const phone = phoneNumberOf(ctx, id, 'POST');
  const code = isObject(body) ? String(body.code ?? '') : '';
  if (!phone.pendingCode) throw new GraphError(400, 136025, 'Verify code error', 'No code was requested for this number, or it was used already; request a new one');
  if (code !== phone.pendingCode) throw new GraphError(400, 136025, 'Verify code error', 'The code does not match the one sent');
  phone.pendingCode = null;
  phone.verified = true;
  ctx.save();
  return { success: true, id: phone.id };
}

export function register(ctx: SimContext, id: string, body: unknown): object {
  const phone = phoneNumberOf(ctx, id, 'POST');
  if (!isObject(body) || body.messaging_product !== 'whatsapp') throw invalidParameter('messaging_product must be whatsapp');
  const pin = String(body.pin ?? '');
  if (!/^\d{6}$/.test(pin)) throw invalidParameter('pin must be 6 digits');
  if (!phone.verified) throw new GraphError(400, 133006, 'Phone number re-verification needed', 'Verify the number (request_code, verify_code) before registering it');
  if (phone.pin && phone.pin !== pin) throw new GraphError(400, 133005, 'Two step verification PIN Mismatch', 'The PIN does not match the two-step verification PIN of this number');
  phone.pin = pin;
  phone.registered = true;
  ctx.save();
  return { success: true };
}

export function deregister(ctx: SimContext, id: string): object {
  const phone = phoneNumberOf(ctx, id, 'POST');
  if (!phone.registered) throw new GraphError(400, 100, 'Invalid parameter', 'The number is not registered', { subcode: 2207051 });
  phone.registered = false;
  ctx.save();
  return { success: true };
}

export function getProfile(ctx: SimContext, id: string): object {
  const phone = phoneNumberOf(ctx, id, 'GET');
  return { data: [{ messaging_product: 'whatsapp', ...phone.profile }] };
}

const within = (value: unknown, max: number, name: string): string | undefined => {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length > max) throw invalidParameter(`${name} is text of at most ${max} characters`);
  return value;
};

export function setProfile(ctx: SimContext, id: string, body: unknown): object {
  const phone = phoneNumberOf(ctx, id, 'POST');
  if (!isObject(body) || body.messaging_product !== 'whatsapp') throw invalidParameter('messaging_product must be whatsapp');
  const profile: BusinessProfile = { ...phone.profile };
  const about = within(body.about, 139, 'about');
  if (about !== undefined) {
    if (!about.length) throw invalidParameter('about is 1 to 139 characters');
    profile.about = about;
  }
  for (const [key, max] of [['address', 256], ['description', 256], ['email', 128]] as const) {
    const value = within(body[key], max, key);
    if (value !== undefined) profile[key] = value;
  }
  if (body.vertical !== undefined) {
    if (typeof body.vertical !== 'string' || !verticals.has(body.vertical)) throw invalidParameter('vertical is not one of Meta’s');
    profile.vertical = body.vertical;
  }
  if (body.websites !== undefined) {
    const websites = body.websites;
    if (!Array.isArray(websites) || websites.length > 2 || websites.some((w) => typeof w !== 'string' || w.length > 256 || !/^https?:\/\//.test(w))) {
      throw invalidParameter('websites: at most 2 http(s) addresses of at most 256 characters');
    }
    profile.websites = websites as string[];
  }
  if (body.profile_picture_handle !== undefined) {
    // A handle of the Resumable Upload API (uploads.ts), of a JPEG or PNG: a /media id or a made-up handle is refused.
    const handle = body.profile_picture_handle;
    const file = typeof handle === 'string' ? ctx.uploads.fileOf(handle) : undefined;
    if (!file) throw invalidParameter('profile_picture_handle is not the handle of a resumable upload');
    if (file.mimeType !== 'image/jpeg' && file.mimeType !== 'image/png') throw invalidParameter('The profile picture is a JPEG or PNG image');
    const sha256 = createHash('sha256').update(file.data).digest('hex');
    phone.profilePicture = { handle: handle as string, sha256 };
    profile.profile_picture_url = `https://pps.whatsapp.net/v/t61.24694-24/${sha256.slice(0, 32)}_n.jpg`;
  }
  phone.profile = profile;
  ctx.save();
  return { success: true };
}
