/**
 * A kit for tests that drive the simulator: a webhook receiver that checks Meta's signature as
 * the product must and keeps what arrived, and the steps that give a registered number and an
 * approved template through the client (as onboarding and the template builder will).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NewTemplate, WhatsAppCloudApi, WhatsAppEvent } from '../types';
import { parseWebhookBody } from '../webhook/parse';
import { webhookSignatureHeader, webhookSignatureMatches } from '../webhook/signature';
import type { WhatsAppSimulatorControl } from './index';

export interface WebhookReceiver {
  url: string;
  /** Raw bodies of the deliveries whose signature matched, as received. */
  raws: Buffer[];
  events: WhatsAppEvent[];
  /** Deliveries refused because the signature did not match. */
  refused: number;
  /** Answer 500 to the next n deliveries. */
  failNext(n: number): void;
  stop(): Promise<void>;
}

export async function startWebhookReceiver(appSecret: string): Promise<WebhookReceiver> {
  let failing = 0;
  const receiver: Omit<WebhookReceiver, 'url' | 'stop' | 'failNext'> = { raws: [], events: [], refused: 0 };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      if (failing > 0) {
        failing -= 1;
        res.writeHead(500).end();
        return;
      }
      if (!webhookSignatureMatches(appSecret, raw, req.headers[webhookSignatureHeader])) {
        receiver.refused += 1;
        res.writeHead(401).end();
        return;
      }
      receiver.raws.push(raw);
      receiver.events.push(...parseWebhookBody(raw));
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/whatsapp/webhook`,
    failNext: (n: number) => void (failing = n),
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  });
}

/** Onboarding's ladder: add the number, request a code, type what the phone shows, register. */
export async function registeredNumber(client: WhatsAppCloudApi, control: WhatsAppSimulatorControl, phone: string, name = 'Test Business'): Promise<string> {
  const added = await client.addPhoneNumber(control.wabaId, phone, name);
  if (!added.ok) throw new Error(`addPhoneNumber: ${added.title}`);
  for (const step of [
    () => client.requestCode(added.phoneNumberId, 'SMS', 'en'),
    () => client.verifyCode(added.phoneNumberId, control.lastCode(phone) ?? ''),
    () => client.register(added.phoneNumberId, '123456'),
  ]) {
    const done = await step();
    if (!done.ok) throw new Error(`onboarding: ${done.code} ${done.title}`);
  }
  return added.phoneNumberId;
}

/** A template created and approved at once (control.moderate), answering its id. */
export async function approvedTemplate(client: WhatsAppCloudApi, control: WhatsAppSimulatorControl, template: NewTemplate): Promise<string> {
  const created = await client.createTemplate(control.wabaId, template);
  if (!created.ok) throw new Error(`createTemplate: ${created.code} ${created.title} ${created.details}`);
  control.moderate(created.id, { status: 'APPROVED', reason: 'NONE' });
  return created.id;
}

export const simpleTemplate = (name: string, body = 'Hello {{1}}, your order {{2}} is on its way to you.', examples = ['Dana', '#123']): NewTemplate => ({
  name,
  language: 'en',
  category: 'UTILITY',
  components: [{ type: 'BODY', text: body, ...(examples.length ? { example: { body_text: [examples] } } : {}) }],
});
