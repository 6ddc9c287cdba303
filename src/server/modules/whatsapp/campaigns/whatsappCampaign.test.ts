/**
 * WhatsApp template campaigns on the real server and pipeline, with the WhatsApp simulator as
 * Meta over loopback and its signed webhooks applied as the webhook route does: accepted through
 * create-campaign-wa (estimate, then send) with the reservation from the 'whatsapp' balance, sent
 * by the desk in its own lane with each recipient's values, settled by the status webhooks —
 * read, or undeliverable and refunded — billed once each, however often and in whatever order
 * Meta delivers the webhooks. The refusals before anything is written; Meta's refusals at send
 * (for good: refunded; throughput: sent again after Retry-After) with a scripted Meta.
 */
import { CalcWhatsappCampaignCredits, CreateWhatsappCampaign, WhatsappSendExample } from '../../../../contract/statusCodes';
import { bearer, onEachDatabase } from '../../../test/signIn';
import { applyStatuses } from '../events/statuses';
import { campaignAccount, createWaCampaign, refusedTail, scriptedPeer, startCampaignApp, throttledTail, until, whatsAppBalance, type CampaignTestApp } from './testWhatsAppCampaigns';

jest.setTimeout(60_000);


/** Whether all the campaign's messages were made and each has its final status. */
const allFinal = async (t: CampaignTestApp, campaignId: number, recipients: number) => {
  const rows = await t.db.selectFrom('messages').select('status').where('campaign_id', '=', campaignId).execute();
  return rows.length === recipients && rows.every((r) => r.status === 'delivered' || r.status === 'failed');
};

