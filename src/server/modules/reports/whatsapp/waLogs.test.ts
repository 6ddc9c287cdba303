/**
 * The WhatsApp log on the real server: a campaign's messages as Meta's statuses left them (read
 * and billed; refused at send with its rejection reason), a chat message, each filter, the
 * count alone, the counts per status, and the scope: another account's userId or campaign is
 * 404, while a super-administrator reaches any account.
 */
import { Group } from '../../../../domain/access';
import { Permission } from '../../../../domain/permissions';
import { bearer } from '../../../test/signIn';
import { signedInToken } from '../../../test/testApp';
import { applyStatuses } from '../../whatsapp/events/statuses';
import { campaignAccount, createWaCampaign, refusedTail, scriptedPeer, startCampaignApp, type CampaignAccount, type CampaignTestApp } from '../../whatsapp/campaigns/testWhatsAppCampaigns';

jest.setTimeout(60_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('reports/get-wa-logs and get-wa-request-count', () => {
  const peer = scriptedPeer();
  let t: CampaignTestApp;
  let account: CampaignAccount;
  let campaignId: number;

  const logs = (token: string, query: Record<string, string | number | boolean> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/reports/get-wa-logs?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, headers: bearer(token) });

  beforeAll(async () => {
    t = await startCampaignApp({ peer: peer.api });
    await t.startPipeline();
    account = await campaignAccount(t, 10, ['521000001', '521000002', `5210000${refusedTail}`]);
    campaignId = (await createWaCampaign(t, account, { validate: false })).json().data.campaignId as number;
    for (let i = 0; i < 200 && peer.sends.length < 2; i += 1) await sleep(50);
    for (let i = 0; i < 200; i += 1) {
      const open = await t.db.selectFrom('messages').select('id').where('campaign_id', '=', campaignId).where('status', 'in', ['queued', 'submitting']).execute();
      if (open.length === 0) break;
      await sleep(50);
    }
    await applyStatuses(t.db, peer.take(), Date.now());
  });
  afterAll(() => t.close());

  test('the rows, newest first, with status, rejection reason, billed, template and body', async () => {
    const answer = await logs(account.token);
    expect(answer.statusCode).toBe(200);
    const { rows, count } = answer.json().data;
    expect(count).toBe(3);
    const byPhone = Object.fromEntries(rows.map((r: { destination: string }) => [r.destination, r]));
    expect(byPhone['972521000001']).toMatchObject({ campaignId, source: account.phone, direction: 'outgoing', type: 'template', status: 'read', billed: true, body: 'Hi Dana0, your order #77 is ready', template: expect.stringMatching(/^order_update_/) });
    expect(byPhone[`9725210000${refusedTail}`]).toMatchObject({ status: 'failed', rejection: 4, billed: false, userId: account.userId });
  });

  test('each filter, the count alone, and the counts per status', async () => {
    expect((await logs(account.token, { status: 'failed' })).json().data.count).toBe(1);
    expect((await logs(account.token, { billed: true })).json().data.count).toBe(2);
    expect((await logs(account.token, { destination: '0521000002' })).json().data.rows).toHaveLength(1);
    expect((await logs(account.token, { source: account.phone, campaignId })).json().data.count).toBe(3);
    expect((await logs(account.token, { source: '0529999999' })).json().data.count).toBe(0);
    expect((await logs(account.token, { fromDate: '2001-01-01', toDate: '2001-01-02' })).json().data.count).toBe(0);
    expect((await logs(account.token, { getCount: true })).json().data).toEqual({ count: 3 });
    expect((await logs(account.token, { low: 1, high: 2 })).json().data.rows).toHaveLength(1);
    const counts = await t.app.inject({ method: 'POST', url: '/api/reports/get-wa-request-count', headers: bearer(account.token), payload: { campaignId } });
    expect(counts.json().data).toEqual({ total: 3, credits: 2, byStatus: { read: 2, failed: 1 } });
  });

  test("another account's userId or campaign is 404; a super-administrator reaches it", async () => {
    const stranger = await signedInToken(t.db, { permissions: [Permission.whatsapp] });
    expect((await logs(stranger, { userId: account.userId })).statusCode).toBe(404);
    expect((await logs(stranger, { campaignId })).statusCode).toBe(404);
    const counted = await t.app.inject({ method: 'POST', url: '/api/reports/get-wa-request-count', headers: bearer(stranger), payload: { userId: account.userId } });
    expect(counted.statusCode).toBe(404);
    expect((await logs(stranger)).json().data.count).toBe(0);
    const admin = await signedInToken(t.db, { group: Group.superAdmin, permissions: [Permission.whatsapp] });
    expect((await logs(admin, { userId: account.userId })).json().data.count).toBe(3);
  });
});
