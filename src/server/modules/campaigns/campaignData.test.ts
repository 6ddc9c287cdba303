import { formatIsraelDateTime } from '../../../domain/israelTime';
import { bearer, onEachDatabase } from '../../test/signIn';
import { startTestApp, type TestApp } from '../../test/testApp';
import { campaignsOf, sendCampaignCall, sendingAccount, smsBalance } from './sendTesting';

onEachDatabase('campaigns/get-campaign-data and delete-campaign', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());
  const send = (token: string, body: object) => sendCampaignCall(t, token, body);
  const campaignData = (token: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/campaigns/get-campaign-data', headers: bearer(token), payload });
  const deleteCampaign = (token: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/campaigns/delete-campaign', headers: bearer(token), payload });
  const inHours = (h: number) => formatIsraelDateTime(t.clock.now() + h * 3_600_000);
  // The request as the server took it: with the contract's defaults filled in.
  const defaults = { campaign_type: '1', intervalField: 'WEEK', intervalValue: 1 };

  test('a draft gives the composer back the request it was saved with, and sending it from there sends the draft (2)', async () => {
    const a = await sendingAccount(t, 10, ['527000001', '527000002']);
    const request = {
      campaign_name: 'Holiday',
      smsContent: 'חג שמח [שם]',
      destinations: [{ type: 'cl', id: a.listId, name: 'my list' }],
      isFuture: true,
      startDate: inHours(5),
      temporaryBlacklistDays: 3,
      unsubscribeOption: 0,
      retryCount: 1,
      retryInterval: 30,
      dynamicHeaders: ['שם'],
    };
    const saved = (await send(a.token, { ...request, isDraft: true, validation: false })).json().data;
    expect(saved.status).toBe(3);
    const data = (await campaignData(a.token, { campaignId: saved.campaignId })).json().data;
    expect(data).toEqual({ ...defaults, ...request, campaignId: saved.campaignId, status: 'draft', isDraft: true, editable: true });

    // The composer sends what it got back, naming the draft.
    const { editable: _editable, status: _status, isDraft: _isDraft, ...again } = data;
    const sent = (await send(a.token, { ...again, validation: false })).json().data;
    expect(sent.status).toBe(2);
    expect((await campaignsOf(t.db, a.userId)).map((c) => [c.id, c.status])).toEqual([[sent.campaignId, 'future']]);
    expect(await smsBalance(t.db, a.userId)).toBe(8);
  });

  test('a future campaign gives back its request and its state; it is editable until it is close to its time or sending', async () => {
    const a = await sendingAccount(t, 10, ['527100001']);
    const request = { campaign_name: 'Later', smsContent: 'later', destinations: [{ type: 'cl', id: a.listId }], isFuture: true, startDate: inHours(0.5) };
    const sent = (await send(a.token, { ...request, validation: false })).json().data;
    expect(sent.status).toBe(1);
    expect((await campaignData(a.token, { campaignId: sent.campaignId })).json().data).toEqual({ ...defaults, ...request, campaignId: sent.campaignId, status: 'future', isDraft: false, editable: true });
    t.clock.advance(25 * 60_000);
    expect((await campaignData(a.token, { campaignId: sent.campaignId })).json().data).toMatchObject({ status: 'future', editable: false });
    await t.db.updateTable('campaigns').set({ status: 'sending' }).where('id', '=', sent.campaignId).execute();
    expect((await campaignData(a.token, { campaignId: sent.campaignId })).json().data).toMatchObject({ smsContent: 'later', status: 'sending', editable: false });
  });

  test("another account's campaign is 404; no id is 400", async () => {
    const a = await sendingAccount(t, 10, ['527200001']);
    const b = await sendingAccount(t, 10, ['527200002']);
    const draft = (await send(a.token, { smsContent: 'mine', isDraft: true, validation: false })).json().data;
    expect((await campaignData(b.token, { campaignId: draft.campaignId })).statusCode).toBe(404);
    expect((await deleteCampaign(b.token, { campaignId: draft.campaignId })).statusCode).toBe(404);
    expect((await campaignData(a.token, {})).statusCode).toBe(400);
    expect((await deleteCampaign(a.token, { campaignId: 'x' })).statusCode).toBe(400);
    expect((await campaignsOf(t.db, a.userId)).length).toBe(1);
  });

  test('deleting a future campaign gives its reserved credits back and removes it with its shipments; a draft is just removed', async () => {
    const a = await sendingAccount(t, 20, ['527300001', '527300002', '527300003']);
    const sent = (await send(a.token, { smsContent: 'future', destinations: [{ type: 'cl', id: a.listId }], isFuture: true, startDate: inHours(2), validation: false })).json().data;
    expect(await smsBalance(t.db, a.userId)).toBe(17);
    expect((await deleteCampaign(a.token, { campaignId: sent.campaignId })).json().data).toEqual({ status: 1 });
    expect(await smsBalance(t.db, a.userId)).toBe(20);
    expect(await campaignsOf(t.db, a.userId)).toEqual([]);
    expect(await t.db.selectFrom('shipments').select('id').where('campaign_id', '=', sent.campaignId).execute()).toEqual([]);
    const refund = await t.db.selectFrom('balance_entries').select(['delta', 'reason']).where('user_id', '=', a.userId).where('reference', '=', String(sent.campaignId)).orderBy('id').execute();
    expect(refund.map((r) => [Number(r.delta), r.reason])).toEqual([
      [-3, 'campaign.reserve'],
      [3, 'campaign.delete'],
    ]);

    const draft = (await send(a.token, { smsContent: 'draft', isDraft: true, validation: false })).json().data;
    expect((await deleteCampaign(a.token, { campaignId: draft.campaignId })).json().data).toEqual({ status: 1 });
    expect(await campaignsOf(t.db, a.userId)).toEqual([]);
    expect(await smsBalance(t.db, a.userId)).toBe(20);
  });

  test('-2: not a campaign sending or sent, nor one close to its time, nor a stopped one that sent some; each stays with its credits', async () => {
    const a = await sendingAccount(t, 20, ['527400001', '527400002']);
    const list = [{ type: 'cl', id: a.listId }];
    const now = (await send(a.token, { smsContent: 'now', destinations: list, validation: false })).json().data;
    // A campaign for now is due at once: the scheduler may already be making it.
    expect((await deleteCampaign(a.token, { campaignId: now.campaignId })).json().data).toEqual({ status: -2 });
    const soon = (await send(a.token, { smsContent: 'soon', destinations: list, isFuture: true, startDate: inHours(0.25), validation: false })).json().data;
    t.clock.advance(6 * 60_000);
    expect((await deleteCampaign(a.token, { campaignId: soon.campaignId })).json().data).toEqual({ status: -2 });
    const later = (await send(a.token, { smsContent: 'later', destinations: list, isFuture: true, startDate: inHours(3), validation: false })).json().data;
    await t.db.updateTable('campaigns').set({ status: 'sending' }).where('id', '=', later.campaignId).execute();
    expect((await deleteCampaign(a.token, { campaignId: later.campaignId })).json().data).toEqual({ status: -2 });
    await t.db.updateTable('campaigns').set({ status: 'sent' }).where('id', '=', later.campaignId).execute();
    expect((await deleteCampaign(a.token, { campaignId: later.campaignId })).json().data).toEqual({ status: -2 });

    // Stopped by an administrator after part of it went: its messages are its report.
    await t.db.updateTable('campaigns').set({ status: 'stopped' }).where('id', '=', later.campaignId).execute();
    const shipment = await t.db.selectFrom('shipments').select('id').where('campaign_id', '=', later.campaignId).executeTakeFirstOrThrow();
    await t.db
      .insertInto('messages')
      .values({ shipment_id: shipment.id, campaign_id: later.campaignId, account_id: a.userId, seq: 1, phone: '972527400001', text: 'later', parts: 1, credits: 1, status: 'delivered', delivery_status: 'delivered', next_attempt_at: null, claimed_at: null, error: null, created_at: Date.now(), submitted_at: null, done_at: null })
      .execute();
    expect((await deleteCampaign(a.token, { campaignId: later.campaignId })).json().data).toEqual({ status: -2 });

    expect((await campaignsOf(t.db, a.userId)).map((c) => c.id)).toEqual([now.campaignId, soon.campaignId, later.campaignId]);
    expect(await smsBalance(t.db, a.userId)).toBe(14);
  });
});
