/**
 * Test helpers of the message reports: an account whose campaigns went through the real
 * pipeline (send-campaign, then the simulator's submits and receipts), and the calls.
 */
import { startPipeline } from '../../../messaging/pipeline';
import { SimulatorProvider } from '../../../messaging/providers/simulator';
import { waitUntil } from '../../../messaging/testCampaigns';
import { bearer } from '../../../test/signIn';
import type { TestApp } from '../../../test/testApp';
import { sendCampaignCall, sendingAccount, type SendingAccount } from '../../campaigns/sendTesting';
import { SendCampaign } from '../../../../contract/statusCodes';

export const recipients = 30;
export const phones = Array.from({ length: recipients }, (_, i) => `52${String(7000000 + i)}`);

export interface SentAccount extends SendingAccount {
  campaignIds: number[];
}

/**
 * Accounts that each send their contents to their own list, all through one pipeline run (the
 * simulator numbers its SMSC ids from 1, so two runs would give receipts the same ids), and
 * waits until every message has its final status.
 */
export async function sentAccounts(t: TestApp, contentsByAccount: string[][]): Promise<SentAccount[]> {
  const accounts: SentAccount[] = [];
  for (const contents of contentsByAccount) {
    const account = await sendingAccount(t, 1_000, phones);
    const campaignIds: number[] = [];
    for (const smsContent of contents) {
      const sent = (await sendCampaignCall(t, account.token, { smsContent, destinations: [{ type: 'cl', id: account.listId }], validation: false })).json().data;
      if (sent.status !== SendCampaign.sent) throw new Error(`send-campaign answered ${JSON.stringify(sent)}`);
      campaignIds.push(sent.campaignId);
    }
    accounts.push({ ...account, campaignIds });
  }
  const expected = recipients * contentsByAccount.flat().length;
  const provider = new SimulatorProvider({ latencyMs: 1, receiptDelayMs: 5, outcomes: { delivered: 3, kosher: 1, outOfCoverage: 1 }, replyShare: 0, seed: 11 });
  const pipeline = await startPipeline({ db: t.db, provider, tickMs: 20, repeatsMs: 0, webhooksMs: 0 });
  try {
    const settled = async () => (await t.db.selectFrom('messages').select('id').where('status', 'in', ['delivered', 'failed']).execute()).length === expected;
    await waitUntil(settled, 30_000, 'every receipt');
  } finally {
    await pipeline.stop();
  }
  return accounts;
}

export const post = (t: TestApp, token: string, url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/reports/${url}`, headers: bearer(token), payload });

export const smsReport = async (t: TestApp, token: string, body: object) => (await post(t, token, 'sms-report', body)).json().data;

/** The account's messages counted in the database, per stored status and receipt status. */
export async function storedCounts(t: TestApp, account: number, campaignId?: number): Promise<{ delivered: number; failed: number; kosher: number; outOfCoverage: number; total: number; parts: number }> {
  let q = t.db.selectFrom('messages').select(['status', 'delivery_status', 'parts']).where('account_id', '=', account);
  if (campaignId !== undefined) q = q.where('campaign_id', '=', campaignId);
  const rows = await q.execute();
  const count = (test: (r: (typeof rows)[number]) => boolean) => rows.filter(test).length;
  return {
    delivered: count((r) => r.status === 'delivered'),
    failed: count((r) => r.status === 'failed'),
    kosher: count((r) => r.delivery_status === 'kosher'),
    outOfCoverage: count((r) => r.delivery_status === 'outOfCoverage'),
    total: rows.length,
    parts: rows.reduce((sum, r) => sum + r.parts, 0),
  };
}
