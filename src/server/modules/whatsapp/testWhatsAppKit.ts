/**
 * The one test kit under every WhatsApp kit (numbers, chat, campaigns) and the WhatsApp benches:
 * the real server on a fresh database listening on loopback, its Cloud API client pointed at the
 * WhatsApp simulator, and the simulator's signed webhooks going to the product's own
 * /whatsapp/webhook route (signature check, parse, apply) through a relay that passes each on
 * unchanged and keeps it, so a test can deliver one again as Meta does.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { testConfig, type Config } from '../../config';
import type { Db, OpenOptions } from '../../db/database';
import { createCloudApiClient } from '../../messaging/whatsapp/cloudApi/client';
import { simulatorWabaId } from '../../messaging/whatsapp/settings';
import { startWhatsAppSimulator, type WebhookFaults, type WhatsAppSimulator } from '../../messaging/whatsapp/simulator';
import type { WhatsAppCloudApi } from '../../messaging/whatsapp/types';
import { webhookSignatureHeader } from '../../messaging/whatsapp/webhook/signature';
import { migratedPostgres, migratedSqlite } from '../../test/migratedDatabase';
import { testClock, type TestClock } from '../../test/testApp';
import { lazyCloudApi } from './numbers/store';
import { whatsappWebhookPath } from './webhook';

/** The secrets the app and the simulator share in tests. */
export const kitSecrets = { token: 'wa-test-token', appSecret: 'wa-test-app-secret', verifyToken: 'wa-test-verify', wabaId: simulatorWabaId } as const;

export interface WebhookDelivery {
  raw: Buffer;
  signature: string;
}

export interface WhatsAppKitOptions {
  /** A Cloud API the app (and a pipeline) use instead of the simulator's client: a test that scripts Meta itself. */
  peer?: WhatsAppCloudApi;
  /** false: no simulator at all (a scripted peer stands for Meta). */
  simulator?: boolean;
  /** Wraps what the app calls, for a test that watches or breaks some calls. */
  wrapApi?: (api: WhatsAppCloudApi) => WhatsAppCloudApi;
  faults?: WebhookFaults;
  statusStepMs?: number;
  /** A database other than in-memory SQLite (the benches use a file, as `npm start` does). */
  databaseUrl?: string;
  /** A SQLite file's WAL checkpoints (database.ts): the benches ask for 'background', as `npm start` runs. */
  checkpoints?: OpenOptions['checkpoints'];
  /** A fresh database of the TEST_DATABASE_URL server, dropped at close. */
  postgres?: boolean;
  validateResponses?: boolean;
  /** false: the simulator posts its webhooks straight to the route, as Meta does (the benches); none are kept then. */
  recordWebhooks?: boolean;
}

export interface WhatsAppKit {
  app: FastifyInstance;
  db: Db;
  config: Config;
  clock: TestClock;
  /** The simulator as Meta; null when the options said none. */
  sim: WhatsAppSimulator | null;
  /** The Cloud API the app uses: the simulator's client (or the test's peer), as wrapped. */
  api: WhatsAppCloudApi;
  /** The product's webhook route, over HTTP. */
  webhookUrl: string;
  /** Every webhook delivery the simulator made, and how many the route answered 200. */
  webhooks: { received: number; applied: number; deliveries: WebhookDelivery[] };
  /** Delivers a webhook once more to the product's route; answers its HTTP status. */
  redeliver: (delivery: WebhookDelivery) => Promise<number>;
  /** Waits until the simulator's statuses, reviews and webhooks due so far were delivered and applied. */
  settled: () => Promise<void>;
  close: () => Promise<void>;
}

async function relay(url: string, delivery: WebhookDelivery): Promise<number> {
  const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', [webhookSignatureHeader]: delivery.signature }, body: new Uint8Array(delivery.raw) });
  await answer.arrayBuffer();
  return answer.status;
}

/** Passes the simulator's webhooks on to the route unchanged (bytes and signature) and keeps each. */
function recordingRelay(routeUrl: string, webhooks: WhatsAppKit['webhooks']): Server {
  return createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const delivery = { raw: Buffer.concat(chunks), signature: String(request.headers[webhookSignatureHeader] ?? '') };
      webhooks.received += 1;
      webhooks.deliveries.push(delivery);
      void relay(routeUrl, delivery).then(
        (httpStatus) => {
          if (httpStatus === 200) webhooks.applied += 1;
          response.writeHead(httpStatus).end();
        },
        () => response.writeHead(502).end(),
      );
    });
  });
}

export async function startWhatsAppKit(options: WhatsAppKitOptions = {}): Promise<WhatsAppKit> {
  const pg = options.postgres ? await migratedPostgres() : null;
  const databaseUrl = pg?.url ?? options.databaseUrl;
  const base = testConfig();
  const config = testConfig({
    whatsapp: { ...base.whatsapp, token: kitSecrets.token, appSecret: kitSecrets.appSecret, verifyToken: kitSecrets.verifyToken, wabaId: kitSecrets.wabaId },
    ...(databaseUrl ? { databaseUrl } : {}),
    ...(options.validateResponses === undefined ? {} : { validateResponses: options.validateResponses }),
  });
  const db = pg?.db ?? (await migratedSqlite(config.databaseUrl, { checkpoints: options.checkpoints }));
  const clock = testClock();
  // The simulator needs the route's address and the app needs the simulator's: the client is made once both listen.
  let client: WhatsAppCloudApi | null = null;
  const forward = lazyCloudApi(() => options.peer ?? client!);
  const api = options.wrapApi ? options.wrapApi(forward) : forward;
  const app = await buildApp({ config, db, now: clock.now, whatsappCloudApi: api });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const webhookUrl = `${address}${whatsappWebhookPath}`;
  const webhooks: WhatsAppKit['webhooks'] = { received: 0, applied: 0, deliveries: [] };
  const relayServer = recordingRelay(webhookUrl, webhooks);
  await new Promise<void>((resolve) => relayServer.listen(0, '127.0.0.1', resolve));
  const sim =
    options.simulator === false
      ? null
      : await startWhatsAppSimulator({
          webhookUrl: options.recordWebhooks === false ? webhookUrl : `http://127.0.0.1:${(relayServer.address() as AddressInfo).port}/`,
          appSecret: kitSecrets.appSecret,
          token: kitSecrets.token,
          wabaId: kitSecrets.wabaId,
          faults: options.faults,
          speed: { statusStepMs: options.statusStepMs ?? 20, moderationMs: 3_600_000 },
        });
  if (sim) client = createCloudApiClient({ baseUrl: sim.url, version: config.whatsapp.apiVersion, token: kitSecrets.token, timeoutMs: 5_000 });
  return {
    app,
    db,
    config,
    clock,
    sim,
    api,
    webhookUrl,
    webhooks,
    redeliver: (delivery) => relay(webhookUrl, delivery),
    settled: async () => {
      await sim?.control.settled();
    },
    close: async () => {
      await sim?.stop();
      relayServer.closeAllConnections();
      await new Promise<void>((resolve) => relayServer.close(() => resolve()));
      // A test's end does not wait for keep-alive sockets (the relay's, the desk's) to go idle.
      app.server.closeAllConnections();
      await app.close();
      if (pg) await pg.drop();
      else await db.destroy();
    },
  };
}