onEachDatabase('a WhatsApp template campaign to the simulator', (database) => {
  let t: CampaignTestApp;

  beforeAll(async () => {
    // Meta delivers webhooks twice and out of order (the simulator's faults), as it does.
    t = await startCampaignApp({ ...database, faults: { duplicateRate: 1, outOfOrder: true } });
    await t.startPipeline();
  });
  afterAll(() => t.close());

  test('estimate, send, statuses to read, the undeliverable number refunded, billed once each; every webhook again twice, backwards: nothing more', async () => {
    // A number ending in 000 is not on WhatsApp at the simulator (failed, 131026).
    const account = await campaignAccount(t, 10, ['521000001', '521000002', '521000000']);

    const estimate = await createWaCampaign(t, account, { validate: true });
    expect(estimate.json().data).toEqual({ status: CreateWhatsappCampaign.readyToSend, recipients: 3, creditsNeeded: 3, creditsLeft: 7 });
    expect(await whatsAppBalance(t.db, account.userId)).toBe(10);
    const calc = await t.app.inject({ method: 'POST', url: '/api/whatsapp/calc-whatsapp-campaign-credits', headers: bearer(account.token), payload: { sourcePhone: account.phone, destinations: [{ type: 'cl', id: account.listId }] } });
    expect(calc.json().data).toEqual({ status: CalcWhatsappCampaignCredits.calculated, recipients: 3, creditsNeeded: 3, creditsLeft: 10 });

    const sent = await createWaCampaign(t, account, { validate: false, campaign_name: 'orders' });
    expect(sent.json().data).toMatchObject({ status: CreateWhatsappCampaign.sent, recipients: 3, creditsNeeded: 3, creditsLeft: 7 });
    const campaignId = sent.json().data.campaignId as number;

    await until(() => allFinal(t, campaignId, 3));
    await t.sim!.control.settled();
    const atMeta = t.sim!.control.sent().filter((m) => m.phoneNumberId === account.phoneNumberId);
    expect(atMeta.map((m) => m.to).sort()).toEqual(['972521000000', '972521000001', '972521000002']);
    const first = atMeta.find((m) => m.to === '972521000001')!;
    expect(first.template?.name).toMatch(/^order_update_\d+$/);
    expect(JSON.stringify(first.body)).toContain('"parameters":[{"type":"text","text":"Dana0"},{"type":"text","text":"#77"}]');

    const final = async () => ({
      messages: await t.db.selectFrom('messages').select(['phone', 'status', 'error']).where('campaign_id', '=', campaignId).orderBy('seq').execute(),
      wa: await t.db.selectFrom('wa_messages').select(['wamid', 'status', 'billed_at', 'pricing_category', 'rejection_reason', 'body']).where('campaign_id', '=', campaignId).orderBy('wamid').execute(),
      balance: await whatsAppBalance(t.db, account.userId),
      campaign: await t.db.selectFrom('campaigns').select(['status', 'credits_reserved', 'credits_spent', 'credits_refunded']).where('id', '=', campaignId).executeTakeFirstOrThrow(),
      ledger: await t.db.selectFrom('balance_entries').select(['delta', 'reason']).where('user_id', '=', account.userId).where('service', '=', 'whatsapp').orderBy('id').execute(),
    });
    const once = await final();
    expect(once.messages).toEqual([
      { phone: '972521000001', status: 'delivered', error: null },
      { phone: '972521000002', status: 'delivered', error: null },
      { phone: '972521000000', status: 'failed', error: '131026: Message undeliverable' },
    ]);
    expect(once.wa.map((w) => [w.status, w.billed_at !== null, w.pricing_category, w.rejection_reason]).sort()).toEqual([
      ['failed', false, null, 7],
      ['read', true, 'marketing', null],
      ['read', true, 'marketing', null],
    ]);
    expect(once.wa.map((w) => w.body)).toContain('Hi Dana0, your order #77 is ready');
    expect(once.balance).toBe(8);
    expect(once.campaign).toEqual({ status: 'sent', credits_reserved: 3, credits_spent: 2, credits_refunded: 1 });
    expect(once.ledger).toEqual([{ delta: -3, reason: 'campaign.reserve' }, { delta: 1, reason: 'campaign.refund' }]);
    expect(t.webhooks.received).toBeGreaterThan(t.sim!.control.webhookStats().delivered / 2);

    // Every delivery so far twice more, the last round backwards: one final status, one charge.
    const deliveries = [...t.webhooks.deliveries];
    for (const d of [...deliveries, ...[...deliveries].reverse()]) expect(await t.redeliver(d)).toBe(200);
    expect(await final()).toEqual(once);
  });

  test('send-example: the template now to up to 3 numbers, one credit each, no campaign; -24 to itself, -18 wrong values', async () => {
    const account = await campaignAccount(t, 5, []);
    const example = (body: object) => t.app.inject({ method: 'POST', url: '/api/whatsapp/send-example', headers: bearer(account.token), payload: { sourcePhone: account.phone, templateId: account.templateId, variables: ['Dana', '#1'], ...body } });
    const sent = await example({ phones: ['0521000011', '0521000012'] });
    expect(sent.json().data).toMatchObject({ status: WhatsappSendExample.sent });
    const atMeta = t.sim!.control.sent().filter((m) => m.phoneNumberId === account.phoneNumberId);
    expect(atMeta.map((m) => m.to).sort()).toEqual(['972521000011', '972521000012']);
    expect(await whatsAppBalance(t.db, account.userId)).toBe(3);
    expect((await example({ phones: [account.phone] })).json().data.status).toBe(WhatsappSendExample.senderEqualsRecipient);
    expect((await example({ phones: ['0521000011'], variables: ['x'] })).json().data.status).toBe(WhatsappSendExample.wrongVariableCount);
    expect(await t.db.selectFrom('campaigns').select('id').where('account_id', '=', account.userId).execute()).toEqual([]);
  });

  test('a prohibited word given as a template value, disguised too, is refused (-25) by the campaign and the example; nothing is written or sent', async () => {
    const account = await campaignAccount(t, 5, ['521000031']);
    const word = await t.db.insertInto('forbidden_words').values({ word: 'megawin', active: 1, created_at: Date.now() }).returning('id').executeTakeFirstOrThrow();
    const sentBefore = t.sim!.control.sent().length;
    const values = ['M.E.G.A W\u0406N', '#1'];
    expect((await createWaCampaign(t, account, { variables: values, validate: false })).json().data.status).toBe(CreateWhatsappCampaign.forbiddenText);
    const example = await t.app.inject({ method: 'POST', url: '/api/whatsapp/send-example', headers: bearer(account.token), payload: { sourcePhone: account.phone, templateId: account.templateId, variables: values, phones: ['0521000032'] } });
    expect(example.json().data.status).toBe(WhatsappSendExample.forbiddenText);
    expect(await t.db.selectFrom('campaigns').select('id').where('account_id', '=', account.userId).execute()).toEqual([]);
    expect(t.sim!.control.sent().length).toBe(sentBefore);
    expect(await whatsAppBalance(t.db, account.userId)).toBe(5);
    await t.db.deleteFrom('forbidden_words').where('id', '=', word.id).execute();
  });

  test('refused before anything is written: template not approved, variable count, daily limit of an unverified business, credits; another account\'s number 404', async () => {
    const phones = Array.from({ length: 251 }, (_, i) => `54${String(i).padStart(7, '0')}`);
    const account = await campaignAccount(t, 300, phones, { verified: false });
    expect((await createWaCampaign(t, account, { variables: ['only one'] })).json().data.status).toBe(CreateWhatsappCampaign.wrongVariableCount);
    expect((await createWaCampaign(t, account, { validate: true })).json().data.status).toBe(CreateWhatsappCampaign.dailyLimit);
    expect((await createWaCampaign(t, account, { validate: false })).json().data.status).toBe(CreateWhatsappCampaign.dailyLimit);

    const poor = await campaignAccount(t, 2, phones.slice(0, 3));
    expect((await createWaCampaign(t, poor, { validate: true })).json().data).toEqual({ status: CreateWhatsappCampaign.notEnough, recipients: 3, creditsNeeded: 3, creditsLeft: 2 });
    expect((await createWaCampaign(t, poor, { validate: false })).json().data.status).toBe(CreateWhatsappCampaign.notEnough);

    const pending = await campaignAccount(t, 10, phones.slice(0, 3), { templateStatus: 'PENDING' });
    expect((await createWaCampaign(t, pending, { validate: true })).json().data.status).toBe(CreateWhatsappCampaign.notApproved);

    const other = await createWaCampaign(t, { ...pending, phone: account.phone }, { validate: true });
    expect(other.statusCode).toBe(404);
    for (const a of [account, poor, pending]) expect(await t.db.selectFrom('campaigns').select('id').where('account_id', '=', a.userId).where('status', '!=', 'draft').execute()).toEqual([]);
    expect(await whatsAppBalance(t.db, account.userId)).toBe(300);
    expect(await whatsAppBalance(t.db, poor.userId)).toBe(2);
  });
});

