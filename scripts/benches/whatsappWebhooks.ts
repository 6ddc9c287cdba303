/**
 * whatsapp.webhooks-ingest: signed status webhooks (delivered, with Meta's pricing object) posted
 * over HTTP on loopback to the product's own /whatsapp/webhook route, each delivery checked
 * against its X-Hub-Signature-256 over the raw bytes, parsed and applied (every message's status
 * moved forward and billed once, checked at the end), on a SQLite file as `npm start` keeps it.
 * Timed from the first delivery posted to the last one answered 200 (Meta counts a delivery done
 * when it is answered, and the route answers only once what it says is committed).
 * Meta is the sender: its deliveries are made and signed before the clock starts and posted from
 * this process over keep-alive connections, 16 deliveries in flight (a worker thread as Meta was
 * slower here: every answer then wakes another thread of the shared 2-core machine).
 * Two figures, in statuses applied a second:
 * - whatsapp.webhooks-ingest: deliveries of 50 statuses each (entry[].changes[].value.statuses[]),
 *   as Meta batches a number's statuses under a campaign's load; 20,000 statuses. Issue 19's goal
 *   is 5,000 events a second;
 * - whatsapp.webhooks-ingest-single: one status a delivery, as Meta sends them when traffic is
 *   light; 5,000 statuses (here every status is a whole HTTP request).
 * Runnable alone: node -r esbuild-register scripts/benches/whatsappWebhooks.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { Agent, request } from 'node:http';
import { signWebhookBody, webhookSignatureHeader } from '../../src/server/messaging/whatsapp/webhook/signature';
import { activeNumber, startWhatsAppApp, waTest, whatsappUser, type WaTestApp } from '../../src/server/modules/whatsapp/numbers/testWhatsApp';
import { whatsappWebhookPath } from '../../src/server/modules/whatsapp/webhook';

type Print = (name: string, value: string | number, unit: string) => void;

const inFlight = 16;

interface Delivery {
  body: Buffer;
  signature: string;
}

/** Meta's side: posts the deliveries, `inFlight` at a time, over keep-alive connections; answers the seconds taken. */
async function postAll(url: string, deliveries: Delivery[]): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: inFlight });
  const post = (d: Delivery) =>
    new Promise<void>((resolve, reject) => {
      const sent = request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': d.body.length, [webhookSignatureHeader]: d.signature } }, (answer) => {
        answer.resume();
        answer.on('end', () => (answer.statusCode === 200 ? resolve() : reject(new Error(`webhook answered ${answer.statusCode}`))));
      });
      sent.on('error', reject);
      sent.end(d.body);
    });
  let next = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < deliveries.length) await post(deliveries[next++]!);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  // On a shared machine the wall clock says more of the neighbours than of this code: BENCH_CPU=1 shows this process's CPU time too.
  if (process.env.BENCH_CPU) console.error(`  (${seconds.toFixed(2)} s, ${((used.user + used.system) / 1e6).toFixed(2)} CPU s in this process, Meta's side included)`);
  agent.destroy();
  return seconds;
}

async function ingest(t: WaTestApp, print: Print, name: string, events: number, perDelivery: number, tag: string): Promise<void> {
  const user = await whatsappUser(t);
  const { phone } = await activeNumber(t, user);
  const number = await t.db.selectFrom('wa_numbers').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow();
  const now = Date.now();
  const peerOf = (i: number) => `9725${tag}${String(i).padStart(7, '0')}`;
  // The messages the statuses are about: sent from this number, accepted by Meta.
  await t.db.transaction().execute(async (trx) => {
    for (let i = 0; i < events; i += 500) {
      const peers = Array.from({ length: Math.min(500, events - i) }, (_, k) => peerOf(i + k));
      const conversations = await trx
        .insertInto('wa_conversations')
        .values(peers.map((peer) => ({ account_id: number.account_id, number_id: number.id, peer, last_inbound_at: null, last_message_at: now, unread: 0 })))
        .returning(['id', 'peer'])
        .execute();
      await trx
        .insertInto('wa_messages')
        .values(conversations.map((c, k) => ({ account_id: number.account_id, number_id: number.id, conversation_id: c.id, direction: 'out' as const, wamid: `wamid.bench${tag}${i + k}`, type: 'template', status: 'accepted' as const, created_at: now, status_at: now })))
        .execute();
    }
  });
  const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${whatsappWebhookPath}`;
  const status = (i: number) => ({ id: `wamid.bench${tag}${i}`, status: 'delivered', timestamp: String(Math.floor(now / 1000) + 1), recipient_id: peerOf(i), pricing: { billable: true, pricing_model: 'PMP', type: 'regular', category: 'marketing' } });
  const deliveries: Delivery[] = [];
  for (let i = 0; i < events; i += perDelivery) {
    const statuses = Array.from({ length: Math.min(perDelivery, events - i) }, (_, k) => status(i + k));
    const body = Buffer.from(
      JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [{ id: number.waba_id, changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { display_phone_number: phone, phone_number_id: number.phone_number_id }, statuses } }] }],
      }),
    );
    deliveries.push({ body, signature: signWebhookBody(waTest.appSecret, body) });
  }
  const seconds = await postAll(url, deliveries);
  const applied = await t.db.selectFrom('wa_messages').select((eb) => eb.fn.countAll<number>().as('n')).where('number_id', '=', number.id).where('status', '=', 'delivered').where('billed_at', 'is not', null).executeTakeFirstOrThrow();
  if (Number(applied.n) !== events) throw new Error(`${applied.n} of ${events} statuses applied`);
  print(name, (events / seconds).toFixed(0), 'events/s');
}

async function onFreshApp(run: (t: WaTestApp) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-whatsapp-webhooks-'));
  const t = await startWhatsAppApp({ databaseUrl: `sqlite:${join(dir, 'app.sqlite')}` });
  try {
    await run(t);
  } finally {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchWhatsAppWebhooks(print: Print): Promise<void> {
  await onFreshApp((t) => ingest(t, print, 'whatsapp.webhooks-ingest', 20_000, 50, '1'));
  await onFreshApp((t) => ingest(t, print, 'whatsapp.webhooks-ingest-single', 5_000, 1, '2'));
}

if (require.main === module) {
  benchWhatsAppWebhooks((name, value, unit) => console.log(`bench ${name}: ${value} ${unit}`)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
