/**
 * Test kit of the WhatsApp chat, over the one WhatsApp kit (../testWhatsAppKit.ts): the real
 * server on a fresh database listening on loopback, its Cloud API client pointed at the WhatsApp
 * simulator, and the simulator's signed webhooks going to the product's own /whatsapp/webhook
 * route through the kit's relay, which keeps each so a test can deliver one again as Meta does.
 * Accounts get a business number onboarded at the simulator the way Meta's ladder goes (add,
 * code, verify, register).
 */
import { createSession } from '../../../http/session';
import { createCloudApiClient } from '../../../messaging/whatsapp/cloudApi/client';
import type { WhatsAppSimulator } from '../../../messaging/whatsapp/simulator';
import type { WhatsAppCloudApi } from '../../../messaging/whatsapp/types';
import { insertUser } from '../../../test/testApp';
import { Permission } from '../../../../domain/permissions';
import { kitSecrets, startWhatsAppKit, type WebhookDelivery, type WhatsAppKit } from '../testWhatsAppKit';

const wabaId = kitSecrets.wabaId;

export type ChatTestApp = Omit<WhatsAppKit, 'sim'> & {
  sim: WhatsAppSimulator;
  /** The wamids the app sent read receipts for (through to the simulator). */
  readReceipts: string[];
  /** Whether media downloads reach Meta (false: they fail as a broken link does). */
  mediaReachable: boolean;
  /** Meta's answer to a send reaches the app only after that send's status webhooks were applied (a slow link, Meta fast). */
  answersLate: boolean;
  /** Every webhook delivery the simulator made, as its bytes and signature, to deliver again. */
  deliveries: WebhookDelivery[];
};

/** A client whose every call fails as a broken link does (nothing listens on port 1). */
const unreachableApi = (): WhatsAppCloudApi => createCloudApiClient({ baseUrl: 'http://127.0.0.1:1', version: 'v23.0', token: kitSecrets.token, timeoutMs: 1_000 });

/** `peer`: a Cloud API the app uses instead of the simulator's client (a test that scripts Meta's answers itself). */
export async function startChatApp(peer?: WhatsAppCloudApi, options: { postgres?: boolean } = {}): Promise<ChatTestApp> {
  const offline = unreachableApi();
  const readReceipts: string[] = [];
  let started: ChatTestApp | null = null;
  const kit = await startWhatsAppKit({
    peer,
    postgres: options.postgres,
    wrapApi: (forward) => ({
      ...forward,
      // The simulator answers read receipts without keeping them: the test notes what went.
      markRead: (id, wamid) => (readReceipts.push(wamid), forward.markRead(id, wamid)),
      downloadMedia: (id) => (started?.mediaReachable === false ? offline.downloadMedia(id) : forward.downloadMedia(id)),
      send: async (id, message, callbackData) => {
        const answer = await forward.send(id, message, callbackData);
        if (started?.answersLate) await started.settled();
        return answer;
      },
    }),
  });
  started = { ...kit, sim: kit.sim!, readReceipts, mediaReachable: true, answersLate: false, deliveries: kit.webhooks.deliveries };
  return started;
}

export interface ChatAccount {
  userId: number;
  token: string;
  /** The business number (digits, international) and its Meta phone-number id. */
  phone: string;
  phoneNumberId: string;
  numberId: number;
}

let numbers = 0;

/** A number through Meta's onboarding ladder at the simulator; answers its phone-number id. */
async function onboardedAtMeta(t: ChatTestApp, phone: string): Promise<string> {
  const added = await t.api.addPhoneNumber(wabaId, phone, 'Shop');
  if (!added.ok) throw new Error(`simulator refused the number: ${added.title}`);
  const id = added.phoneNumberId;
  const steps = [await t.api.requestCode(id, 'SMS', 'he')];
  steps.push(await t.api.verifyCode(id, t.sim.control.lastCode(id)!));
  steps.push(await t.api.register(id, '123456'));
  const failed = steps.find((s) => !s.ok);
  if (failed && !failed.ok) throw new Error(`simulator onboarding failed: ${failed.title}`);
  return id;
}

/** An account with WhatsApp permission and one active number, known to Meta (the simulator). */
export async function chatAccount(t: ChatTestApp, options: { state?: string; blocked?: boolean; sendReadStatus?: boolean; whatsappCredits?: number } = {}): Promise<ChatAccount> {
  numbers += 1;
  const userId = await insertUser(t.db, { permissions: [Permission.whatsapp] });
  // keepLoggedIn and a week: tests move the app's clock a day ahead.
  const { token: sessionToken } = await createSession(t.db, { userId, lifetimeMs: 7 * 86_400_000, keepLoggedIn: true, now: t.clock.now() });
  const phone = `97250${String(1_000_000 + numbers).slice(-7)}`;
  const phoneNumberId = await onboardedAtMeta(t, phone);
  const now = t.clock.now();
  const row = await t.db
    .insertInto('wa_numbers')
    .values({
      account_id: userId,
      user_id: userId,
      phone,
      state: options.state ?? 'active',
      waba_id: wabaId,
      phone_number_id: phoneNumberId,
      display_name: 'Shop',
      is_blocked_by_meta: options.blocked ? 1 : 0,
      send_read_status: options.sendReadStatus === false ? 0 : 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (options.whatsappCredits !== undefined) await t.db.insertInto('balances').values({ user_id: userId, service: 'whatsapp', amount: options.whatsappCredits }).execute();
  return { userId, token: sessionToken, phone, phoneNumberId, numberId: row.id };
}

/** An approved template of the account's number, at Meta and here. */
export async function approvedTemplate(t: ChatTestApp, a: ChatAccount, body = 'שלום {{1}}, ההזמנה שלך מוכנה.'): Promise<number> {
  const name = `order_ready_${a.numberId}`;
  const created = await t.api.createTemplate(wabaId, { name, language: 'he', category: 'UTILITY', components: [{ type: 'BODY', text: body, example: { body_text: [['דנה']] } }] });
  if (!created.ok) throw new Error(`simulator refused the template: ${created.title} ${created.details}`);
  t.sim.control.moderate(created.id, { status: 'APPROVED', reason: 'NONE' });
  await t.settled();
  const now = t.clock.now();
  const row = await t.db
    .insertInto('wa_templates')
    .values({ account_id: a.userId, number_id: a.numberId, provider_id: created.id, name, language: 'he', category: 'UTILITY', content: JSON.stringify({ name, language: 'he', header: 'none', body }), provider_status: 'APPROVED', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
