/**
 * The WhatsApp numbers of an account (wa_numbers) as every WhatsApp operation finds them: by
 * phone or id within the caller's account, so another account's number is simply not found
 * (404). Phones are kept whole and international (9725XXXXXXXX); the contract also takes the
 * local form (05XXXXXXXX).
 */
import type { Selectable, Transaction } from 'kysely';
import type { WhatsAppAccount, WhatsAppBusinessProfile, WhatsAppNumberState, WhatsAppPhoneState } from '../../../../contract/whatsapp';
import { normalizeMobile } from '../../../../domain/phones';
import type { Db } from '../../../db/database';
import type { Database, WaNumbersTable } from '../../../db/schema';
import { notFound } from '../../../http/envelope';
import type { RequestContext } from '../../../http/handler';
import type { WhatsAppCloudApi } from '../../../messaging/whatsapp/types';

declare module 'fastify' {
  interface FastifyInstance {
    /** The WhatsApp Cloud API: Meta, or the embedded simulator (app.ts). */
    whatsappCloudApi: WhatsAppCloudApi;
  }
}

export type Executor = Db | Transaction<Database>;
export type WaNumber = Selectable<WaNumbersTable>;

/**
 * A Cloud API client made on its first call (the embedded simulator writes its address only
 * once it has started, after the app is built; a test's simulator starts after the app listens).
 */
export function lazyCloudApi(make: () => WhatsAppCloudApi): WhatsAppCloudApi {
  let client: WhatsAppCloudApi | null = null;
  const of = (): WhatsAppCloudApi => (client ??= make());
  return {
    send: (...a) => of().send(...a),
    markRead: (...a) => of().markRead(...a),
    uploadMedia: (...a) => of().uploadMedia(...a),
    downloadMedia: (...a) => of().downloadMedia(...a),
    createTemplate: (...a) => of().createTemplate(...a),
    listTemplates: (...a) => of().listTemplates(...a),
    deleteTemplate: (...a) => of().deleteTemplate(...a),
    addPhoneNumber: (...a) => of().addPhoneNumber(...a),
    requestCode: (...a) => of().requestCode(...a),
    verifyCode: (...a) => of().verifyCode(...a),
    register: (...a) => of().register(...a),
    deregister: (...a) => of().deregister(...a),
    resumableUpload: (...a) => of().resumableUpload(...a),
    getBusinessProfile: (...a) => of().getBusinessProfile(...a),
    getThroughput: (...a) => of().getThroughput(...a),
    setBusinessProfile: (...a) => of().setBusinessProfile(...a),
  };
}

/** The app's Cloud API client (app.ts decorates it; tests give their simulator's). */
export const cloudApiOf = (ctx: Pick<RequestContext, 'request'>): WhatsAppCloudApi => ctx.request.server.whatsappCloudApi;

/** A phone in its stored form, 9725XXXXXXXX or another country's 11 to 16 digits; null when it is neither. */
export function waPhoneOf(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '').replace(/^\+/, '');
  const mobile = normalizeMobile(digits);
  if (mobile) return `972${mobile.slice(1)}`;
  // An Israeli number that is not a mobile cannot hold WhatsApp Business; other countries are taken whole.
  if (/^972/.test(digits) || !/^[1-9]\d{10,15}$/.test(digits)) return null;
  return digits;
}

/** The number as the caller names it in its account; unknown, deleted or another account's is 404. */
export async function ownNumber(db: Executor, account: number, phone: string): Promise<WaNumber> {
  const stored = waPhoneOf(phone);
  const row = stored
    ? await db.selectFrom('wa_numbers').selectAll().where('account_id', '=', account).where('phone', '=', stored).where('deleted_at', 'is', null).executeTakeFirst()
    : undefined;
  if (!row) throw notFound();
  return row;
}

/** The live (not deleted) row of a phone in any account, pool numbers included. */
export const liveNumberOf = (db: Executor, phone: string): Promise<WaNumber | undefined> =>
  db.selectFrom('wa_numbers').selectAll().where('phone', '=', phone).where('deleted_at', 'is', null).orderBy('id', 'desc').executeTakeFirst();

export const numberState = (row: Pick<WaNumber, 'state'>): WhatsAppNumberState => row.state as WhatsAppNumberState;

/** Meta blocked it, or the number's state says so: nothing may be sent or changed on it. */
export const isBlocked = (row: Pick<WaNumber, 'state' | 'is_blocked_by_meta'>): boolean => row.is_blocked_by_meta === 1 || row.state === 'activeWithBlock';

/** States a number has once its WhatsApp account exists. */
export const accountStates: readonly WhatsAppNumberState[] = ['onboardingEstablished', 'onboardingComplete', 'active', 'activeWithWarning', 'activeWithBlock'];

/** The business profile kept with the number (set-chat-profile), as the contract names its fields. */
export type StoredProfile = Omit<WhatsAppBusinessProfile, 'phone' | 'displayName' | 'sendReadStatus'> & { profilePictureHash?: string };

export function profileOf(row: Pick<WaNumber, 'profile'>): StoredProfile {
  try {
    const parsed = JSON.parse(row.profile) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as StoredProfile) : {};
  } catch {
    return {};
  }
}

const dateText = (at: number): string => new Date(at).toISOString();

/** STATUS of the contract: 3 blocked by the provider, 2 warned, 1 active, 0 not yet active. */
function accountStatusOf(row: WaNumber): number {
  if (isBlocked(row)) return 3;
  if (row.state === 'activeWithWarning') return 2;
  return row.state === 'active' ? 1 : 0;
}

export function accountOfNumber(row: WaNumber): WhatsAppAccount {
  const profile = profileOf(row);
  return {
    ID: row.id,
    USER_ID: row.user_id,
    PHONE: row.phone,
    COMPANY_NAME: row.company_name || row.display_name,
    ...(row.logo_hash ? { LOGO_URL: row.logo_hash } : {}),
    ...(row.phone_number_id ? { ACCOUNT_KEY: row.phone_number_id } : {}),
    STATUS: accountStatusOf(row),
    CREATED_ON: dateText(row.created_at),
    ADDRESS: profile.address ?? '',
    DESCRIPTION: profile.description ?? '',
    EMAIL: profile.email ?? '',
    TYPE: profile.vertical ?? '',
    WEBSITE: (profile.websites ?? []).join(','),
    ABOUT: profile.about ?? '',
    ...(row.is_pool_number ? { POOL_NUMBER: row.phone } : {}),
    DAILY_LIMIT: row.daily_limit,
    WHATSAPP_STATUS: row.state,
    SEND_READ_STATUS: row.send_read_status === 1,
    IS_BLOCKED_BY_META: row.is_blocked_by_meta === 1,
  };
}

export const phoneStateOf = (row: WaNumber): WhatsAppPhoneState => ({
  phone: row.phone,
  ...(accountStates.includes(numberState(row)) ? { accountId: row.id } : {}),
  state: numberState(row),
  isPoolNumber: row.is_pool_number === 1,
  isVerifiedBusiness: row.is_verified_business === 1,
  dailyLimit: row.daily_limit,
});

/** The account's live numbers, oldest first. */
export const numbersOfAccount = (db: Executor, account: number): Promise<WaNumber[]> =>
  db.selectFrom('wa_numbers').selectAll().where('account_id', '=', account).where('deleted_at', 'is', null).orderBy('id').execute();
