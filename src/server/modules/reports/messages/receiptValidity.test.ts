/**
 * A receipt that never comes, and ACCEPTD, as the customer sees them: a message the SMSC took
 * but never reported on becomes final as noReceipt once the receipt validity period passed
 * (injected clock), stays charged, and shows under its own name in the sms-report and the
 * campaign statistic; an ACCEPTD receipt shows as acceptedByNetwork and counts as delivered.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPipeline, type Pipeline } from '../../../messaging/pipeline';
import type { OutgoingSms, ProviderEvents, SmsProvider, SubmitOutcome } from '../../../messaging/provider';
import { waitUntil } from '../../../messaging/testCampaigns';
import { onEachDatabase } from '../../../test/signIn';
import { startTestApp, type TestApp } from '../../../test/testApp';
import { sendCampaignCall, sendingAccount, smsBalance } from '../../campaigns/sendTesting';
import { post, smsReport } from './testSmsReport';

const hour = 3_600_000;
const phones = Array.from({ length: 9 }, (_, i) => `52${String(7100000 + i)}`);

/** Takes everything; a receipt DELIVRD for phones ending 0-2, ACCEPTD for 3-5, none for 6-8 (lost with a dead link). */
class SilentRoute implements SmsProvider {
  readonly name = 'silent';
  private events: ProviderEvents | null = null;
  private next = 1;
  async start(events: ProviderEvents) {
    this.events = events;
  }
  async stop() {}
  async submit(messages: OutgoingSms[]): Promise<SubmitOutcome[]> {
    const outcomes = messages.map((sms): SubmitOutcome => ({ messageId: sms.messageId, ok: true, providerIds: [`silent${this.next++}`] }));
    // Receipts after the outcomes are recorded, as an SMSC sends them.
    setTimeout(() => {
      messages.forEach((sms, i) => {
        const last = Number(sms.to.at(-1));
        const providerId = (outcomes[i] as { providerIds: string[] }).providerIds[0]!;
        if (last <= 2) void this.events?.onReceipt({ providerId, status: 'delivered', stat: 'DELIVRD', error: '000', doneAt: Date.now() });
        else if (last <= 5) void this.events?.onReceipt({ providerId, status: 'acceptedByNetwork', stat: 'ACCEPTD', error: '000', doneAt: Date.now() });
      });
    }, 20);
    return outcomes;
  }
}

onEachDatabase('receipt validity and ACCEPTD in the reports', (dbOptions) => {
  let t: TestApp;
  let pipeline: Pipeline | null = null;
  beforeAll(async () => {
    t = await startTestApp({ dataDir: mkdtempSync(join(tmpdir(), 'receipt-validity-')) }, dbOptions);
  });
  afterEach(async () => {
    await pipeline?.stop();
    pipeline = null;
  });
  afterAll(() => t.close());

  test('no receipt within the validity period: final as noReceipt, still charged, labelled in the sms-report and the statistic', async () => {
    const account = await sendingAccount(t, 100, phones);
    const sent = (await sendCampaignCall(t, account.token, { smsContent: 'Hello', destinations: [{ type: 'cl', id: account.listId }], validation: false })).json().data;
    expect(sent.status).toBe(1);
    const campaignId: number = sent.campaignId;
    let offset = 0;
    pipeline = await startPipeline({ db: t.db, provider: new SilentRoute(), now: () => Date.now() + offset, tickMs: 20, sweepMs: 60_000, repeatsMs: 0, webhooksMs: 0, receiptValidityMs: 48 * hour });
    const finals = () => t.db.selectFrom('messages').select('id').where('campaign_id', '=', campaignId).where('status', 'in', ['delivered', 'failed']).execute();
    await waitUntil(async () => (await finals()).length === 6, 20_000, 'the six receipts');
    const balanceBefore = await smsBalance(t.db, account.userId);

    // Just before the period ends nothing changes; just after, the three without a receipt are final.
    offset = 48 * hour - 60_000;
    await pipeline.sweep();
    expect(await finals()).toHaveLength(6);
    offset = 48 * hour + 60_000;
    await pipeline.sweep();
    expect(await finals()).toHaveLength(9);

    const rows: { destination: string; status: string }[] = (await smsReport(t, account.token, { campaignId, pageSize: 100 })).rows;
    const byEnding = (status: string) => rows.filter((r) => r.status === status).map((r) => Number(r.destination.at(-1))).sort();
    expect(byEnding('delivered')).toEqual([0, 1, 2]);
    expect(byEnding('acceptedByNetwork')).toEqual([3, 4, 5]);
    expect(byEnding('noReceipt')).toEqual([6, 7, 8]);
    expect((await smsReport(t, account.token, { campaignId, status: 'noReceipt' })).pageInfo.total).toBe(3);
    expect((await smsReport(t, account.token, { campaignId, status: 'acceptedByNetwork' })).pageInfo.total).toBe(3);
    expect((await smsReport(t, account.token, { campaignId, status: 'delivered' })).pageInfo.total).toBe(3);
    expect((await smsReport(t, account.token, { campaignId, status: 'failed' })).pageInfo.total).toBe(3);

    const { statistic } = (await post(t, account.token, 'get-campaign-statistic', { campaignId })).json().data;
    expect(statistic).toMatchObject({ total: 9, delivered: 6, notDelivered: 3, pending: 0, byStatus: { delivered: 3, acceptedByNetwork: 3, noReceipt: 3 } });
    // Charged: the SMSC took all nine; nothing was refunded.
    expect(await smsBalance(t.db, account.userId)).toBe(balanceBefore);
    const c = await t.db.selectFrom('campaigns').select(['credits_spent', 'credits_refunded']).where('id', '=', campaignId).executeTakeFirstOrThrow();
    expect(c).toEqual({ credits_spent: 9, credits_refunded: 0 });

    // A receipt that still comes later is the truth: it replaces noReceipt (and changes no money).
    const late = await t.db
      .selectFrom('messages as m')
      .innerJoin('message_provider_ids as p', 'p.message_id', 'm.id')
      .select(['m.id', 'p.provider_id'])
      .where('m.campaign_id', '=', campaignId)
      .where('m.delivery_status', '=', 'noReceipt')
      .orderBy('m.id')
      .executeTakeFirstOrThrow();
    await pipeline.receipts.onReceipt({ providerId: late.provider_id, status: 'delivered', stat: 'DELIVRD', error: '000', doneAt: Date.now() });
    expect(await t.db.selectFrom('messages').select(['status', 'delivery_status']).where('id', '=', late.id).executeTakeFirstOrThrow()).toEqual({ status: 'delivered', delivery_status: 'delivered' });
    expect(await smsBalance(t.db, account.userId)).toBe(balanceBefore);
  });
});
