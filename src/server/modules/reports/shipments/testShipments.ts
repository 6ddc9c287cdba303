/**
 * Test helpers of the shipment and incoming reports: an account that sends from its own
 * attached number (so replies come back to its campaigns), campaigns sent through
 * campaigns/send-campaign, and the real pipeline on the simulator until every receipt (and
 * every reply asked for) is in.
 */
import type { Db } from '../../../db/database';
import { startPipeline } from '../../../messaging/pipeline';
import type { DeliveryStatus } from '../../../messaging/provider';
import { SimulatorProvider } from '../../../messaging/providers/simulator';
import { waitUntil } from '../../../messaging/testCampaigns';
import { settled } from '../../../messaging/testDelivery';
import { bearer } from '../../../test/signIn';
import type { TestApp } from '../../../test/testApp';
import { ownSender, sendCampaignCall, sendingAccount, type SendingAccount } from '../../campaigns/sendTesting';
import { SendCampaign } from '../../../../contract/statusCodes';

export interface ReplyingAccount extends SendingAccount {
  /** The attached number campaigns go from, as typed in the composer. */
  sourceNumber: string;
}

/** An account with credits, a list of `recipients` numbers, and an attached number of its own. */
export async function replyingAccount(t: TestApp, recipients: number, credits = 1_000): Promise<ReplyingAccount> {
  const base = 5_000_000 + Math.floor(Math.random() * 4_000_000);
  const phones = Array.from({ length: recipients }, (_, i) => `52${String(base + i).padStart(7, '0')}`);
  const a = await sendingAccount(t, credits, phones);
  const attached = `53${String(a.userId).padStart(7, '0')}`;
  await ownSender(t.db, a.userId, 'attached', attached);
  return { ...a, sourceNumber: `0${attached}` };
}

/** Sends (validation off) from the account's number to its list; answers the campaign id. */
export async function sendFrom(t: TestApp, a: ReplyingAccount, extra: object = {}): Promise<number> {
  const body = { smsContent: `hello ${Math.random()}`, destinations: [{ type: 'cl', id: a.listId }], sourceType: 4, sourceNumber: a.sourceNumber, validation: false, ...extra };
  const answer = (await sendCampaignCall(t, a.token, body)).json().data;
  if (answer.status !== SendCampaign.sent && answer.status !== SendCampaign.savedWithoutPermission && answer.status !== SendCampaign.outsideHours) throw new Error(`send refused: ${JSON.stringify(answer)}`);
  return answer.campaignId;
}

/** Runs the pipeline until the campaigns are sent with every receipt and, with `replies`, every delivered recipient has answered. */
export async function deliver(db: Db, campaignIds: number[], options: { outcomes?: Partial<Record<DeliveryStatus, number>>; replies?: boolean; seed?: number } = {}): Promise<void> {
  const provider = new SimulatorProvider({ latencyMs: 1, receiptDelayMs: 5, replyDelayMs: 5, outcomes: options.outcomes ?? { delivered: 1 }, replyShare: options.replies ? 1 : 0, replies: ['תודה'], seed: options.seed ?? 11 });
  const pipeline = await startPipeline({ db, provider, tickMs: 20, repeatsMs: 0, webhooksMs: 0 });
  try {
    for (const id of campaignIds) await waitUntil(() => settled(db, id), 20_000, `campaign ${id} settled`);
    if (options.replies) {
      const delivered = (await db.selectFrom('messages').select('id').where('campaign_id', 'in', campaignIds).where('status', '=', 'delivered').execute()).length;
      await waitUntil(async () => (await db.selectFrom('incoming_messages').select('id').where('campaign_id', 'in', campaignIds).execute()).length >= delivered, 20_000, 'replies');
    }
  } finally {
    await pipeline.stop();
  }
  // A new simulator numbers its SMSC ids from 1 again: the settled messages' ids must not catch its receipts.
  await db.deleteFrom('message_provider_ids').execute();
}

export const post = (t: TestApp, token: string, path: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/reports/${path}`, headers: bearer(token), payload });
export const report = async (t: TestApp, token: string, route: string, payload: object = {}) => (await post(t, token, route, payload)).json().data;
