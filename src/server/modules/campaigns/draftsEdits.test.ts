import { formatIsraelDateTime } from '../../../domain/israelTime';
import { onEachDatabase } from '../../test/signIn';
import { startTestApp, type TestApp } from '../../test/testApp';
import { campaignsOf, sendCampaignCall, sendingAccount, smsBalance } from './sendTesting';

onEachDatabase('campaigns/send-campaign: drafts and edits', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());
  const send = (token: string, body: object) => sendCampaignCall(t, token, body);
  const inHours = (h: number) => formatIsraelDateTime(t.clock.now() + h * 3_600_000);

  test('3 saves a draft as written (even half-written), 4 changes it, 2 sends it and the draft is gone; nothing is reserved for a draft', async () => {
    const a = await sendingAccount(t, 10, ['528000001', '528000002']);
    const saved = (await send(a.token, { smsContent: '', destinations: [], isDraft: true, campaign_name: 'Sale', validation: false })).json().data;
    expect(saved).toEqual({ status: 3, campaignId: expect.any(Number) });
    const changed = (await send(a.token, { smsContent: 'Sale today', destinations: [{ type: 'cl', id: a.listId }], isDraft: true, campaignId: saved.campaignId, validation: false })).json().data;
    expect(changed).toEqual({ status: 4, campaignId: saved.campaignId });
    expect(await smsBalance(t.db, a.userId)).toBe(10);
    const kept = await t.db.selectFrom('campaigns').select(['status', 'content', 'settings']).where('id', '=', saved.campaignId).executeTakeFirstOrThrow();
    expect(kept.status).toBe('draft');
    expect(JSON.parse(kept.settings).request).toMatchObject({ smsContent: 'Sale today', destinations: [{ type: 'cl', id: a.listId }] });

    const sent = (await send(a.token, { smsContent: 'Sale today', destinations: [{ type: 'cl', id: a.listId }], campaignId: saved.campaignId, validation: false })).json().data;
    expect(sent).toMatchObject({ status: 2, campaignId: expect.any(Number) });
    expect((await campaignsOf(t.db, a.userId)).map((c) => [c.id, c.status])).toEqual([[sent.campaignId, 'waiting']]);
    expect(await smsBalance(t.db, a.userId)).toBe(8);
  });

  test("another account's campaign id is not found (404)", async () => {
    const a = await sendingAccount(t, 10, ['528100001']);
    const b = await sendingAccount(t, 10, ['528100002']);
    const draft = (await send(a.token, { smsContent: 'mine', isDraft: true, validation: false })).json().data;
    const res = await send(b.token, { smsContent: 'theirs', destinations: [{ type: 'cl', id: b.listId }], isDraft: true, campaignId: draft.campaignId, validation: false });
    expect(res.statusCode).toBe(404);
    expect((await send(b.token, { smsContent: 'x', destinations: [{ type: 'cl', id: b.listId }], campaignId: draft.campaignId, validation: false })).statusCode).toBe(404);
  });

  test('an edit replaces a future campaign and gives back its credits; not once sending (-11) nor within 10 minutes of its time (-12)', async () => {
    const a = await sendingAccount(t, 20, ['528200001', '528200002', '528200003']);
    const list = [{ type: 'cl', id: a.listId }];
    const first = (await send(a.token, { smsContent: 'v1', destinations: list, isFuture: true, startDate: inHours(2), validation: false })).json().data;
    expect(first.status).toBe(1);
    expect(await smsBalance(t.db, a.userId)).toBe(17);
    const edited = (await send(a.token, { smsContent: 'v2 to one', phones: ['0528200009'], isFuture: true, startDate: inHours(3), campaignId: first.campaignId, updateType: 'edit', validation: false })).json().data;
    expect(edited.status).toBe(1);
    expect(await smsBalance(t.db, a.userId)).toBe(19);
    expect((await campaignsOf(t.db, a.userId)).map((c) => c.id)).toEqual([edited.campaignId]);

    // A refused edit leaves the campaign as it was.
    expect((await send(a.token, { smsContent: 'v3', destinations: [], campaignId: edited.campaignId, updateType: 'edit', validation: false })).json().data).toEqual({ status: -6 });
    expect((await campaignsOf(t.db, a.userId)).map((c) => c.id)).toEqual([edited.campaignId]);

    const soon = (await send(a.token, { smsContent: 'soon', destinations: list, isFuture: true, startDate: inHours(0.25), validation: false })).json().data;
    t.clock.advance(6 * 60_000);
    expect((await send(a.token, { smsContent: 'soon 2', destinations: list, campaignId: soon.campaignId, updateType: 'edit', validation: true })).json().data).toEqual({ status: -12 });
    await t.db.updateTable('campaigns').set({ status: 'sending' }).where('id', '=', edited.campaignId).execute();
    expect((await send(a.token, { smsContent: 'v4', destinations: list, campaignId: edited.campaignId, updateType: 'edit', validation: true })).json().data).toEqual({ status: -11 });
    // A duplicate is a new campaign beside the old one.
    const copy = (await send(a.token, { smsContent: 'v1 again', destinations: list, campaignId: edited.campaignId, updateType: 'duplicate', validation: false })).json().data;
    expect(copy.status).toBe(1);
    expect((await campaignsOf(t.db, a.userId)).length).toBe(3);
  });
});
