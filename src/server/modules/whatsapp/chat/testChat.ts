/**
 * Test kit of the WhatsApp chat: the real server on a fresh database listening on loopback, its
 * Cloud API client pointed at the WhatsApp simulator, and the simulator's signed webhooks going
 * to the product's own /whatsapp/webhook route (through a relay that keeps each, so a test can
 * deliver one again as Meta does). Accounts get a
 * business number onboarded at the simulator the way Meta's ladder goes (add, code, verify,
 * register).
 */
import { freshPostgres } from '../../../test/postgres';
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
import { webhookSignatureHeader } from '../../../messaging/whatsapp/webhook/signature';
import { insertUser, testClock, type TestClock } from '../../../test/testApp';
import { Permission } from '../../../../domain/permissions';
import { lazyCloudApi } from '../numbers/store';
import { whatsappWebhookPath } from '../webhook';

const token = 'sim-test-token';
const appSecret = 'sim-test-app-secret';
const wabaId = '102290129340398';

export interface ChatTestApp {
  app: FastifyInstance;
  db: Db;
  clock: TestClock;
  sim: WhatsAppSimulator;
  /** The Cloud API the app uses: the simulator's client (or the test's own peer). */
  api: WhatsAppCloudApi;
  /** The wamids the app sent read receipts for (through to the simulator). */
  readReceipts: string[];
  /** Whether media downloads reach Meta (false: they fail as a broken link does). */
  mediaReachable: boolean;
  /** Every webhook delivery the simulator made, as its bytes and signature, to deliver again. */
  deliveries: { raw: Buffer; signature: string }[];
  /** Delivers a webhook once more to the product's route, as Meta does when unsure it arrived. */
  redeliver: (delivery: { raw: Buffer; signature: string }) => Promise<number>;
  /** Waits until the simulator's webhooks so far were delivered and applied. */
  settled: () => Promise<void>;
  close: () => Promise<void>;
}

/** A client whose every call fails as a broken link does (nothing listens on port 1). */
const unreachableApi = (): WhatsAppCloudApi => createCloudApiClient({ baseUrl: 'http://127.0.0.1:1', version: 'v23.0', token, timeoutMs: 1_000 });

/**
 * Passes the simulator's webhooks on to the product's route unchanged (bytes and signature), and
 * keeps each so a test can deliver it again.
 */
function recordingRelay(routeUrl: () => string, deliveries: ChatTestApp['deliveries']): Server {
  return createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const delivery = { raw: Buffer.concat(chunks), signature: String(request.headers[webhookSignatureHeader] ?? '') };
      deliveries.push(delivery);
      void relay(routeUrl(), delivery).then(
        (status) => response.writeHead(status).end(),
        () => response.writeHead(502).end(),
      );
    });
  });
}

async function relay(url: string, delivery: { raw: Buffer; signature: string }): Promise<number> {
  const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', [webhookSignatureHeader]: delivery.signature }, body: new Uint8Array(delivery.raw) });
  await answer.arrayBuffer();
  return answer.status;
}

/**
 * The app listening on loopback with the simulator's webhooks going to its own /whatsapp/webhook
 * route (signature check, parse, apply). `peer`: a Cloud API the app uses instead of the
 * simulator's client (a test that scripts Meta's answers itself).
 */
export async function startChatApp(peer?: WhatsAppCloudApi, options: { postgres?: boolean } = {}): Promise<ChatTestApp> {
  const base = testConfig();
  // A fresh database of the TEST_DATABASE_URL server, dropped at close, when asked for PostgreSQL.
  const pg = options.postgres ? await freshPostgres() : null;
  const config = testConfig({ whatsapp: { ...base.whatsapp, token, appSecret, verifyToken: 'chat-test-verify', wabaId }, ...(pg ? { databaseUrl: pg.url } : {}) });
  const db = pg?.db ?? openDatabase(config.databaseUrl);
  await migrateToLatest(db);
  const clock = testClock();
  // The simulator needs the app's address and the app needs the simulator's: the client is made once both listen.
  let client: WhatsAppCloudApi | null = null;
  const forward = lazyCloudApi(() => peer ?? client!);
  const offline = unreachableApi();
  const readReceipts: string[] = [];
  let started: ChatTestApp | null = null;
  const api: WhatsAppCloudApi = {
    ...forward,
    // The simulator answers read receipts without keeping them: the test notes what went.
    markRead: (id, wamid) => (readReceipts.push(wamid), forward.markRead(id, wamid)),
    downloadMedia: (id) => (started?.mediaReachable === false ? offline.downloadMedia(id) : forward.downloadMedia(id)),
  };
  const app = await buildApp({ config, db, now: clock.now, whatsappCloudApi: api });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const deliveries: ChatTestApp['deliveries'] = [];
  const relayServer = recordingRelay(() => `${address}${whatsappWebhookPath}`, deliveries);
  await new Promise<void>((resolve) => relayServer.listen(0, '127.0.0.1', resolve));
  const sim = await startWhatsAppSimulator({ webhookUrl: `http://127.0.0.1:${(relayServer.address() as AddressInfo).port}/`, appSecret, token, wabaId, speed: { statusStepMs: 20, moderationMs: 3_600_000 } });
  client = createCloudApiClient({ baseUrl: sim.url, version: 'v23.0', token, timeoutMs: 5_000 });
  started = {
    app,
    db,
    clock,
    sim,
    api,
    readReceipts,
    mediaReachable: true,
    deliveries,
    redeliver: (delivery) => relay(`${address}${whatsappWebhookPath}`, delivery),
    settled: () => sim.control.settled(),
    close: async () => {
      await sim.stop();
      relayServer.closeAllConnections();
      await new Promise<void>((resolve) => relayServer.close(() => resolve()));
      await app.close();
      if (pg) await pg.drop();
      else await db.destroy();
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
