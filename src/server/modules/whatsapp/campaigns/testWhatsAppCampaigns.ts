/**
 * Test kit of WhatsApp template campaigns, over the one WhatsApp kit (../testWhatsAppKit.ts):
 * the real server and pipeline on a fresh database, the WhatsApp simulator on loopback as Meta,
 * and its signed webhooks delivered through the kit's relay to the product's own
 * /whatsapp/webhook route (signature check, parse, apply), each kept to deliver again.
 * An account gets a number onboarded at the simulator, a template created there and approved,
 * and a list. `scriptedPeer` stands in for Meta where a test scripts its answers itself (a
 * process that dies mid-send, more customers a day than the simulator's tiers allow).
 */
import type { Db } from '../../../db/database';
import { createSession } from '../../../http/session';
import { startPipeline, type Pipeline, type PipelineOptions } from '../../../messaging/pipeline';
import type { WebhookFaults } from '../../../messaging/whatsapp/simulator';
import type { CloudApiResult, OutgoingWhatsApp, WhatsAppCloudApi, WhatsAppEvent } from '../../../messaging/whatsapp/types';
import { bearer } from '../../../test/signIn';
import { insertUser } from '../../../test/testApp';
import { listNameKey } from '../../../../domain/contactFields';
import { Permission } from '../../../../domain/permissions';
import { kitSecrets, startWhatsAppKit, type WhatsAppKit } from '../testWhatsAppKit';

const wabaId = kitSecrets.wabaId;

export type CampaignTestApp = WhatsAppKit & {
  startPipeline(options?: Partial<PipelineOptions>): Promise<Pipeline>;
};

/** `peer`: Meta scripted by the test (no simulator then); `databaseUrl`: a file database, as the benches use. */
export async function startCampaignApp(options: { peer?: WhatsAppCloudApi; faults?: WebhookFaults; statusStepMs?: number; databaseUrl?: string; checkpoints?: 'automatic' | 'background'; postgres?: boolean; recordWebhooks?: boolean } = {}): Promise<CampaignTestApp> {
  const kit = await startWhatsAppKit({
    recordWebhooks: options.recordWebhooks,
    peer: options.peer,
    simulator: !options.peer,
    faults: options.faults,
    statusStepMs: options.statusStepMs,
    databaseUrl: options.databaseUrl,
    checkpoints: options.checkpoints,
    postgres: options.postgres,
    // Response checks off where thousands of rows are read back (benches, and PostgreSQL as before).
    ...(options.databaseUrl || options.postgres ? { validateResponses: false } : {}),
  });
  const pipelines: Pipeline[] = [];
  return {
    ...kit,
    startPipeline: async (extra = {}) => {
      const pipeline = await startPipeline({ db: kit.db, whatsApp: kit.api, now: kit.clock.now, tickMs: 50, sweepMs: 200, repeatsMs: 0, webhooksMs: 0, mailMs: 0, ...extra });
      pipelines.push(pipeline);
      return pipeline;
    },
    close: async () => {
      for (const pipeline of pipelines) await pipeline.stop();
      await kit.close();
    },
  };
}

export interface CampaignAccount {
  userId: number;
  token: string;
  phone: string;
  phoneNumberId: string;
  numberId: number;
  listId: number;
  templateId: number;
}

let numbers = 0;

/** A number through Meta's onboarding ladder at the simulator; answers its phone-number id. */
async function onboardedAtMeta(t: CampaignTestApp, phone: string): Promise<string> {
  if (!t.sim) return String(109_000_000_000_000 + numbers);
  const added = await t.api.addPhoneNumber(wabaId, phone, 'Shop');
  if (!added.ok) throw new Error(`simulator refused the number: ${added.title}`);
  const id = added.phoneNumberId;
  await t.api.requestCode(id, 'SMS', 'he');
  await t.api.verifyCode(id, t.sim.control.lastCode(id)!);
  const registered = await t.api.register(id, '123456');
  if (!registered.ok) throw new Error(`simulator onboarding failed: ${registered.title}`);
  return id;
}

