/**
 * A campaign sent through the API without a sender went out with an empty source_addr (issue
 * 13). Now it goes out from the account's default sender (sendingChecks.ts defaultSenderOf),
 * or is refused -16 (invalid sender) when the account has none; the SMPP provider refuses an
 * empty source_addr as a last guard (providers/smpp.test.ts).
 */
import { smppTo } from '../../messaging/testDelivery';
import { startSmsc } from '../../messaging/providers/smsc';
import { waitUntil } from '../../messaging/testCampaigns';
import { onEachDatabase } from '../../test/signIn';
import { campaignsOf, defaultTestSender, ownSender, pipelineSuite, sendCampaignCall, sendingAccount, smsBalance } from './sendTesting';

const phones = ['527300001', '527300002'];
const body = (listId: number) => ({ smsContent: 'Hello', destinations: [{ type: 'cl', id: listId }], validation: false });

onEachDatabase('send-campaign without a sender', (dbOptions) => {
  const suite = pipelineSuite(dbOptions);

  test('an account with no sender of its own is refused -16, and nothing is reserved', async () => {
    const { t } = suite;
    const account = await sendingAccount(t, 100, phones);
    await t.db.deleteFrom('sender_identities').where('account_id', '=', account.userId).execute();
    const answer = (await sendCampaignCall(t, account.token, body(account.listId))).json().data;
    expect(answer.status).toBe(-16);
    expect(await campaignsOf(t.db, account.userId)).toEqual([]);
    expect(await smsBalance(t.db, account.userId)).toBe(100);
    // Nor may a blank sender stand for none.
    expect((await sendCampaignCall(t, account.token, { ...body(account.listId), sourceNumber: '   ' })).json().data.status).toBe(-16);
  });

  test('goes out from the account\'s sender name: the SMSC sees it as source_addr', async () => {
    const { t } = suite;
    const account = await sendingAccount(t, 100, phones);
    const answer = (await sendCampaignCall(t, account.token, body(account.listId))).json().data;
    expect(answer.status).toBe(1);
    const campaign = await t.db.selectFrom('campaigns').select('sender').where('id', '=', answer.campaignId).executeTakeFirstOrThrow();
    expect(campaign.sender).toBe(defaultTestSender);
    const smsc = await startSmsc({ receipts: false });
    try {
      await suite.startPipeline({ provider: smppTo(smsc), tickMs: 20, repeatsMs: 0, webhooksMs: 0 });
      await smsc.waitFor(() => smsc.received.length === 2, 15_000);
      expect(smsc.parts.map((p) => p.from)).toEqual([defaultTestSender, defaultTestSender]);
      await waitUntil(async () => (await t.db.selectFrom('campaigns').select('status').where('id', '=', answer.campaignId).executeTakeFirstOrThrow()).status === 'sent', 10_000, 'sent');
    } finally {
      await smsc.stop();
    }
  });

  test('prefers the account\'s attached (system) number, in the international form the SMSC uses', async () => {
    const { t } = suite;
    const account = await sendingAccount(t, 100, phones);
    await ownSender(t.db, account.userId, 'attached', '531112233', true);
    const answer = (await sendCampaignCall(t, account.token, body(account.listId))).json().data;
    expect(answer.status).toBe(1);
    const campaign = await t.db.selectFrom('campaigns').select('sender').where('id', '=', answer.campaignId).executeTakeFirstOrThrow();
    expect(campaign.sender).toBe('972531112233');
  });
});
