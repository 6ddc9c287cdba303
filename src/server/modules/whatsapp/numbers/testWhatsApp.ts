/**
 * Test kit of the WhatsApp numbers and templates, over the one WhatsApp kit (../testWhatsAppKit.ts):
 * the real server listening on loopback, its Cloud API client pointed at the WhatsApp simulator,
 * and the simulator's signed webhooks going to the product's own /whatsapp/webhook route
 * (signature check, parse, apply). `deliver` posts a body of the test's own to that route.
 */
import { WhatsappCreateAccount } from '../../../../contract/statusCodes';
import type { WhatsAppSimulator } from '../../../messaging/whatsapp/simulator';
import { signWebhookBody } from '../../../messaging/whatsapp/webhook/signature';
import { createSession } from '../../../http/session';
import { bearer } from '../../../test/signIn';
import { insertUser } from '../../../test/testApp';
import { Permission } from '../../../../domain/permissions';
import { kitSecrets, startWhatsAppKit, type WhatsAppKit } from '../testWhatsAppKit';
import { whatsappWebhookPath } from '../webhook';

export const waTest = kitSecrets;

export type WaTestApp = Omit<WhatsAppKit, 'sim'> & {
  sim: WhatsAppSimulator;
  /** Signs a webhook body as Meta does and posts it to the product's route. */
  deliver: (body: string, signature?: string) => Promise<number>;
};

/** `databaseUrl`: a database other than in-memory SQLite (the benches use a file, as `npm start` does); `postgres`: a fresh one of TEST_DATABASE_URL. */
export async function startWhatsAppApp(options: { databaseUrl?: string; postgres?: boolean } = {}): Promise<WaTestApp> {
  const kit = await startWhatsAppKit(options);
  return {
    ...kit,
    sim: kit.sim!,
    deliver: async (body, signature = signWebhookBody(waTest.appSecret, body)) => {
      const answer = await kit.app.inject({ method: 'POST', url: whatsappWebhookPath, headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature }, payload: body });
      return answer.statusCode;
    },
  };
}

export interface WaUser {
  userId: number;
  token: string;
  headers: Record<string, string>;
}

export async function whatsappUser(t: WaTestApp, input: { group?: number; permissions?: number[] } = {}): Promise<WaUser> {
  const userId = await insertUser(t.db, { permissions: [Permission.whatsapp], ...input });
  const { token } = await createSession(t.db, { userId, lifetimeMs: 7 * 86_400_000, keepLoggedIn: true, now: t.clock.now() });
  return { userId, token, headers: bearer(token) };
}

let phones = 0;
/** A fresh Israeli mobile in the stored form. */
export const nextPhone = (): string => `97254${String(2_000_000 + (phones += 1)).slice(-7)}`;

/** A PNG header of the given size: enough bytes for the type and size to be read. */
export function pngOf(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 2, 0, 0, 0], 16);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr, Buffer.alloc(64)]);
}

/** A multipart body with several named files (the onboarding form). */
export function multipartForm(fields: Record<string, string>, files: Record<string, { name: string; data: Buffer; type?: string }>) {
  const boundary = `----wa${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const [name, file] of Object.entries(files)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`), file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Calls an operation of the whatsapp tag as the user; answers the HTTP code and `data`. */
export async function callWhatsapp(t: WaTestApp, user: WaUser, method: 'GET' | 'POST' | 'DELETE', path: string, body?: object) {
  const answer = await t.app.inject({ method, url: `/api/whatsapp/${path}`, headers: user.headers, ...(body ? { payload: body } : {}) });
  return { code: answer.statusCode, data: answer.json().data as Record<string, unknown> & { status: number } };
}

/** A number of the user's account through the whole ladder at the simulator to an active account. */
export async function activeNumber(t: WaTestApp, user: WaUser, phone = nextPhone()): Promise<{ phone: string; accountId: number }> {
  const steps = [
    await callWhatsapp(t, user, 'POST', 'register-number', { phone, ownNumber: true }),
    await callWhatsapp(t, user, 'POST', 'verify-number', { phone, method: 1 }),
    await callWhatsapp(t, user, 'POST', 'verify-number', { phone, method: 1, code: t.sim.control.lastCode(phone) }),
  ];
  const created = await callWhatsapp(t, user, 'POST', 'create-account', { phone, displayName: 'Flower Shop' });
  if (created.data.status !== WhatsappCreateAccount.created) throw new Error(`no account for ${phone}: ${JSON.stringify([...steps.map((s) => s.data), created.data])}`);
  return { phone, accountId: (created.data.account as { ID: number }).ID };
}
