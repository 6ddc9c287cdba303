/**
 * "Changing a price never changes what an already accepted campaign costs", abroad: a campaign
 * keeps the overseas rates its recipients fell under when it was accepted (settings.overseasRates),
 * and the overseas billing prices its messages at them, however the rate changed before it sent.
 */
import { formatIsraelDateTime } from '../../domain/israelTime';
import { Group } from '../../domain/access';
import { SimulatorProvider } from '../messaging/providers/simulator';
import { waitUntil } from '../messaging/testCampaigns';
import { pipelineSuite, sendingAccount } from '../modules/campaigns/sendTesting';
import { bearer, onEachDatabase } from '../test/signIn';
import { signedInToken } from '../test/testApp';

onEachDatabase('overseas rates: an accepted campaign keeps its price abroad', (dbOptions) => {
  const suite = pipelineSuite(dbOptions);
  const data = async (token: string, path: string, body: object) => (await suite.t.app.inject({ method: 'POST', url: `/api/${path}`, headers: bearer(token), payload: body })).json().data;

  test('a scheduled campaign to the UK accepted at 1.5, the rate raised to 4 before it sends: billed at 1.5; a campaign accepted after the change at 4', async () => {
    const admin = await signedInToken(suite.t.db, { group: Group.superAdmin });
    const a = await sendingAccount(suite.t, 100, ['447911123456', '447911123457', '524000001']);
    const ukRate = async () => (await data(admin, 'super-admin/get-rates', { user_id: a.userId })).user_rates.find((r: { PREFIX: string }) => r.PREFIX === '44').RATE;
    expect(await data(admin, 'super-admin/save-countries-rates', { user_id: a.userId, rates: [{ PREFIX: '44', RATE: 1.5 }] })).toEqual({ status: 1 });

    const inHours = (h: number) => formatIsraelDateTime(Date.now() + h * 3_600_000);
    const scheduled = await data(a.token, 'campaigns/send-campaign', { smsContent: 'Hello abroad', destinations: [{ type: 'cl', id: a.listId }], isFuture: true, startDate: inHours(2), validation: false });
    expect(scheduled).toMatchObject({ status: 1 });

    expect(await data(admin, 'super-admin/save-countries-rates', { user_id: a.userId, rates: [{ PREFIX: '44', RATE: 4 }] })).toEqual({ status: 1 });
    expect(await ukRate()).toBe(4);

    // Its time comes: the shipment is made due now, and the campaign sends after the change.
    await suite.t.db.updateTable('shipments').set({ run_at: Date.now() - 1 }).where('campaign_id', '=', scheduled.campaignId).execute();
    await suite.startPipeline({ provider: new SimulatorProvider({ latencyMs: 1, receiptDelayMs: 1, outcomes: { delivered: 1 }, replyShare: 0, seed: 3 }), tickMs: 20 });
    const submitted = async () => (await suite.t.db.selectFrom('messages').select('id').where('account_id', '=', a.userId).where('submitted_at', 'is not', null).execute()).length;
    await waitUntil(async () => (await submitted()) === 3, 20_000, 'the scheduled campaign sent');

    const billed = () => data(a.token, 'reports/get-overseas-billing', {});
    expect((await billed()).rows).toEqual([{ country: 'United Kingdom', prefix: '44', operator: expect.any(String), messages: 2, parts: 2, rate: 1.5, amount: 3 }]);

    // A campaign accepted now is at the new rate, listed apart from the old one.
    expect(await data(a.token, 'campaigns/send-campaign', { smsContent: 'Hello abroad again', phones: ['447911123458'], validation: false })).toMatchObject({ status: 1 });
    await waitUntil(async () => (await submitted()) === 4, 20_000, 'the new campaign sent');
    const after = await billed();
    expect(after.rows).toEqual([
      { country: 'United Kingdom', prefix: '44', operator: expect.any(String), messages: 2, parts: 2, rate: 1.5, amount: 3 },
      { country: 'United Kingdom', prefix: '44', operator: expect.any(String), messages: 1, parts: 1, rate: 4, amount: 4 },
    ]);
    expect(after).toMatchObject({ totalMessages: 3, totalAmount: 7 });
  });
});
