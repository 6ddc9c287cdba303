import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bearer, onEachDatabase } from '../../../test/signIn';
import { startTestApp, type TestApp } from '../../../test/testApp';
import { waitUntil } from '../../../messaging/testCampaigns';
import { filtersKey, readFilters } from './filters';
import { orderReport, producedReportLifetimeMs, stalledAfterMs } from './producedReports';
import { post, recipients, sentAccounts, type SentAccount } from './testSmsReport';

onEachDatabase('reports too large for the page: produced on the server, e-mailed, downloaded', (dbOptions) => {
  let t: TestApp;
  let a: SentAccount;
  let other: SentAccount;
  beforeAll(async () => {
    t = await startTestApp({ dataDir: mkdtempSync(join(tmpdir(), 'produced-reports-')) }, dbOptions);
    [a, other] = await sentAccounts(t, [['שלום [שם], הדוח בעברית', 'second "quoted", campaign'], ['other account']]);
  }, 90_000);
  afterAll(() => t.close());

  const sendBig = (token: string, body: object) => post(t, token, 'send-big-sms-report-to-mail', { reportName: 'sms-report', ...body });
  const checkExist = async (token: string, body: object) => (await post(t, token, 'check-exist-report', { reportName: 'sms-report', ...body })).json().data.status;
  const download = (token: string, query: string) => t.app.inject({ method: 'GET', url: `/api/download/sms-report?${query}`, headers: bearer(token) });
  const mailTo = async (to: string) => (await t.db.selectFrom('outbox').select(['body', 'subject']).where('channel', '=', 'mail').where('recipient', '=', to).orderBy('id', 'desc').executeTakeFirst())?.body ?? '';

  test('the whole report as a CSV with a byte-order mark, Hebrew intact, e-mailed as a link that only the account can open', async () => {
    expect((await sendBig(a.token, {})).json().data).toEqual({ status: -3 });
    expect((await sendBig(a.token, { email: 'owner@example.com' })).json().data).toEqual({ status: 1 });
    await waitUntil(async () => (await mailTo('owner@example.com')).includes('/api/download/sms-report?file='), 10_000, 'the e-mail');
    const link = (await mailTo('owner@example.com')).match(/\/api\/download\/sms-report\?(file=[0-9a-f]{32})/)![1];
    const stored = await t.db.selectFrom('produced_reports').select(['status', 'rows']).where('account_id', '=', a.userId).executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'ready', rows: 2 * recipients });

    const res = await download(a.token, link);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.rawPayload.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe('Id,Status,Parts,Operator,Sender,Destination,Message,Campaign id,Campaign,Sent on,Delivered on,Credits');
    expect(lines).toHaveLength(2 * recipients + 2);
    expect(lines.filter((l) => l.includes(',0527000004,שלום איש 4, הדוח בעברית,') || l.includes(',0527000004,"שלום איש 4, הדוח בעברית",'))).toHaveLength(1);
    expect(lines.filter((l) => l.includes('"second ""quoted"", campaign"'))).toHaveLength(recipients);

    // Another account, an unknown file and an expired one are all 404.
    expect((await download(other.token, link)).statusCode).toBe(404);
    expect((await download(a.token, 'file=0123456789abcdef0123456789abcdef')).statusCode).toBe(404);
    // Once its lifetime is over (the session would expire with a moved clock: the row is aged instead).
    await t.db.updateTable('produced_reports').set({ expires_at: t.clock.now() - 1 }).where('account_id', '=', a.userId).execute();
    expect((await download(a.token, link)).statusCode).toBe(404);
    expect(producedReportLifetimeMs).toBe(30 * 86_400_000);
  });

  test('the same report asked again while it is produced: check-exist-report says so and sending answers -2; a producer that died stops counting', async () => {
    const body = { campaignId: a.campaignIds[0], status: 'failed' };
    expect(await checkExist(a.token, body)).toBe(0);
    // The order as send-big-sms-report-to-mail records it before the file is written.
    const read = await readFilters({ db: t.db, config: t.config, user: { userId: a.userId, adminId: 0, group: 1, permissions: [], sessionId: 0, impersonatorId: null, createdAt: 0, expiresAt: 0, keepLoggedIn: false }, now: t.clock.now } as never, body);
    if (!read.ok || 'nothing' in read) throw new Error('filters not read');
    const order = await orderReport(t.db, { account: a.userId, userId: a.userId, reportName: 'sms-report', key: filtersKey('sms-report', read.filters), email: 'x@example.com', now: t.clock.now() });
    expect(order).not.toBeNull();
    expect(await checkExist(a.token, body)).toBe(1);
    expect(await checkExist(a.token, { ...body, status: 'delivered' })).toBe(0);
    expect((await post(t, other.token, 'check-exist-report', { reportName: 'sms-report', ...body })).statusCode).toBe(404);
    expect((await sendBig(a.token, { ...body, email: 'x@example.com' })).json().data).toEqual({ status: -2 });
    // Nothing moved it on for longer than a producer ever pauses: it died, and shows as failed.
    t.clock.advance(stalledAfterMs + 1_000);
    try {
      expect(await checkExist(a.token, body)).toBe(0);
      const row = await t.db.selectFrom('produced_reports').select(['status', 'error']).where('id', '=', order!.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'failed', error: 'stopped while producing' });
    } finally {
      t.clock.advance(-(stalledAfterMs + 1_000));
    }
  });

  test('the sms report streamed directly with the page filters', async () => {
    const res = await download(a.token, `campaignId=${a.campaignIds[1]}`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.rawPayload.toString('utf8').split('\r\n')).toHaveLength(recipients + 2);
    // Another account's campaign is 404, as in every report.
    expect((await download(a.token, `campaignId=${other.campaignIds[0]}`)).statusCode).toBe(404);
  });
});
