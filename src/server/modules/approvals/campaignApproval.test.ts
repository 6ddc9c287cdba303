import { SimulatorProvider } from '../../messaging/providers/simulator';
import { waitUntil } from '../../messaging/testCampaigns';
import { campaignsOf, pipelineSuite, sendCampaignCall, sendingAccount, smsBalance } from '../campaigns/sendTesting';
import { onEachDatabase } from '../../test/signIn';
import { approver, decideApproval, getApproval, linkTokenTo } from './testApprovals';

onEachDatabase('main/approve-campaign (/security/:hash)', (dbOptions) => {
  const suite = pipelineSuite(dbOptions);

  /** An account without permission to send, whose campaign to its 3 numbers is saved held. */
  async function heldCampaign(approverPhone: string, text: string, extra: object = {}) {
    const a = await sendingAccount(suite.t, 10, ['520600001', '520600002', '520600003']);
    await suite.t.db.updateTable('users').set({ can_send: 0 }).where('id', '=', a.userId).execute();
    const sent = (await sendCampaignCall(suite.t, a.token, { campaign_name: 'מבצע קיץ', smsContent: text, destinations: [{ type: 'cl', id: a.listId }], validation: false, ...extra })).json().data;
    expect(sent.status).toBe(5);
    return { ...a, campaignId: sent.campaignId as number, hash: await linkTokenTo(suite.t.db, approverPhone, 'campaign') };
  }

  test('a held campaign is texted to the approver, shown by its link, and once approved goes out through the simulator', async () => {
    const boss = await approver(suite.t.db, '0547000001');
    const a = await heldCampaign('0547000001', 'שלום לכולם');
    expect(await campaignsOf(suite.t.db, a.userId)).toEqual([expect.objectContaining({ id: a.campaignId, status: 'held', credits_reserved: 3 })]);

    const shown = await getApproval(suite.t, boss.token, 'get-approve-campaign-data', a.hash);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({
      id: a.hash,
      state: 'pending',
      recipients: 3,
      credits: 3,
      reason: 'approvalRequired',
      requester: { userId: a.userId },
      campaign: { campaignId: a.campaignId, campaign_name: 'מבצע קיץ', smsContent: 'שלום לכולם', startDate: expect.stringMatching(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/) },
    });

    expect((await decideApproval(suite.t, boss.token, 'approve-campaign', { id: a.hash, approve: true })).json().data).toEqual({ status: 1 });
    expect((await campaignsOf(suite.t.db, a.userId))[0].status).toBe('waiting');
    const provider = new SimulatorProvider({ latencyMs: 1, receiptDelayMs: 5, outcomes: { delivered: 1 }, replyShare: 0, seed: 3 });
    await suite.startPipeline({ provider, tickMs: 20 });
    await waitUntil(async () => (await suite.t.db.selectFrom('messages').select('id').where('campaign_id', '=', a.campaignId).where('delivery_status', '=', 'delivered').execute()).length === 3, 20_000, 'all delivered');

    // The link is used: a second decision is refused, and the page shows who decided.
    expect((await decideApproval(suite.t, boss.token, 'approve-campaign', { id: a.hash, approve: false })).json().data).toEqual({ status: -2 });
    expect((await getApproval(suite.t, boss.token, 'get-approve-campaign-data', a.hash)).json().data).toMatchObject({ state: 'approved', decidedBy: expect.any(String), decidedOn: expect.any(String) });
  });

  test('a held A/B test shows the approver every version in order, not only the costliest one its credits were reserved with', async () => {
    const boss = await approver(suite.t.db, '0547000005');
    const short = 'גרסה קצרה';
    const long = 'גרסה ארוכה: '.repeat(8);
    const a = await heldCampaign('0547000005', short, { abTest: { variants: [short, long], sharePercent: 50, metric: 'delivery', delayMinutes: 60 } });
    const shown = (await getApproval(suite.t, boss.token, 'get-approve-campaign-data', a.hash)).json().data;
    expect(shown.variants).toEqual([short, long]);
    // The campaign's own content is the costliest version: alone it would have told the approver half.
    expect(shown.campaign.smsContent).toBe(long);
    // A campaign without a test has no versions.
    const plain = await heldCampaign('0547000005', 'no test');
    expect((await getApproval(suite.t, boss.token, 'get-approve-campaign-data', plain.hash)).json().data.variants).toBeUndefined();
  });

  test('rejecting cancels the campaign and gives its reserved credits back, in one decision', async () => {
    const boss = await approver(suite.t.db, '0547000002');
    const a = await heldCampaign('0547000002', 'rejected text');
    expect(await smsBalance(suite.t.db, a.userId)).toBe(7);
    expect((await decideApproval(suite.t, boss.token, 'approve-campaign', { id: a.hash, approve: false, reason: 'not our policy' })).json().data).toEqual({ status: 2 });
    expect(await smsBalance(suite.t.db, a.userId)).toBe(10);
    expect(await campaignsOf(suite.t.db, a.userId)).toEqual([]);
    expect((await getApproval(suite.t, boss.token, 'get-approve-campaign-data', a.hash)).json().data).toMatchObject({ state: 'rejected', campaign: { smsContent: 'rejected text' } });
    // Deciding again gives nothing back twice.
    expect((await decideApproval(suite.t, boss.token, 'approve-campaign', { id: a.hash, approve: false })).json().data).toEqual({ status: -2 });
    expect(await smsBalance(suite.t.db, a.userId)).toBe(10);
  });

  test('a wrong link, or a link of another kind, is not valid (-3) and opens nothing (404)', async () => {
    const boss = await approver(suite.t.db, '0547000003');
    const a = await heldCampaign('0547000003', 'kind check');
    expect((await decideApproval(suite.t, boss.token, 'approve-campaign', { id: 'no-such-link', approve: true })).json().data).toEqual({ status: -3 });
    expect((await getApproval(suite.t, boss.token, 'get-approve-campaign-data', 'no-such-link')).statusCode).toBe(404);
    expect((await decideApproval(suite.t, boss.token, 'approve-report', { id: a.hash, approve: true })).json().data).toEqual({ status: -3 });
    expect((await getApproval(suite.t, boss.token, 'get-approve-report-data', a.hash)).statusCode).toBe(404);
    expect((await decideApproval(suite.t, boss.token, 'approve-campaign', { approve: true })).statusCode).toBe(400);
    expect((await campaignsOf(suite.t.db, a.userId))[0].status).toBe('held');
  });

  test('the sender and other accounts cannot use the link; a campaign the customer deleted meanwhile is no longer valid', async () => {
    const boss = await approver(suite.t.db, '0547000004');
    const a = await heldCampaign('0547000004', 'own link');
    const other = await sendingAccount(suite.t, 0, []);
    for (const token of [a.token, other.token]) {
      expect((await getApproval(suite.t, token, 'get-approve-campaign-data', a.hash)).statusCode).toBe(403);
      expect((await decideApproval(suite.t, token, 'approve-campaign', { id: a.hash, approve: true })).statusCode).toBe(403);
    }
    expect((await campaignsOf(suite.t.db, a.userId))[0].status).toBe('held');

    const deleted = await suite.t.app.inject({ method: 'POST', url: '/api/campaigns/delete-campaign', headers: { authorization: `Bearer ${a.token}` }, payload: { campaignId: a.campaignId } });
    expect(deleted.json().data).toEqual({ status: 1 });
    expect((await getApproval(suite.t, boss.token, 'get-approve-campaign-data', a.hash)).statusCode).toBe(404);
    expect((await decideApproval(suite.t, boss.token, 'approve-campaign', { id: a.hash, approve: true })).json().data).toEqual({ status: -3 });
  });
});
