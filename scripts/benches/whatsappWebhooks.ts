/**
 * whatsapp.webhooks-ingest: signed status webhooks (delivered, with Meta's pricing object) posted
 * over HTTP to the product's own /whatsapp/webhook route, each checked against its
 * X-Hub-Signature-256 over the raw bytes, parsed and applied (the message's status moved forward
 * and billed once), on a SQLite file as `npm start` keeps it. One status a delivery, as Meta
 * mostly sends them, 16 deliveries in flight. The goal of issue 19 is 5,000 events a second.
 * Runnable alone: node -r esbuild-register scripts/benches/whatsappWebhooks.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { signWebhookBody, webhookSignatureHeader } from '../../src/server/messaging/whatsapp/webhook/signature';
import { activeNumber, startWhatsAppApp, waTest, whatsappUser } from '../../src/server/modules/whatsapp/numbers/testWhatsApp';
import { whatsappWebhookPath } from '../../src/server/modules/whatsapp/webhook';

type Print = (name: string, value: string | number, unit: string) => void;

const events = 5_000;
const inFlight = 16;

export async function benchWhatsAppWebhooks(print: Print): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-whatsapp-webhooks-'));
  const t = await startWhatsAppApp({ databaseUrl: `sqlite:${join(dir, 'app.sqlite')}` });
  try {
    const user = await whatsappUser(t);
    const { phone } = await activeNumber(t, user);
    const number = await t.db.selectFrom('wa_numbers').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow();
    const now = Date.now();
    // The messages the statuses are about: sent from this number, accepted by Meta.
    await t.db.transaction().execute(async (trx) => {
      for (let i = 0; i < events; i += 500) {
        const peers = Array.from({ length: Math.min(500, events - i) }, (_, k) => `97252${String(i + k).padStart(7, '0')}`);
        const conversations = await trx
          .insertInto('wa_conversations')
          .values(peers.map((peer) => ({ account_id: number.account_id, number_id: number.id, peer, last_inbound_at: null, last_message_at: now, unread: 0 })))
          .returning(['id', 'peer'])
          .execute();
        await trx
          .insertInto('wa_messages')
          .values(conversations.map((c, k) => ({ account_id: number.account_id, number_id: number.id, conversation_id: c.id, direction: 'out' as const, wamid: `wamid.bench${i + k}`, type: 'template', status: 'accepted' as const, created_at: now, status_at: now })))
          .execute();
      }
    });
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${whatsappWebhookPath}`;
    const bodies = Array.from({ length: events }, (_, i) =>
      JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [{ id: number.waba_id, changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { display_phone_number: phone, phone_number_id: number.phone_number_id }, statuses: [{ id: `wamid.bench${i}`, status: 'delivered', timestamp: String(Math.floor(now / 1000) + 1), recipient_id: `97252${String(i).padStart(7, '0')}`, pricing: { billable: true, pricing_model: 'PMP', type: 'regular', category: 'marketing' } }] } }] }],
      }),
    );
    let next = 0;
    const started = performance.now();
    const lane = async () => {
      while (next < bodies.length) {
        const body = bodies[next++]!;
        const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', [webhookSignatureHeader]: signWebhookBody(waTest.appSecret, body) }, body });
        if (answer.status !== 200) throw new Error(`webhook answered ${answer.status}`);
      }
    };
    await Promise.all(Array.from({ length: inFlight }, lane));
    const seconds = (performance.now() - started) / 1000;
    const applied = await t.db.selectFrom('wa_messages').select((eb) => eb.fn.countAll<number>().as('n')).where('number_id', '=', number.id).where('status', '=', 'delivered').where('billed_at', 'is not', null).executeTakeFirstOrThrow();
    if (Number(applied.n) !== events) throw new Error(`${applied.n} of ${events} statuses applied`);
    print('whatsapp.webhooks-ingest', (events / seconds).toFixed(0), 'events/s');
  } finally {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  benchWhatsAppWebhooks((name, value, unit) => console.log(`bench ${name}: ${value} ${unit}`)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
