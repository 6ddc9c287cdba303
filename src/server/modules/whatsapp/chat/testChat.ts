/**
 * Test kit of the WhatsApp chat: the real server on a fresh database, its Cloud API pointed at a
 * peer, an account with an active business number, and a customer's message as Meta's webhook
 * would bring it (applyInbound, as events/index.ts applies it).
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app';
import { testConfig } from '../../../config';
import { openDatabase, type Db } from '../../../db/database';
import { migrateToLatest } from '../../../db/migrate';
import { createSession } from '../../../http/session';
import type { WhatsAppCloudApi } from '../../../messaging/whatsapp/types';
import { insertUser, testClock, type TestClock } from '../../../test/testApp';
import { Permission } from '../../../../domain/permissions';
import { applyInbound, type InboundMessage } from '../events/inbound';

export interface ChatTestApp {
  app: FastifyInstance;
  db: Db;
  clock: TestClock;
  close: () => Promise<void>;
}

/** The app with `api` as its Cloud API (what app.ts gives handlers as whatsappCloudApi). */
export async function startChatApp(api: WhatsAppCloudApi): Promise<ChatTestApp> {
  const config = testConfig();
  const db = openDatabase(config.databaseUrl);
  await migrateToLatest(db);
  const clock = testClock();
  const app = await buildApp({ config, db, now: clock.now });
  if (app.hasDecorator('whatsappCloudApi')) (app as unknown as { whatsappCloudApi: WhatsAppCloudApi }).whatsappCloudApi = api;
  else app.decorate('whatsappCloudApi', api);
  await app.ready();
  return {
    app,
    db,
    clock,
    close: async () => {
      await app.close();
      await db.destroy();
    },
  };
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

/** An account with WhatsApp permission and one active number. */
export async function chatAccount(t: ChatTestApp, options: { state?: string; blocked?: boolean; sendReadStatus?: boolean; whatsappCredits?: number } = {}): Promise<ChatAccount> {
  numbers += 1;
  const userId = await insertUser(t.db, { permissions: [Permission.whatsapp] });
  const { token } = await createSession(t.db, { userId, lifetimeMs: 7 * 86_400_000, keepLoggedIn: true, now: t.clock.now() });
  const phone = `97250${String(1_000_000 + numbers).slice(-7)}`;
  const phoneNumberId = String(109_000_000_000_000 + numbers);
  const now = Date.now();
  const row = await t.db
    .insertInto('wa_numbers')
    .values({
      account_id: userId,
      user_id: userId,
      phone,
      state: options.state ?? 'active',
      waba_id: '102290129340398',
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
  return { userId, token, phone, phoneNumberId, numberId: row.id };
}

let wamids = 0;

/** A customer's message to the account's number as the verified webhook says it. */
export function customerMessage(account: ChatAccount, from: string, at: number, fields: Partial<InboundMessage> = {}): InboundMessage {
  wamids += 1;
  return {
    kind: 'message',
    wabaId: '102290129340398',
    phoneNumberId: account.phoneNumberId,
    to: account.phone,
    from,
    profileName: 'Dana',
    wamid: `wamid.HBgLOTcy${String(wamids).padStart(6, '0')}`,
    at,
    type: 'text',
    text: 'שלום, יש לכם במלאי?',
    ...fields,
  };
}

export const customerWrites = (t: ChatTestApp, api: WhatsAppCloudApi, event: InboundMessage) => applyInbound(t.db, event, t.clock.now(), t.app.notificationHub, api);
