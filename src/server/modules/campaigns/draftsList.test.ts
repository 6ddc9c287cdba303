import { formatIsraelDateTime } from '../../../domain/israelTime';
import { bearer, onEachDatabase } from '../../test/signIn';
import { startTestApp, type TestApp } from '../../test/testApp';
import { sendCampaignCall, sendingAccount } from './sendTesting';

onEachDatabase('campaigns/get-drafts-campaigns and delete-draft-campaign', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());
  const drafts = (token: string) => t.app.inject({ method: 'GET', url: '/api/campaigns/get-drafts-campaigns', headers: bearer(token) });
  const deleteDraft = (token: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/campaigns/delete-draft-campaign', headers: bearer(token), payload });

  test('a draft saved by send-campaign is listed with its name, text and last change, last changed first; other campaigns are not', async () => {
    const a = await sendingAccount(t, 10, ['529000001']);
    const first = (await sendCampaignCall(t, a.token, { campaign_name: 'Spring', smsContent: 'Spring sale', destinations: [{ type: 'cl', id: a.listId }], isDraft: true, validation: false })).json().data;
    t.clock.advance(60_000);
    const before = formatIsraelDateTime(t.clock.now());
    const second = (await sendCampaignCall(t, a.token, { smsContent: 'Summer sale', isDraft: true, validation: false })).json().data;
    const after = formatIsraelDateTime(t.clock.now());
    const sent = (await sendCampaignCall(t, a.token, { smsContent: 'Sent now', destinations: [{ type: 'cl', id: a.listId }], validation: false })).json().data;
    expect(sent.status).toBe(1);

    const listed = (await drafts(a.token)).json().data;
    expect(listed).toEqual([
      { campaignId: second.campaignId, campaignName: expect.any(String), smsContent: 'Summer sale', updatedOn: expect.any(String) },
      { campaignId: first.campaignId, campaignName: 'Spring', smsContent: 'Spring sale', updatedOn: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/) },
    ]);
    // DD/MM/YYYY HH:mm, Israel time, of the save.
    expect([before, after]).toContain(listed[0].updatedOn);

    // Changing the older draft brings it first.
    t.clock.advance(60_000);
    await sendCampaignCall(t, a.token, { campaign_name: 'Spring', smsContent: 'Spring sale!', campaignId: first.campaignId, isDraft: true, validation: false });
    expect((await drafts(a.token)).json().data.map((d: { campaignId: number; smsContent: string }) => [d.campaignId, d.smsContent])).toEqual([
      [first.campaignId, 'Spring sale!'],
      [second.campaignId, 'Summer sale'],
    ]);
  });

  test('delete-draft-campaign removes the draft (1); a campaign that is not a draft is not deleted here (-1); another account’s id is 404; no id is 400', async () => {
    const a = await sendingAccount(t, 10, ['529100001']);
    const b = await sendingAccount(t, 10, ['529100002']);
    const draft = (await sendCampaignCall(t, a.token, { smsContent: 'to delete', isDraft: true, validation: false })).json().data;
    const sent = (await sendCampaignCall(t, a.token, { smsContent: 'sent', destinations: [{ type: 'cl', id: a.listId }], validation: false })).json().data;

    expect((await deleteDraft(b.token, { campaignId: draft.campaignId })).statusCode).toBe(404);
    expect((await drafts(b.token)).json().data).toEqual([]);
    expect((await deleteDraft(a.token, { campaignId: sent.campaignId })).json().data).toEqual({ status: -1 });
    expect((await deleteDraft(a.token, {})).statusCode).toBe(400);
    expect((await deleteDraft(a.token, { campaignId: draft.campaignId })).json().data).toEqual({ status: 1 });
    expect((await drafts(a.token)).json().data).toEqual([]);
    expect((await deleteDraft(a.token, { campaignId: draft.campaignId })).statusCode).toBe(404);
    const kept = await t.db.selectFrom('campaigns').select('id').where('id', '=', sent.campaignId).executeTakeFirst();
    expect(kept).toBeDefined();
  });
});
