import { Permission } from '../../../domain/permissions';
import { createSession } from '../../http/session';
import { bearer, onEachDatabase } from '../../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../../test/testApp';
import { approver, decideApproval, getApproval, linkTokenTo } from './testApprovals';
import { askReportApproval } from './reportApproval';
import { approvalOf } from './requests';

onEachDatabase('main/approve-source-number-text and main/approve-report (/security/:hash)', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());

  async function customer() {
    const userId = await insertUser(t.db, { permissions: [Permission.editSenderNumber] });
    const { token } = await createSession(t.db, { userId, lifetimeMs: 3_600_000, keepLoggedIn: false, now: Date.now() });
    return { userId, token };
  }
  const askName = (token: string, name: string) => t.app.inject({ method: 'POST', url: '/api/campaigns/insert-source-name', headers: bearer(token), payload: { name } });
  const nameStatus = async (account: number, name: string) =>
    (await t.db.selectFrom('sender_identities').select('status').where('account_id', '=', account).where('value', '=', name).executeTakeFirstOrThrow()).status;

  test('a requested sender name waits, its link shows it, approving makes it usable and the link is then used', async () => {
    const boss = await approver(t.db, '0547100001');
    const c = await customer();
    expect((await askName(c.token, 'ShopTen')).json().data.status).toBe(2);
    const hash = await linkTokenTo(t.db, '0547100001', 'source-number-text');
    expect((await getApproval(t, boss.token, 'get-approve-source-number-text', hash)).json().data).toMatchObject({ state: 'pending', sourceName: 'ShopTen', requester: { userId: c.userId }, meetingStatus: 'none' });
    expect((await decideApproval(t, boss.token, 'approve-source-number-text', { id: hash, approve: true })).json().data).toEqual({ status: 1 });
    expect(await nameStatus(c.userId, 'ShopTen')).toBe('approved');
    expect((await decideApproval(t, boss.token, 'approve-source-number-text', { id: hash, approve: false })).json().data).toEqual({ status: -2 });
    expect(await nameStatus(c.userId, 'ShopTen')).toBe('approved');
  });

  test('a rejected sender name is refused; wrong and foreign links are not valid; customers cannot decide', async () => {
    const boss = await approver(t.db, '0547100002');
    const c = await customer();
    await askName(c.token, 'ShopEleven');
    const hash = await linkTokenTo(t.db, '0547100002', 'source-number-text');
    expect((await decideApproval(t, c.token, 'approve-source-number-text', { id: hash, approve: true })).statusCode).toBe(403);
    expect((await decideApproval(t, boss.token, 'approve-campaign', { id: hash, approve: true })).json().data).toEqual({ status: -3 });
    expect((await getApproval(t, boss.token, 'get-approve-source-number-text', `${hash}x`)).statusCode).toBe(404);
    expect((await decideApproval(t, boss.token, 'approve-source-number-text', { id: hash, approve: false, reason: 'looks like a bank' })).json().data).toEqual({ status: 2 });
    expect(await nameStatus(c.userId, 'ShopEleven')).toBe('rejected');
  });

  test('a report delivery asked by the reports side is shown and its approval recorded for the reports side to read', async () => {
    const boss = await approver(t.db, '0547100003');
    const c = await customer();
    const asked = await t.db.transaction().execute((trx) =>
      askReportApproval(trx, { reportId: 77, account: c.userId, userId: c.userId, report: { reportName: 'sms-report', rows: 250_000, sendTo: 'a@example.com', filters: { from: '01/01/2026' } }, host: 'app.example.com', now: Date.now() }),
    );
    const hash = await linkTokenTo(t.db, '0547100003', 'report');
    expect(asked.link).toBe(`https://app.example.com/security/${hash}/report`);
    expect((await getApproval(t, boss.token, 'get-approve-report-data', hash)).json().data).toMatchObject({ state: 'pending', reportName: 'sms-report', rows: 250_000, sendTo: 'a@example.com', requester: { userId: c.userId } });
    expect((await approvalOf(t.db, 'report', 77))?.status).toBe('pending');
    expect((await decideApproval(t, boss.token, 'approve-report', { id: hash, approve: true })).json().data).toEqual({ status: 1 });
    expect((await approvalOf(t.db, 'report', 77))?.status).toBe('approved');
    expect((await decideApproval(t, boss.token, 'approve-report', { id: hash, approve: true })).json().data).toEqual({ status: -2 });
  });
});