describe("Meta's refusals at send, scripted", () => {
  const peer = scriptedPeer();
  let t: CampaignTestApp;

  beforeAll(async () => {
    t = await startCampaignApp({ peer: peer.api });
    await t.startPipeline();
  });
  afterAll(() => t.close());

  test('refused for good: failed and refunded; throughput (130429): sent again after Retry-After', async () => {
    const account = await campaignAccount(t, 5, ['521000001', `5210000${refusedTail}`, `5210000${throttledTail}`]);
    const sent = await createWaCampaign(t, account, { validate: false });
    const campaignId = sent.json().data.campaignId as number;
    await until(async () => peer.sends.length === 2 && (await t.db.selectFrom('messages').select('id').where('campaign_id', '=', campaignId).where('status', 'in', ['queued', 'submitting']).execute()).length === 0);
    await applyStatuses(t.db, peer.take(), Date.now());
    const messages = await t.db.selectFrom('messages').select(['phone', 'status', 'error', 'attempts']).where('campaign_id', '=', campaignId).orderBy('seq').execute();
    expect(messages).toEqual([
      { phone: '972521000001', status: 'delivered', error: null, attempts: 1 },
      { phone: `9725210000${refusedTail}`, status: 'failed', error: '131048: Spam rate limit hit', attempts: 1 },
      { phone: `9725210000${throttledTail}`, status: 'delivered', error: null, attempts: 2 },
    ]);
    expect(await whatsAppBalance(t.db, account.userId)).toBe(3);
  });
});
