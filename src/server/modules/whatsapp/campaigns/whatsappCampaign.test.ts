/**
 * WhatsApp template campaigns on the real server and the real pipeline: accepted through
 * create-campaign-wa (estimate, then send) with the reservation from the 'whatsapp' balance,
 * sent by the desk in its own lane with each recipient's values, settled by Meta's status
 * webhooks — delivered/read, failed and refunded, refused at send and refunded, throttled and
 * sent again — and the webhooks delivered three times and out of order change nothing more.
 */
import { CreateWhatsappCampaign } from '../../../../contract/statusCodes';
import { startPipeline, type Pipeline } from '../../../messaging/pipeline';
import { applyStatuses } from '../events/statuses';
import { startChatApp, type ChatTestApp } from '../chat/testChat';
import { campaignAccount, createWaCampaign, failingTail, metaPeer, refusedTail, throttledTail, whatsAppBalance, type MetaPeer } from './testWhatsAppCampaigns';

jest.setTimeout(60_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(50);
  }
}

describe('a WhatsApp template campaign through the pipeline', () => {
  let t: ChatTestApp;
  let peer: MetaPeer;
  let pipeline: Pipeline;

  beforeAll(async () => {
    peer = metaPeer();
    t = await startChatApp(peer.api);
    pipeline = await startPipeline({ db: t.db, whatsApp: peer.api, tickMs: 50, sweepMs: 100, repeatsMs: 0, webhooksMs: 0, mailMs: 0 });
  });
  afterAll(async () => {
    await pipeline.stop();
    await t.close();
  });

  test('estimate, send, each recipient its values, statuses to read, the failed ones refunded, billed once each', async () => {
    const phones = ['521000001', '521000002', `5210000${failingTail}`, `5210000${refusedTail}`, `5210000${throttledTail}`];
    const account = await campaignAccount(t, 10, phones);

    const estimate = await createWaCampaign(t, account, { validate: true });
    expect(estimate.json().data).toMatchObject({ status: CreateWhatsappCampaign.readyToSend, recipients: 5, creditsNeeded: 5, creditsLeft: 5 });
    expect(await whatsAppBalance(t.db, account.userId)).toBe(10);

    const sent = await createWaCampaign(t, account, { validate: false });
    expect(sent.json().data).toMatchObject({ status: CreateWhatsappCampaign.sent, recipients: 5 });
    const campaignId = sent.json().data.campaignId as number;
    expect(await whatsAppBalance(t.db, account.userId)).toBe(5);

    // Four reach Meta (one throttled first, then sent again after Retry-After); one is refused for good.
    await until(async () => peer.sends.length === 4 && (await t.db.selectFrom('messages').select('id').where('campaign_id', '=', campaignId).where('status', 'in', ['queued', 'submitting']).execute()).length === 0);
    expect(peer.sends.map((s) => (s.type === 'template' ? s.parameters.body : [])).sort()).toEqual([['Dana0', '#77'], ['Dana1', '#77'], ['Dana2', '#77'], ['Dana4', '#77']]);
    expect(peer.sends[0]).toMatchObject({ type: 'template', name: 'order_update', language: 'he', to: '972521000001' });

    // Meta delivers every status three times, the last round backwards.
    const statuses = peer.take();
    await applyStatuses(t.db, statuses, Date.now());
    await applyStatuses(t.db, statuses, Date.now());
    await applyStatuses(t.db, [...statuses].reverse(), Date.now());

    const messages = await t.db.selectFrom('messages').select(['phone', 'status', 'error']).where('campaign_id', '=', campaignId).orderBy('seq').execute();
    expect(messages.map((m) => [m.phone, m.status])).toEqual([
      ['972521000001', 'delivered'],
      ['972521000002', 'delivered'],
      [`9725210000${failingTail}`, 'failed'],
      [`9725210000${refusedTail}`, 'failed'],
      [`9725210000${throttledTail}`, 'delivered'],
    ]);
    expect(messages[3]?.error).toBe('131048: Spam rate limit hit');
    const wa = await t.db.selectFrom('wa_messages').select(['status', 'billed_at', 'pricing_category', 'rejection_reason', 'body']).where('campaign_id', '=', campaignId).orderBy('id').execute();
    expect(wa.map((w) => w.status).sort()).toEqual(['failed', 'read', 'read', 'read']);
    expect(wa.filter((w) => w.billed_at !== null)).toHaveLength(3);
    expect(wa.find((w) => w.status === 'failed')).toMatchObject({ rejection_reason: 7, billed_at: null });
    expect(wa.map((w) => w.body)).toContain('Hi Dana0, order #77');

    // Two failed (one refused at send, one by its webhook): both given back, once.
    expect(await whatsAppBalance(t.db, account.userId)).toBe(7);
    const campaign = await t.db.selectFrom('campaigns').select(['status', 'credits_reserved', 'credits_spent', 'credits_refunded']).where('id', '=', campaignId).executeTakeFirstOrThrow();
    expect(campaign).toEqual({ status: 'sent', credits_reserved: 5, credits_spent: 3, credits_refunded: 2 });
  });
});
