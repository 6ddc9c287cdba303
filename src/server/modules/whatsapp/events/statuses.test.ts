/**
 * Status webhooks, rule by rule (events/statuses.ts): a free message (pricing type free_*, or
 * billable false) is recorded with its category but not billed, and keeps its credit; statuses
 * move only forward (a failed after read changes nothing); a status naming a wamid we never
 * recorded and no message of ours is ignored; statuses of messages whose send answers were lost
 * adopt them, a delivery's together.
 */
import { applyStatuses, isBillable, statusMoves } from './statuses';
import type { KyselyPlugin } from 'kysely';
import { campaignAccount, createWaCampaign, lostAnswerTail, scriptedPeer, startCampaignApp, whatsAppBalance, type CampaignTestApp } from '../campaigns/testWhatsAppCampaigns';

jest.setTimeout(30_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('rule: statuses only move forward; failed is final and too late after delivered or read', () => {
  expect(statusMoves('accepted', 'read')).toBe(true);
  expect(statusMoves('read', 'delivered')).toBe(false);
  expect(statusMoves('sent', 'failed')).toBe(true);
  expect(statusMoves('delivered', 'failed')).toBe(false);
  expect(statusMoves('failed', 'read')).toBe(false);
  expect(isBillable({ category: 'service', type: 'free_customer_service', billable: false })).toBe(false);
  expect(isBillable({ category: 'utility', type: 'free_entry_point' })).toBe(false);
  expect(isBillable({ category: 'marketing', type: 'regular', billable: true })).toBe(true);
});

describe('status webhooks on the real server', () => {
  const peer = scriptedPeer();
  let t: CampaignTestApp;

  beforeAll(async () => {
    t = await startCampaignApp({ peer: peer.api });
    await t.startPipeline();
  });
  afterAll(() => t.close());

  test('a free message is recorded, not billed, and keeps its credit; a late failure and an unknown wamid change nothing', async () => {
    const account = await campaignAccount(t, 1, ['521000001']);
    const campaignId = (await createWaCampaign(t, account, { validate: false })).json().data.campaignId as number;
    for (let i = 0; i < 200 && peer.pending.length < 3; i += 1) await sleep(50);
    const statuses = peer.take().map((s) => (s.pricing ? { ...s, pricing: { billable: false, category: 'utility', type: 'free_customer_service' } } : s));
    await applyStatuses(t.db, statuses, Date.now());
    const wamid = statuses[0]!.wamid;
    await applyStatuses(t.db, [{ ...statuses[0]!, status: 'failed', errors: [{ code: 131026, title: 'Message undeliverable' }] }, { ...statuses[0]!, wamid: 'wamid.unknown', callbackData: undefined }], Date.now());

    expect(await t.db.selectFrom('wa_messages').select(['wamid', 'status', 'pricing_category', 'billed_at']).where('campaign_id', '=', campaignId).execute()).toEqual([{ wamid, status: 'read', pricing_category: 'utility', billed_at: null }]);
    expect(await t.db.selectFrom('messages').select('status').where('campaign_id', '=', campaignId).execute()).toEqual([{ status: 'delivered' }]);
    expect(await whatsAppBalance(t.db, account.userId)).toBe(0);
    expect(await t.db.selectFrom('wa_messages').select('id').where('wamid', '=', 'wamid.unknown').execute()).toEqual([]);
  });

  test('one delivery holding several messages\' statuses, late, repeated and out of order (Meta batching under load): each ends at its furthest status, billed once, settled once', async () => {
    const account = await campaignAccount(t, 3, ['521000011', '521000012', '521000013']);
    const campaignId = (await createWaCampaign(t, account, { validate: false })).json().data.campaignId as number;
    for (let i = 0; i < 200 && peer.pending.length < 9; i += 1) await sleep(50);
    const statuses = peer.take();
    // The reads first, then everything again: one read counts, nothing after it moves a message or bills it twice.
    const batch = [...statuses.filter((s) => s.status === 'read'), ...statuses, ...statuses.slice().reverse()];
    expect(await applyStatuses(t.db, batch, Date.now())).toBe(3);
    expect(await applyStatuses(t.db, statuses, Date.now())).toBe(0);

    const rows = await t.db.selectFrom('wa_messages').select(['status', 'pricing_category']).select((eb) => eb.fn.count<number>('billed_at').as('billed')).where('campaign_id', '=', campaignId).groupBy(['status', 'pricing_category']).execute();
    expect(rows).toEqual([{ status: 'read', pricing_category: 'marketing', billed: 3 }]);
    expect(await t.db.selectFrom('messages').select(['status', 'delivery_status']).where('campaign_id', '=', campaignId).execute()).toEqual(Array(3).fill({ status: 'delivered', delivery_status: 'delivered' }));
    for (let i = 0; i < 100; i += 1) {
      const campaign = await t.db.selectFrom('campaigns').select(['status', 'credits_spent', 'credits_refunded']).where('id', '=', campaignId).executeTakeFirstOrThrow();
      if (campaign.status === 'sent') break;
      await sleep(50);
    }
    expect(await t.db.selectFrom('campaigns').select(['status', 'credits_spent', 'credits_refunded']).where('id', '=', campaignId).executeTakeFirstOrThrow()).toEqual({ status: 'sent', credits_spent: 3, credits_refunded: 0 });
  });

  test('a delivery naming 60 messages whose answers were lost adopts them together: each submitted and spent once (one Meta took twice too), in a few statements, not several per message', async () => {
    const count = 60;
    const phones = Array.from({ length: count }, (_, i) => `52${String(i).padStart(5, '0')}${lostAnswerTail}`);
    const account = await campaignAccount(t, count, phones);
    const campaignId = (await createWaCampaign(t, account, { validate: false })).json().data.campaignId as number;
    const uncertain = async () => Number((await t.db.selectFrom('messages').select((eb) => eb.fn.countAll<number>().as('n')).where('campaign_id', '=', campaignId).where('status', '=', 'uncertain').executeTakeFirstOrThrow()).n);
    for (let i = 0; i < 200 && (await uncertain()) < count; i += 1) await sleep(50);
    expect(await uncertain()).toBe(count);
    const statuses = peer.take();
    expect(statuses).toHaveLength(3 * count);
    // Meta took the first message a second time, under another wamid: it is still spent once.
    const again = statuses.filter((s) => s.wamid === statuses[0]!.wamid).map((s) => ({ ...s, wamid: `${s.wamid}.again` }));
    // A callback naming a message that is not a WhatsApp campaign's (here one made a text campaign's) adopts nothing.
    const other = await campaignAccount(t, 1, [`5299999${lostAnswerTail}`]);
    const otherId = (await createWaCampaign(t, other, { validate: false })).json().data.campaignId as number;
    for (let i = 0; i < 200 && peer.pending.length < 3; i += 1) await sleep(50);
    await t.db.updateTable('campaigns').set({ kind: 'sms' }).where('id', '=', otherId).execute();
    let statements = 0;
    const counting: KyselyPlugin = {
      transformQuery: (args) => {
        statements += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const otherStatuses = peer.take();
    expect(otherStatuses).toHaveLength(3);
    expect(await applyStatuses(t.db.withPlugin(counting), [...statuses, ...again, ...otherStatuses], Date.now())).toBe(3 * (count + 1));
    expect(statements).toBeLessThan(40);

    expect(await t.db.selectFrom('messages').select(['status']).distinct().where('campaign_id', '=', campaignId).execute()).toEqual([{ status: 'delivered' }]);
    const rows = await t.db.selectFrom('wa_messages').select(['status']).select((eb) => eb.fn.countAll<number>().as('n')).where('campaign_id', '=', campaignId).groupBy('status').execute();
    expect(rows).toEqual([{ status: 'read', n: count + 1 }]);
    expect(await t.db.selectFrom('campaigns').select(['credits_spent', 'credits_refunded']).where('id', '=', campaignId).executeTakeFirstOrThrow()).toEqual({ credits_spent: count, credits_refunded: 0 });
    expect(await whatsAppBalance(t.db, account.userId)).toBe(0);
    expect(await t.db.selectFrom('messages').select('status').where('campaign_id', '=', otherId).execute()).toEqual([{ status: 'uncertain' }]);
    expect(await t.db.selectFrom('wa_messages').select('id').where('campaign_id', '=', otherId).execute()).toEqual([]);
  });
});
