/**
 * Issue 13: a campaign composed in voice or WhatsApp mode went out as SMS, charged to SMS
 * credits. send-campaign and send-example-campaign are the SMS calls; the request's
 * campaign_type (1 or 2 are text) names the channel, and any other is refused by the contract
 * (TextChannelOnly) before anything is saved, reserved or sent.
 */
import { bearer, onEachDatabase } from '../../test/signIn';
import { campaignsOf, pipelineSuite, sendCampaignCall, sendingAccount, smsBalance } from './sendTesting';

onEachDatabase('the SMS calls take text campaigns only', (dbOptions) => {
  const suite = pipelineSuite(dbOptions);

  test('campaign_type of voice (3) or anything not text is refused with 400 naming the field; 1 and none send as before', async () => {
    const a = await sendingAccount(suite.t, 10, ['524000001']);
    const body = { smsContent: 'hello', destinations: [{ type: 'cl', id: a.listId }], validation: false };
    for (const campaign_type of ['3', '4', 'whatsapp']) {
      const refused = await sendCampaignCall(suite.t, a.token, { ...body, campaign_type });
      expect(refused.statusCode).toBe(400);
      expect(JSON.stringify(refused.json())).toContain('campaign_type');
      const example = await suite.t.app.inject({ method: 'POST', url: '/api/campaigns/send-example-campaign', headers: bearer(a.token), payload: { smsContent: 'hello', phones: ['0524000001'], campaign_type } });
      expect(example.statusCode).toBe(400);
    }
    expect(await campaignsOf(suite.t.db, a.userId)).toEqual([]);
    expect(await smsBalance(suite.t.db, a.userId)).toBe(10);

    expect((await sendCampaignCall(suite.t, a.token, { ...body, validation: true, campaign_type: '1' })).json().data.status).toBe(6);
    expect((await sendCampaignCall(suite.t, a.token, { ...body, validation: true })).json().data.status).toBe(6);
  });
});
