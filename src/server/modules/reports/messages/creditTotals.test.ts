/**
 * The sms-report's credit total follows the one refund rule (messaging/settlement.ts), like the
 * campaign statistic and the balance: a message the SMSC refused for good was refunded and
 * costs nothing. It used to count every message made.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPipeline } from '../../../messaging/pipeline';
import type { OutgoingSms, SmsProvider, SubmitOutcome } from '../../../messaging/provider';
import { waitUntil } from '../../../messaging/testCampaigns';
import { onEachDatabase } from '../../../test/signIn';
import { startTestApp, type TestApp } from '../../../test/testApp';
import { sendCampaignCall, sendingAccount, smsBalance } from '../../campaigns/sendTesting';
import { post, smsReport } from './testSmsReport';

const phones = Array.from({ length: 10 }, (_, i) => `52${String(7200000 + i)}`);

/** Takes phones ending 0-6; refuses 7-9 for good (ESME_RINVDSTADR), so those are refunded. */
class RefusingRoute implements SmsProvider {
  readonly name = 'refusing';
  private next = 1;
  async start() {}
  async stop() {}
  async submit(messages: OutgoingSms[]): Promise<SubmitOutcome[]> {
    return messages.map((sms): SubmitOutcome =>
      Number(sms.to.at(-1)) >= 7 ? { messageId: sms.messageId, ok: false, retryable: false, error: 'submit_sm refused (0x000b)' } : { messageId: sms.messageId, ok: true, providerIds: [`r${this.next++}`] },
    );
  }
}

onEachDatabase('the sms-report credit total', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dataDir: mkdtempSync(join(tmpdir(), 'credit-totals-')) }, dbOptions);
  });
  afterAll(() => t.close());

  test('leaves out refunded messages, agreeing with the campaign statistic and the balance', async () => {
    const granted = 100;
    const account = await sendingAccount(t, granted, phones);
    const sent = (await sendCampaignCall(t, account.token, { smsContent: 'Hello', destinations: [{ type: 'cl', id: account.listId }], validation: false })).json().data;
    expect(sent.status).toBe(1);
    const campaignId: number = sent.campaignId;
    const pipeline = await startPipeline({ db: t.db, provider: new RefusingRoute(), tickMs: 20, repeatsMs: 0, webhooksMs: 0 });
    try {
      await waitUntil(async () => (await t.db.selectFrom('campaigns').select('status').where('id', '=', campaignId).executeTakeFirstOrThrow()).status === 'sent', 20_000, 'campaign sent');
    } finally {
      await pipeline.stop();
    }
    const spent = granted - (await smsBalance(t.db, account.userId));
    expect(spent).toBe(7);
    const { statistic } = (await post(t, account.token, 'get-campaign-statistic', { campaignId })).json().data;
    expect(statistic.credits).toBe(7);

    // From the daily counts (no status filter), and from the rows (a status filter).
    const month = await smsReport(t, account.token, { pageSize: 100 });
    expect(month.totals).toEqual({ messages: 10, parts: 10, credits: 7 });
    const taken = await smsReport(t, account.token, { status: 'submitted', pageSize: 100 });
    expect(taken.totals).toEqual({ messages: 7, parts: 7, credits: 7 });
    const failed = await smsReport(t, account.token, { status: 'failed', pageSize: 100 });
    expect(failed.totals).toEqual({ messages: 3, parts: 3, credits: 0 });
    // The rows add up to the total.
    expect(month.rows.reduce((sum: number, r: { credits: number }) => sum + r.credits, 0)).toBe(7);
    const count = (await post(t, account.token, 'get-sms-request-count', { reportName: 'sms-report' })).json().data;
    expect(count).toMatchObject({ total: 10, credits: 7 });
  });
});
