import { Permission } from '../../../domain/permissions';
import { createSession } from '../../http/session';
import { bearer, onEachDatabase } from '../../test/signIn';
import { insertUser } from '../../test/testApp';
import { campaignsOf, pipelineSuite, sendCampaignCall, sendingAccount } from '../campaigns/sendTesting';
import { askReportApproval } from './reportApproval';
import { approver, decideApproval, linkTokenTo } from './testApprovals';

onEachDatabase('the requester hears that its approval was decided', (dbOptions) => {
  const suite = pipelineSuite(dbOptions);
  const noticesOf = (userId: number) => suite.t.db.selectFrom('notifications').select(['type', 'message', 'dynamic_string', 'link']).where('user_id', '=', userId).orderBy('id').execute();

  async function heldCampaign(approverPhone: string, name: string) {
    const a = await sendingAccount(suite.t, 10, ['520800001', '520800002']);
    await suite.t.db.updateTable('users').set({ can_send: 0 }).where('id', '=', a.userId).execute();
    const sent = (await sendCampaignCall(suite.t, a.token, { campaign_name: name, smsContent: 'held text', destinations: [{ type: 'cl', id: a.listId }], validation: false })).json().data;
    expect(sent.status).toBe(5);
    return { ...a, campaignId: sent.campaignId as number, hash: await linkTokenTo(suite.t.db, approverPhone, 'campaign') };
  }

  test('an approved campaign: its sender gets a success naming the campaign, leading to the shipments report; the approver gets nothing', async () => {
    const boss = await approver(suite.t.db, '0547200001');
    const a = await heldCampaign('0547200001', 'מבצע קיץ');
    expect(await noticesOf(a.userId)).toEqual([]);
    expect((await decideApproval(suite.t, boss.token, 'approve-campaign', { id: a.hash, approve: true })).json().data).toEqual({ status: 1 });
    expect(await noticesOf(a.userId)).toEqual([{ type: 2, message: 'shell.notifications.approvalApproved', dynamic_string: 'מבצע קיץ', link: '/shipments-report' }]);
    expect(await noticesOf(boss.userId)).toEqual([]);
    // Deciding again is refused and tells nobody again.
    expect((await decideApproval(suite.t, boss.token, 'approve-campaign', { id: a.hash, approve: false })).json().data).toEqual({ status: -2 });
    expect(await noticesOf(a.userId)).toHaveLength(1);
  });

  test('a rejected campaign: a warning naming it, leading nowhere (the campaign is gone)', async () => {
    const boss = await approver(suite.t.db, '0547200002');
    const a = await heldCampaign('0547200002', 'Winter sale');
    expect((await decideApproval(suite.t, boss.token, 'approve-campaign', { id: a.hash, approve: false, reason: 'policy' })).json().data).toEqual({ status: 2 });
    expect(await noticesOf(a.userId)).toEqual([{ type: 4, message: 'shell.notifications.approvalRejected', dynamic_string: 'Winter sale', link: null }]);
  });

  test('a decision that rolls back (an administrator stopped the campaign meanwhile) tells nobody', async () => {
    const boss = await approver(suite.t.db, '0547200003');
    const a = await heldCampaign('0547200003', 'stopped one');
    // Held again by an administrator's stop: the approval's effect refuses and the decision rolls back.
    await suite.t.db.updateTable('campaigns').set({ status: 'stopped' }).where('id', '=', a.campaignId).execute();
    expect((await decideApproval(suite.t, boss.token, 'approve-campaign', { id: a.hash, approve: true })).json().data).toEqual({ status: -2 });
    expect((await campaignsOf(suite.t.db, a.userId))[0].status).toBe('stopped');
    expect(await noticesOf(a.userId)).toEqual([]);
  });

  test('a sender name and a report: the one who asked hears it, named as asked', async () => {
    const boss = await approver(suite.t.db, '0547200004');
    const userId = await insertUser(suite.t.db, { permissions: [Permission.editSenderNumber] });
    const { token } = await createSession(suite.t.db, { userId, lifetimeMs: 3_600_000, keepLoggedIn: false, now: Date.now() });
    await suite.t.app.inject({ method: 'POST', url: '/api/campaigns/insert-source-name', headers: bearer(token), payload: { name: 'ShopTwelve' } });
    const nameHash = await linkTokenTo(suite.t.db, '0547200004', 'source-number-text');
    expect((await decideApproval(suite.t, boss.token, 'approve-source-number-text', { id: nameHash, approve: false })).json().data).toEqual({ status: 2 });

    await suite.t.db.transaction().execute((trx) =>
      askReportApproval(trx, { reportId: 78, account: userId, userId, report: { reportName: 'sms-report', rows: 250_000, sendTo: 'a@example.com', filters: {} }, host: 'app.example.com', now: Date.now() }),
    );
    const reportHash = await linkTokenTo(suite.t.db, '0547200004', 'report');
    expect((await decideApproval(suite.t, boss.token, 'approve-report', { id: reportHash, approve: true })).json().data).toEqual({ status: 1 });
    expect(await noticesOf(userId)).toEqual([
      { type: 4, message: 'shell.notifications.approvalRejected', dynamic_string: 'ShopTwelve', link: null },
      { type: 2, message: 'shell.notifications.approvalApproved', dynamic_string: 'sms-report', link: null },
    ]);
  });
});
