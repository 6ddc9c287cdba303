/**
 * An A/B test kept and given back (issue 21): a draft keeps its test and get-campaign-data
 * answers it, so the composer restores it; the draft is then sent as a test. A campaign sent
 * with a test answers its message as written (variant 1, not the costlier variant it was
 * reserved with) and its test, to copy it; it is edited before it goes like any campaign, and
 * not once it is sending (-11), while a copy still goes.
 */
import { formatIsraelDateTime } from '../../../domain/israelTime';
import { SendCampaign } from '../../../contract/statusCodes';
import { bearer, onEachDatabase } from '../../test/signIn';
import { startTestApp, type TestApp } from '../../test/testApp';
import { campaignsOf, sendCampaignCall, sendingAccount, smsBalance } from './sendTesting';

onEachDatabase('A/B tests in drafts, edits and copies', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());
  const send = (token: string, body: object) => sendCampaignCall(t, token, body);
  const read = (token: string, campaignId: number) => t.app.inject({ method: 'POST', url: '/api/campaigns/get-campaign-data', headers: bearer(token), payload: { campaignId } });
  const testOf = (campaignId: number) => t.db.selectFrom('ab_tests').select(['campaign_id', 'metric', 'share_percent', 'delay_minutes']).where('campaign_id', '=', campaignId).executeTakeFirst();

  // Variant 2 is the costlier (two parts): the campaign is reserved with it, yet its message is variant 1.
  const abTest = { variants: ['Spring sale today', `Spring sale ${'b'.repeat(170)}`], sharePercent: 20, metric: 'replies', delayMinutes: 30 };

  test('a draft keeps its test and answers it; sent, it starts the test; the campaign answers variant 1 and its test', async () => {
    const a = await sendingAccount(t, 40, ['528300001', '528300002', '528300003', '528300004', '528300005']);
    const body = { smsContent: abTest.variants[0], destinations: [{ type: 'cl', id: a.listId }], abTest };
    const saved = (await send(a.token, { ...body, isDraft: true, validation: false })).json().data;
    expect(saved.status).toBe(SendCampaign.draftSaved);
    const draft = (await read(a.token, saved.campaignId)).json().data;
    expect(draft).toMatchObject({ isDraft: true, smsContent: abTest.variants[0], abTest });

    // Another account's id is not found.
    const b = await sendingAccount(t, 0, []);
    expect((await read(b.token, saved.campaignId)).statusCode).toBe(404);

    const sent = (await send(a.token, { ...body, campaignId: saved.campaignId, updateType: 'edit', validation: false })).json().data;
    expect(sent).toMatchObject({ status: SendCampaign.draftSent, campaignId: expect.any(Number) });
    expect((await campaignsOf(t.db, a.userId)).map((c) => [c.id, c.status])).toEqual([[sent.campaignId, 'waiting']]);
    expect(await testOf(sent.campaignId)).toEqual({ campaign_id: sent.campaignId, metric: 'replies', share_percent: 20, delay_minutes: 30 });
    expect(await smsBalance(t.db, a.userId)).toBe(30);

    const again = (await read(a.token, sent.campaignId)).json().data;
    expect(again).toMatchObject({ isDraft: false, smsContent: abTest.variants[0], abTest });
  });

  test('a future test is edited like any campaign (its test replaced, its credits back); sending, it is not (-11), a copy still goes', async () => {
    const a = await sendingAccount(t, 40, ['528400001', '528400002', '528400003', '528400004', '528400005']);
    const body = { smsContent: abTest.variants[0], destinations: [{ type: 'cl', id: a.listId }], abTest, isFuture: true, startDate: formatIsraelDateTime(t.clock.now() + 2 * 3_600_000) };
    const first = (await send(a.token, { ...body, validation: false })).json().data;
    expect(first.status).toBe(SendCampaign.sent);
    expect(await smsBalance(t.db, a.userId)).toBe(30);

    const shorter = { ...abTest, variants: ['Spring sale today', 'Spring sale tomorrow'], delayMinutes: 60 };
    const edited = (await send(a.token, { ...body, abTest: shorter, campaignId: first.campaignId, updateType: 'edit', validation: false })).json().data;
    expect(edited.status).toBe(SendCampaign.sent);
    expect((await campaignsOf(t.db, a.userId)).map((c) => c.id)).toEqual([edited.campaignId]);
    expect(await testOf(first.campaignId)).toBeUndefined();
    expect(await testOf(edited.campaignId)).toMatchObject({ delay_minutes: 60 });
    expect(await smsBalance(t.db, a.userId)).toBe(35);

    // Its test went: the campaign is sending, not editable, yet its test is there to copy.
    await t.db.updateTable('campaigns').set({ status: 'sending' }).where('id', '=', edited.campaignId).execute();
    expect((await send(a.token, { ...body, campaignId: edited.campaignId, updateType: 'edit', validation: true })).json().data).toEqual({ status: SendCampaign.alreadySending });
    expect((await read(a.token, edited.campaignId)).json().data).toMatchObject({ editable: false, abTest: shorter });
    // The copy's versions changed a little: the same message to the same list within the hour is refused (-10).
    const copied = { ...shorter, variants: ['Spring sale today', 'Spring sale, last day'] };
    const copy = (await send(a.token, { ...body, abTest: copied, campaignId: edited.campaignId, updateType: 'duplicate', validation: false })).json().data;
    expect(copy.status).toBe(SendCampaign.sent);
    expect(await testOf(copy.campaignId)).toMatchObject({ delay_minutes: 60 });
    expect(await testOf(edited.campaignId)).toMatchObject({ delay_minutes: 60 });
  });
});
