/**
 * The three shipment reports against campaigns sent through campaigns/send-campaign and the
 * real pipeline: a campaign sent now (shipments-report), one at a future time (future), one
 * held for permission to send (waiting); their filters, sorting, periods, and scope.
 */
import { formatIsraelDateTime } from '../../../../domain/israelTime';
import { createSession } from '../../../http/session';
import { onEachDatabase } from '../../../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../../../test/testApp';
import { deliver, post, replyingAccount, report, sendFrom, type ReplyingAccount } from './testShipments';

const hour = 3_600_000;
const day = 24 * hour;

onEachDatabase('shipment reports', (dbOptions) => {
  let t: TestApp;
  let a: ReplyingAccount;
  let sentNow: number;
  let future: number;
  let held: number;
  let futureAt: number;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
    a = await replyingAccount(t, 6);
    sentNow = await sendFrom(t, a);
    await deliver(t.db, [sentNow]);
    futureAt = Math.floor((Date.now() + 2 * day) / 60_000) * 60_000;
    future = await sendFrom(t, a, { isFuture: true, startDate: formatIsraelDateTime(futureAt) });
    await t.db.updateTable('users').set({ can_send: 0 }).where('id', '=', a.userId).execute();
    held = await sendFrom(t, a);
    await t.db.updateTable('users').set({ can_send: 1 }).where('id', '=', a.userId).execute();
  });
  afterAll(() => t.close());

  test('shipments-report: the sent campaign with its times, recipients and credits; not the future or the held one', async () => {
    const page = await report(t, a.token, 'shipments-report');
    expect(page.status).toBe(1);
    expect(page.pageInfo).toEqual({ total: 1, page: 1, pageSize: 50 });
    const campaign = await t.db.selectFrom('campaigns').select(['name', 'content', 'sent_at', 'credits_reserved']).where('id', '=', sentNow).executeTakeFirstOrThrow();
    expect(page.rows).toEqual([
      expect.objectContaining({ ID: sentNow, CAMPAIGN_ID: sentNow, SHIPMENT_NAME: campaign.name, MESSAGE: campaign.content, status: 'sent', recipients: 6, credits: campaign.credits_reserved, ENDED_ON_DATE: formatIsraelDateTime(Number(campaign.sent_at)) }),
    ]);
    expect(page.rows[0].STARTED_ON_DATE).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);
  });

  test('future and waiting reports: the future send by its time, the held one with its reason', async () => {
    const futures = await report(t, a.token, 'future-shipments-report');
    expect(futures.rows).toEqual([expect.objectContaining({ ID: future, status: 'future', sendDate: formatIsraelDateTime(futureAt), recipients: 6 })]);
    expect(futures.rows[0].STARTED_ON_DATE).toBeUndefined();
    const waiting = await report(t, a.token, 'waiting-shipments-report');
    expect(waiting.rows).toEqual([expect.objectContaining({ ID: held, status: 'waiting', waitingReason: 'held' })]);
    // An administrator's stop moves a future send to the waiting report.
    await t.db.updateTable('campaigns').set({ status: 'stopped' }).where('id', '=', future).execute();
    expect((await report(t, a.token, 'future-shipments-report')).rows).toEqual([]);
    expect((await report(t, a.token, 'waiting-shipments-report', { sortField: 'ID', sortOrder: 'desc' })).rows.map((r: { ID: number; waitingReason: string }) => [r.ID, r.waitingReason])).toEqual([
      [held, 'held'],
      [future, 'stopped'],
    ]);
    await t.db.updateTable('campaigns').set({ status: 'future' }).where('id', '=', future).execute();
  });

  test('filters: campaign, status, period (default 60 days, over a year -2, unreadable -1), paging and sorting', async () => {
    const second = await sendFrom(t, a);
    await deliver(t.db, [second]);
    const all = await report(t, a.token, 'shipments-report', { sortField: 'ID', sortOrder: 'asc' });
    expect(all.rows.map((r: { ID: number }) => r.ID)).toEqual([sentNow, second]);
    expect((await report(t, a.token, 'shipments-report', { sortField: 'ID', sortOrder: 'desc', pageSize: 1, page: 2 })).rows.map((r: { ID: number }) => r.ID)).toEqual([sentNow]);
    // A sort field outside the list is the default order (newest send first), not an error.
    expect((await post(t, a.token, 'shipments-report', { sortField: 'c.id; drop table campaigns' })).statusCode).toBe(200);
    expect((await report(t, a.token, 'shipments-report', { campaignId: sentNow })).rows.map((r: { ID: number }) => r.ID)).toEqual([sentNow]);
    expect((await report(t, a.token, 'shipments-report', { status: 'sending' })).rows).toEqual([]);
    expect((await report(t, a.token, 'shipments-report', { status: 'sent' })).pageInfo.total).toBe(2);
    // A send older than the default 60 days is out of the default period, in when asked for.
    await t.db.updateTable('shipments').set({ run_at: Date.now() - 70 * day }).where('campaign_id', '=', second).execute();
    expect((await report(t, a.token, 'shipments-report')).rows.map((r: { ID: number }) => r.ID)).toEqual([sentNow]);
    const old = formatIsraelDateTime(Date.now() - 75 * day).slice(0, 10);
    expect((await report(t, a.token, 'shipments-report', { fromDate: old })).pageInfo.total).toBe(2);
    expect((await report(t, a.token, 'shipments-report', { fromDate: '01/01/2020', toDate: '05/01/2021' })).status).toBe(-2);
    expect((await report(t, a.token, 'shipments-report', { fromDate: '31/02/2024' })).status).toBe(-1);
    // Future: a period bounds the send time.
    expect((await report(t, a.token, 'future-shipments-report', { toDate: formatIsraelDateTime(Date.now() + day).slice(0, 10) })).rows).toEqual([]);
    expect((await report(t, a.token, 'future-shipments-report', { fromDate: formatIsraelDateTime(Date.now()).slice(0, 10) })).rows.length).toBe(1);
  });

  test("scope: a sub-user's campaigns by userId; another account's user or campaign is 404; a sub-user may not read another user", async () => {
    const sub = await insertUser(t.db, { adminId: a.userId, permissions: [1] });
    const subToken = (await createSession(t.db, { userId: sub, lifetimeMs: hour, keepLoggedIn: false, now: Date.now() })).token;
    const subCampaign = await sendFrom(t, { ...a, token: subToken });
    await deliver(t.db, [subCampaign]);
    expect((await report(t, a.token, 'shipments-report', { userId: sub })).rows.map((r: { ID: number }) => r.ID)).toEqual([subCampaign]);
    expect((await report(t, subToken, 'shipments-report', { userId: sub })).rows.map((r: { ID: number }) => r.ID)).toEqual([subCampaign]);
    expect((await post(t, subToken, 'shipments-report', { userId: a.userId })).statusCode).toBe(404);

    const b = await replyingAccount(t, 1);
    expect((await post(t, b.token, 'shipments-report', { userId: a.userId })).statusCode).toBe(404);
    expect((await post(t, b.token, 'shipments-report', { campaignId: sentNow })).statusCode).toBe(404);
    expect((await post(t, b.token, 'future-shipments-report', { campaignId: future })).statusCode).toBe(404);
    expect(await report(t, b.token, 'shipments-report')).toMatchObject({ status: 1, rows: [], pageInfo: { total: 0 } });
    expect((await report(t, b.token, 'waiting-shipments-report')).rows).toEqual([]);
  });
});
