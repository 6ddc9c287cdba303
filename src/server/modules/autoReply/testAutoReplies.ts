/** Test kit for the automatic-answer suites: the pipeline on a replying simulator, and what the phones got. */
import type { TestAppOptions } from '../../test/testApp';
import { SimulatorProvider } from '../../messaging/providers/simulator';
import { waitUntil } from '../../messaging/testCampaigns';
import { pipelineSuite } from '../campaigns/sendTesting';
import type { ReplyingAccount } from '../reports/shipments/testShipments';

export function autoReplySuite(dbOptions: Pick<TestAppOptions, 'postgres'>, seed: number) {
  // The next simulator numbers its SMSC ids from 1 again.
  const suite = pipelineSuite(dbOptions, (t) => t.db.deleteFrom('message_provider_ids').execute());
  const db = () => suite.t.db;
  const kit = {
    suite,
    start: (settings: { replyShare: number; replies?: string[] }) =>
      suite.startPipeline({ provider: new SimulatorProvider({ latencyMs: 1, receiptDelayMs: 5, replyDelayMs: 5, outcomes: { delivered: 1 }, seed, ...settings }), tickMs: 20, repeatsMs: 0, webhooksMs: 0 }),
    /** The list's phones as messages and replies name them (international). */
    phonesOf: async (a: ReplyingAccount) => (await db().selectFrom('contacts').select('phone').where('list_id', '=', a.listId).orderBy('phone').execute()).map((c) => `972${c.phone}`),
    /** Each message the phone got, as "text:status". */
    textsTo: async (phone: string) => (await db().selectFrom('messages').select(['text', 'status']).where('phone', '=', phone).orderBy('id').execute()).map((m) => `${m.text}:${m.status}`),
    autoReplies: (campaignId: number) => db().selectFrom('auto_replies').select(['phone', 'status']).where('campaign_id', '=', campaignId).orderBy('phone').execute(),
    sentAll: async (a: ReplyingAccount) => (await db().selectFrom('campaigns').select('id').where('account_id', '=', a.userId).where('status', '!=', 'sent').execute()).length === 0,
    /** Each phone replied to the campaign and to its answer, and got both messages delivered. */
    async untilAnsweredAndReplied(a: ReplyingAccount, phones: string[]) {
      for (const phone of phones) {
        await waitUntil(async () => (await db().selectFrom('incoming_messages').select('id').where('phone', '=', phone).execute()).length >= 2, 20_000, 'reply to the answer');
      }
      await waitUntil(() => kit.sentAll(a), 20_000, 'answers sent');
      // The simulator may reply to an answer before the answer's own receipt is recorded.
      const delivered = async (phone: string) => (await kit.textsTo(phone)).filter((m) => m.endsWith(':delivered')).length === 2;
      await waitUntil(async () => (await Promise.all(phones.map(delivered))).every(Boolean), 20_000, 'answers delivered');
    },
  };
  return kit;
}
