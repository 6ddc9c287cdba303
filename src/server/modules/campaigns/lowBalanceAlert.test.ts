import { onEachDatabase } from '../../test/signIn';
import { pipelineSuite, sendCampaignCall, sendingAccount, smsBalance } from './sendTesting';

onEachDatabase('send-campaign and the low-balance alert', (dbOptions) => {
  const suite = pipelineSuite(dbOptions);
  const alertsOf = (userId: number) => suite.t.db.selectFrom('notifications').select(['type', 'message', 'dynamic_string']).where('user_id', '=', userId).execute();

  test('the campaign whose credits bring the balance under 10 % warns its sender; the check pass before it does not', async () => {
    const a = await sendingAccount(suite.t, 20, ['520700001', '520700002']);
    await suite.t.db.insertInto('contacts').values(Array.from({ length: 17 }, (_, i) => ({ list_id: a.listId, phone: `5207001${String(i).padStart(2, '0')}`, created_at: Date.now(), source: 'test' }))).execute();
    const body = { campaign_name: 'low', smsContent: 'hello', destinations: [{ type: 'cl', id: a.listId }] };
    expect((await sendCampaignCall(suite.t, a.token, { ...body, validation: true })).statusCode).toBe(200);
    expect(await alertsOf(a.userId)).toEqual([]);
    expect((await sendCampaignCall(suite.t, a.token, { ...body, validation: false })).json().data.status).toBe(1);
    expect(await smsBalance(suite.t.db, a.userId)).toBe(1);
    expect(await alertsOf(a.userId)).toEqual([{ type: 4, message: 'shell.notifications.lowBalance', dynamic_string: 'sms' }]);
  });
});
