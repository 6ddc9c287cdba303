/**
 * An assigned reply number really receives replies, through the SMSC simulator (the e2e's
 * shared server answers nobody, so the reply is proved here): support lends the number to a
 * customer, the customer's campaign goes out from it, a recipient's reply (deliver_sm) is that
 * customer's; moved to another customer, the next reply is the new holder's, and only the new
 * holder may send from it.
 */
import { Group } from '../../../../domain/access';
import { startSmsc } from '../../../messaging/providers/smsc';
import { waitUntil } from '../../../messaging/testCampaigns';
import { smppTo } from '../../../messaging/testDelivery';
import { onEachDatabase } from '../../../test/signIn';
import { pipelineSuite, sendCampaignCall, sendingAccount } from '../../campaigns/sendTesting';
import { post, staff } from '../customers/testKit';

onEachDatabase('an assigned reply number receives replies', (dbOptions) => {
  const suite = pipelineSuite(dbOptions);

  test('the reply reaches the number\'s holder, before and after the number is moved', async () => {
    const { t } = suite;
    const admin = await staff(t, Group.superAdmin);
    const first = await sendingAccount(t, 100, ['527200001']);
    const second = await sendingAccount(t, 100, []);
    const number = '0527100001';
    expect((await post(t, admin.token, 'save-attach-number', { userId: first.userId, number })).json().data.status).toBe(1);

    const campaign = { smsContent: 'Reply YES', destinations: [{ type: 'cl', id: first.listId }], sourceType: 4, sourceNumber: number, allow_response: true, validation: false };
    const sent = (await sendCampaignCall(t, first.token, campaign)).json().data;
    expect(sent.status).toBe(1);
    const smsc = await startSmsc({ receipts: false });
    try {
      await suite.startPipeline({ provider: smppTo(smsc), tickMs: 20, repeatsMs: 0, webhooksMs: 0 });
      await smsc.waitFor(() => smsc.received.length === 1, 15_000);
      expect(smsc.received[0]!.from).toBe('972527100001');
      const replies = () => t.db.selectFrom('incoming_messages').select(['account_id', 'campaign_id', 'text']).where('to_number', '=', '972527100001').orderBy('id').execute();

      await smsc.sendIncoming({ from: '972527200001', to: '972527100001', text: 'YES' });
      await waitUntil(async () => (await replies()).length === 1, 10_000, 'first reply stored');
      expect(await replies()).toEqual([{ account_id: first.userId, campaign_id: sent.campaignId, text: 'YES' }]);

      // Moved on purpose to the second customer: the next reply is its, though the first sent from the number last.
      expect((await post(t, admin.token, 'save-attach-number', { userId: second.userId, number, moveFromOtherUser: true })).json().data.status).toBe(1);
      await smsc.sendIncoming({ from: '972527200009', to: '972527100001', text: 'Who is this?' });
      await waitUntil(async () => (await replies()).length === 2, 10_000, 'second reply stored');
      expect((await replies())[1]).toEqual({ account_id: second.userId, campaign_id: null, text: 'Who is this?' });
      const notified = await t.db.selectFrom('notifications').select('user_id').where('user_id', '=', second.userId).execute();
      expect(notified.length).toBeGreaterThan(0);

      // Only the holder sends from it now.
      expect((await sendCampaignCall(t, first.token, campaign)).json().data.status).toBe(-16);
    } finally {
      await smsc.stop();
    }
  }, 60_000);
});
