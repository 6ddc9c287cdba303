/**
 * Test kit of the WhatsApp chat: the real server on a fresh database, its Cloud API client
 * pointed at the WhatsApp simulator on loopback, and the simulator's signed webhooks checked,
 * parsed and applied as Meta's are (a customer's message through applyInbound). Accounts get a
 * business number onboarded at the simulator the way Meta's ladder goes (add, code, verify,
 * register).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app';
import { testConfig } from '../../../config';
import { openDatabase, type Db } from '../../../db/database';
import { migrateToLatest } from '../../../db/migrate';
import { createSession } from '../../../http/session';
import { createCloudApiClient } from '../../../messaging/whatsapp/cloudApi/client';
import { startWhatsAppSimulator, type WhatsAppSimulator } from '../../../messaging/whatsapp/simulator';
import type { WhatsAppCloudApi } from '../../../messaging/whatsapp/types';
import { parseWebhookBody } from '../../../messaging/whatsapp/webhook/parse';
import { webhookSignatureHeader, webhookSignatureMatches } from '../../../messaging/whatsapp/webhook/signature';
import { insertUser, testClock, type TestClock } from '../../../test/testApp';
import { Permission } from '../../../../domain/permissions';
import { applyInbound } from '../events/inbound';

const token = 'sim-test-token';
const appSecret = 'sim-test-app-secret';
const wabaId = '102290129340398';

export interface ChatTestApp {
  app: FastifyInstance;
  db: Db;
  clock: TestClock;
  sim: WhatsAppSimulator;
  /** The client the app uses, to the simulator. */
  api: WhatsAppCloudApi;
  /** The client the webhook side fetches media with (a test may swap in one that cannot reach Meta). */
  inboundApi: WhatsAppCloudApi;
  /** The wamids the app sent read receipts for (through to the simulator). */
  readReceipts: string[];
  /** Every webhook delivery received, as its bytes and signature, to deliver again. */
  deliveries: { raw: Buffer; signature: string }[];
  /** Delivers a received webhook once more, as Meta does when unsure it arrived. */
  redeliver: (delivery: { raw: Buffer; signature: string }) => Promise<number>;
  /** Waits until the simulator's webhooks so far were delivered and applied. */
  settled: () => Promise<void>;
  close: () => Promise<void>;
}

/** Meta's webhook deliveries, checked and applied as the product's webhook route does: customers' messages only (statuses are not the chat's). */
function webhookReceiver(t: () => ChatTestApp): Server {
  return createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      if (!webhookSignatureMatches(appSecret, raw, request.headers[webhookSignatureHeader])) {
        response.writeHead(401).end();
        return;
      }
      const app = t();
      app.deliveries.push({ raw, signature: String(request.headers[webhookSignatureHeader]) });
      void (async () => {
        for (const event of parseWebhookBody(raw)) if (event.kind === 'message') await applyInbound(app.db, event, app.clock.now(), app.app.notificationHub, app.inboundApi);
      })().then(
        () => response.writeHead(200).end(),
        () => response.writeHead(500).end(),
      );
    });
  });
}

/** A client whose every call fails as a broken link does (nothing listens on port 1). */
export const unreachableApi = (): WhatsAppCloudApi => createCloudApiClient({ baseUrl: 'http://127.0.0.1:1', version: 'v23.0', token, timeoutMs: 1_000 });

export async function startChatApp(): Promise<ChatTestApp> {
  const config = testConfig();
  const db = openDatabase(config.databaseUrl);
  await migrateToLatest(db);
  const clock = testClock();
  let started: ChatTestApp | null = null;
  const receiver = webhookReceiver(() => started!);
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`;
  const sim = await startWhatsAppSimulator({ webhookUrl, appSecret, token, wabaId, speed: { statusStepMs: 20, moderationMs: 10 } });
  const client = createCloudApiClient({ baseUrl: sim.url, version: 'v23.0', token, timeoutMs: 5_000 });
  const readReceipts: string[] = [];
  // The simulator answers read receipts without keeping them: the test notes what went.
  const api: WhatsAppCloudApi = { ...client, markRead: (id, wamid) => (readReceipts.push(wamid), client.markRead(id, wamid)) };
  const app = await buildApp({ config, db, now: clock.now });
  if (app.hasDecorator('whatsappCloudApi')) (app as unknown as { whatsappCloudApi: WhatsAppCloudApi }).whatsappCloudApi = api;
  else app.decorate('whatsappCloudApi', api);
  await app.ready();
  started = {
    app,
    db,
    clock,
    sim,
    api,
    inboundApi: api,
    readReceipts,
    deliveries: [],
    redeliver: async (delivery) => {
      const answer = await fetch(webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', [webhookSignatureHeader]: delivery.signature }, body: new Uint8Array(delivery.raw) });
      return answer.status;
    },
    settled: () => sim.control.settled(),
    close: async () => {
      await app.close();
      await sim.stop();
      receiver.closeAllConnections();
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
      await db.destroy();
    },
  };
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