/** The template "Hi {{1}}, order {{2}}" created at Meta and approved there; answers Meta's id. */
async function approvedAtMeta(t: CampaignTestApp, name: string): Promise<string> {
  if (!t.sim) return '1689556908129832';
  const created = await t.api.createTemplate(wabaId, {
    name,
    language: 'he',
    category: 'MARKETING',
    components: [{ type: 'BODY', text: 'Hi {{1}}, your order {{2}} is ready', example: { body_text: [['Dana', '#1']] } }],
  });
  if (!created.ok) throw new Error(`simulator refused the template: ${created.title}`);
  t.sim.control.moderate(created.id, { status: 'APPROVED', reason: 'NONE' });
  // Meta's APPROVED webhook is applied before our row exists: a row kept PENDING for a test stays so
  // (on PostgreSQL the webhook once landed after the insert and approved it, as it should).
  await t.sim.control.settled();
  return created.id;
}

/**
 * An account with `credits` WhatsApp credits, an active number, an approved template and a list
 * of `phones` (stored form: 5XXXXXXXX) whose first field, "שם", is Dana0, Dana1…
 */
export async function campaignAccount(t: CampaignTestApp, credits: number, phones: string[], options: { verified?: boolean; templateStatus?: string } = {}): Promise<CampaignAccount> {
  numbers += 1;
  const userId = await insertUser(t.db, { permissions: [Permission.whatsapp] });
  const { token: sessionToken } = await createSession(t.db, { userId, lifetimeMs: 7 * 86_400_000, keepLoggedIn: true, now: t.clock.now() });
  const phone = `97250${String(2_000_000 + numbers).slice(-7)}`;
  const phoneNumberId = await onboardedAtMeta(t, phone);
  const now = t.clock.now();
  const number = await t.db
    .insertInto('wa_numbers')
    .values({ account_id: userId, user_id: userId, phone, state: 'active', waba_id: wabaId, phone_number_id: phoneNumberId, display_name: 'Shop', is_verified_business: options.verified === false ? 0 : 1, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (credits) await t.db.insertInto('balances').values({ user_id: userId, service: 'whatsapp', amount: credits }).execute();
  const templateId = await addTemplate(t, { userId, numberId: number.id }, `order_update_${numbers}`, options.templateStatus);
  const listName = `wa list ${userId}`;
  const list = await t.db.insertInto('contact_lists').values({ account_id: userId, created_by: userId, name: listName, name_key: listNameKey(listName), headers: JSON.stringify(['שם']), created_at: now }).returning('id').executeTakeFirstOrThrow();
  for (let i = 0; i < phones.length; i += 500) {
    await t.db
      .insertInto('contacts')
      .values(phones.slice(i, i + 500).map((p, j) => ({ list_id: list.id, phone: p, field1: `Dana${i + j}`, created_at: now, source: 'test' })))
      .execute();
  }
  return { userId, token: sessionToken, phone, phoneNumberId, numberId: number.id, listId: list.id, templateId };
}

/** Another template "Hi {{1}}, your order {{2}} is ready" of the account's number, created at Meta and approved there; answers its row id. */
export async function addTemplate(t: CampaignTestApp, account: Pick<CampaignAccount, 'userId' | 'numberId'>, name: string, status = 'APPROVED'): Promise<number> {
  const providerId = await approvedAtMeta(t, name);
  const content = { name, language: 'he', header: 'none', body: 'Hi {{1}}, your order {{2}} is ready', bodyVariableSample1: 'Dana', bodyVariableSample2: '#1' };
  const now = t.clock.now();
  const template = await t.db
    .insertInto('wa_templates')
    .values({ account_id: account.userId, number_id: account.numberId, provider_id: providerId, name, language: 'he', category: 'MARKETING', content: JSON.stringify(content), provider_status: status, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return template.id;
}

export const createWaCampaign = (t: CampaignTestApp, account: CampaignAccount, body: object, campaignId = -1) =>
  t.app.inject({
    method: 'POST',
    url: `/api/whatsapp/create-campaign-wa/${campaignId}`,
    headers: bearer(account.token),
    payload: { sourcePhone: account.phone, templateId: account.templateId, variables: ['[שם]', '#77'], destinations: [{ type: 'cl', id: account.listId }], ...body },
  });

/** Waits until `check` holds (the pipeline and Meta's webhooks work on their own time); fails after `timeoutMs`. */
export async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function whatsAppBalance(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('balances').select('amount').where('user_id', '=', userId).where('service', '=', 'whatsapp').executeTakeFirst();
  return Number(row?.amount ?? 0);
}

export type StatusEvent = Extract<WhatsAppEvent, { kind: 'status' }>;

/**
 * Phones (stored form) the scripted peer treats specially: refused at send for good, throttled
 * once (130429 with Retry-After), taken by Meta but its answer lost (the desk hears nothing).
 */
export const refusedTail = '98';
export const throttledTail = '97';
export const lostAnswerTail = '96';

export interface ScriptedPeer {
  api: WhatsAppCloudApi;
  /** Every accepted send, by the callback data it carried (our message id): how often Meta took each. */
  accepted: Map<string, number>;
  sends: OutgoingWhatsApp[];
  /** The status webhooks each accepted send brings (sent with pricing, delivered, read), not yet delivered. */
  pending: StatusEvent[];
  take(): StatusEvent[];
}

/** Meta scripted: answers at once, keeps the statuses for the test to deliver. */
export function scriptedPeer(): ScriptedPeer {
  let n = 0;
  const throttled = new Set<string>();
  const unused = async (): Promise<CloudApiResult<never>> => ({ ok: false, httpStatus: 501, code: 0, title: 'not in this test', details: '' });
  const peer: ScriptedPeer = { accepted: new Map(), sends: [], pending: [], take: () => peer.pending.splice(0), api: undefined as unknown as WhatsAppCloudApi };
  peer.api = {
    send: async (phoneNumberId, message, callbackData) => {
      const to = message.to;
      if (to.endsWith(refusedTail)) return { ok: false, httpStatus: 400, code: 131048, title: 'Spam rate limit hit', details: '' };
      if (to.endsWith(throttledTail) && !throttled.has(to)) {
        throttled.add(to);
        return { ok: false, httpStatus: 429, code: 130429, title: 'Rate limit hit', details: '', retryAfter: 0.05 };
      }
      n += 1;
      const wamid = `wamid.HBgLOTcy${String(n).padStart(8, '0')}`;
      peer.sends.push(message);
      if (callbackData) peer.accepted.set(callbackData, (peer.accepted.get(callbackData) ?? 0) + 1);
      const base = { kind: 'status' as const, wabaId, phoneNumberId, wamid, recipient: to, callbackData, at: Date.now() };
      const pricing = { billable: true, category: 'marketing', type: 'regular' };
      peer.pending.push({ ...base, status: 'sent', pricing }, { ...base, status: 'delivered', pricing }, { ...base, status: 'read' });
      if (to.endsWith(lostAnswerTail)) return { ok: false, httpStatus: 0, code: 0, title: 'socket hang up', details: '' };
      return { ok: true, wamid, waId: to, messageStatus: 'accepted' };
    },
    markRead: unused,
    uploadMedia: unused,
    downloadMedia: unused,
    createTemplate: unused,
    listTemplates: unused,
    deleteTemplate: unused,
    addPhoneNumber: unused,
    requestCode: unused,
    verifyCode: unused,
    register: unused,
    deregister: unused,
    resumableUpload: unused,
    getBusinessProfile: unused,
    getThroughput: unused,
    setBusinessProfile: unused,
  };
  return peer;
}
