/**
 * Test kit of WhatsApp template campaigns: an account with an active number, an APPROVED template
 * and a list, and a Meta peer that answers sends as the Cloud API does and keeps the status
 * webhooks each send would bring (sent with pricing, delivered, read; or failed), for the test
 * to deliver — in order, twice, or out of order.
 */
import { listNameKey } from '../../../../domain/contactFields';
import type { Db } from '../../../db/database';
import type { CloudApiResult, OutgoingWhatsApp, WhatsAppCloudApi, WhatsAppEvent } from '../../../messaging/whatsapp/types';
import { bearer } from '../../../test/signIn';
import { chatAccount, type ChatAccount, type ChatTestApp } from '../chat/testChat';

export type StatusEvent = Extract<WhatsAppEvent, { kind: 'status' }>;

export interface CampaignAccount extends ChatAccount {
  listId: number;
  templateId: number;
}

/** An account with `credits` WhatsApp credits, an approved template "Hi {{1}}, order {{2}}" and a list of `phones` (stored form) named by field 1. */
export async function campaignAccount(t: ChatTestApp, credits: number, phones: string[], options: { verified?: boolean; templateStatus?: string } = {}): Promise<CampaignAccount> {
  const account = await chatAccount(t, { whatsappCredits: credits });
  if (options.verified !== false) await t.db.updateTable('wa_numbers').set({ is_verified_business: 1 }).where('id', '=', account.numberId).execute();
  const now = Date.now();
  const content = { name: 'order_update', language: 'he', header: 'none', body: 'Hi {{1}}, order {{2}}', bodyVariableSample1: 'Dana', bodyVariableSample2: '#1' };
  const template = await t.db
    .insertInto('wa_templates')
    .values({ account_id: account.userId, number_id: account.numberId, provider_id: '1689556908129832', name: 'order_update', language: 'he', category: 'MARKETING', content: JSON.stringify(content), provider_status: options.templateStatus ?? 'APPROVED', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const name = `wa list ${account.userId}`;
  const list = await t.db.insertInto('contact_lists').values({ account_id: account.userId, created_by: account.userId, name, name_key: listNameKey(name), headers: JSON.stringify(['שם']), created_at: now }).returning('id').executeTakeFirstOrThrow();
  for (let i = 0; i < phones.length; i += 500) {
    await t.db
      .insertInto('contacts')
      .values(phones.slice(i, i + 500).map((phone, j) => ({ list_id: list.id, phone, field1: `Dana${i + j}`, created_at: now, source: 'test' })))
      .execute();
  }
  return { ...account, listId: list.id, templateId: template.id };
}

export const createWaCampaign = (t: ChatTestApp, account: CampaignAccount, body: object, campaignId = -1) =>
  t.app.inject({
    method: 'POST',
    url: `/api/whatsapp/create-campaign-wa/${campaignId}`,
    headers: bearer(account.token),
    payload: { sourcePhone: account.phone, templateId: account.templateId, variables: ['[שם]', '#77'], destinations: [{ type: 'cl', id: account.listId }], ...body },
  });

export async function whatsAppBalance(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('balances').select('amount').where('user_id', '=', userId).where('service', '=', 'whatsapp').executeTakeFirst();
  return Number(row?.amount ?? 0);
}

/** Phones (stored form) the peer treats specially: refused at send for good, failed by its status webhook, throttled once. */
export const refusedTail = '98';
export const failingTail = '99';
export const throttledTail = '97';

export interface MetaPeer {
  api: WhatsAppCloudApi;
  /** Every accepted send, by the callback data it carried (our message id): how often Meta took each. */
  accepted: Map<string, number>;
  sends: OutgoingWhatsApp[];
  /** The status webhooks not yet delivered, in Meta's order. */
  pending: StatusEvent[];
  /** Takes the pending statuses out. */
  take(): StatusEvent[];
  /** When set, a send reaches Meta but its answer never comes back (a crash mid-call). */
  loseAnswers: boolean;
}

export function metaPeer(): MetaPeer {
  let n = 0;
  const throttled = new Set<string>();
  const unused = async (): Promise<CloudApiResult<never>> => ({ ok: false, httpStatus: 501, code: 0, title: 'not in this test', details: '' });
  const peer: MetaPeer = {
    accepted: new Map(),
    sends: [],
    pending: [],
    loseAnswers: false,
    take: () => peer.pending.splice(0),
    api: undefined as unknown as WhatsAppCloudApi,
  };
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
      const base = { kind: 'status' as const, wabaId: '102290129340398', phoneNumberId, wamid, recipient: to, callbackData, at: Date.now() };
      if (to.endsWith(failingTail)) peer.pending.push({ ...base, status: 'failed', errors: [{ code: 131026, title: 'Message undeliverable' }] });
      else {
        peer.pending.push({ ...base, status: 'sent', pricing: { billable: true, category: 'marketing', type: 'regular' } });
        peer.pending.push({ ...base, status: 'delivered', pricing: { billable: true, category: 'marketing', type: 'regular' } });
        peer.pending.push({ ...base, status: 'read' });
      }
      if (peer.loseAnswers) return new Promise<never>(() => undefined);
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
    getBusinessProfile: unused,
    setBusinessProfile: unused,
  };
  return peer;
}
