import { Group } from '../../../domain/access';
import { Permission } from '../../../domain/permissions';
import { campaignsOf, sendCampaignCall, sendingAccount } from '../campaigns/sendTesting';
import { bearer, onEachDatabase } from '../../test/signIn';
import { signedInToken, startTestApp, type TestApp } from '../../test/testApp';

onEachDatabase('super-admin/start-or-stop-campaign', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());
  const call = (token: string, body: object) => t.app.inject({ method: 'POST', url: '/api/super-admin/start-or-stop-campaign', headers: bearer(token), payload: body });

  test('stops a customer\'s waiting and held campaigns, refuses new ones when asked, and resumes each where it was', async () => {
    const admin = await signedInToken(t.db, { group: Group.systemManager, permissions: [Permission.blockCampaigns] });
    const a = await sendingAccount(t, 10, ['520500001']);
    const list = [{ type: 'cl', id: a.listId }];
    const first = (await sendCampaignCall(t, a.token, { smsContent: 'one', destinations: list, validation: false })).json().data;
    await t.db.updateTable('users').set({ can_send: 0 }).where('id', '=', a.userId).execute();
    const held = (await sendCampaignCall(t, a.token, { smsContent: 'two', destinations: list, validation: false })).json().data;
    expect(held.status).toBe(5);

    expect((await call(admin, { userId: a.userId, action: 'stop', blockNewCampaigns: true })).json().data).toEqual({ status: 1, changed: 2 });
    expect((await campaignsOf(t.db, a.userId)).map((c) => c.status)).toEqual(['stopped', 'stopped']);
    expect((await sendCampaignCall(t, a.token, { smsContent: 'three', destinations: list, validation: true })).json().data).toEqual({ status: -13 });
    expect((await call(admin, { userId: a.userId, action: 'stop' })).json().data).toEqual({ status: 0, changed: 0 });

    expect((await call(admin, { userId: a.userId, action: 'start', campaignIds: [first.campaignId] })).json().data).toEqual({ status: 2, changed: 1 });
    expect((await campaignsOf(t.db, a.userId)).map((c) => [c.id, c.status])).toEqual([[first.campaignId, 'waiting'], [held.campaignId, 'stopped']]);
    // Resuming one campaign (a shipment on /track-queue) keeps the block on new ones; resuming all lifts it.
    expect((await sendCampaignCall(t, a.token, { smsContent: 'three', destinations: list, validation: true })).json().data).toEqual({ status: -13 });
    expect((await call(admin, { userId: a.userId, action: 'start' })).json().data).toEqual({ status: 2, changed: 1 });
    expect((await sendCampaignCall(t, a.token, { smsContent: 'three', destinations: list, validation: true })).json().data.status).toBe(6);
  });

  test('an unknown customer is not found; a customer without the right is refused', async () => {
    const admin = await signedInToken(t.db, { group: Group.systemManager, permissions: [Permission.blockCampaigns] });
    expect((await call(admin, { userId: 999_999, action: 'stop' })).statusCode).toBe(404);
    const a = await sendingAccount(t, 0, []);
    expect((await call(a.token, { userId: a.userId, action: 'start' })).statusCode).toBe(403);
  });
});
