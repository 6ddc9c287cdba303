import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSession } from '../../../http/session';
import { waitUntil } from '../../../messaging/testCampaigns';
import { bearer, onEachDatabase } from '../../../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../../../test/testApp';
import { minutesPerPointFor } from './callTimeline';
import { seedCampaign, type SeededCall } from './testVoiceCalls';

const minute = 60_000;
/** The voice permission (domain/permissions.ts): get-voice-duration asks for it. */
const voicePermission = 13;

onEachDatabase('reports/voice-report and get-voice-duration', (dbOptions) => {
  let t: TestApp;
  let token: string;
  let otherToken: string;
  let base: number;
  let voice: number;
  let secondVoice: number;
  let sms: number;
  let theirs: number;
  const post = (url: string, payload: object, as = token) => t.app.inject({ method: 'POST', url: `/api/reports/${url}`, headers: bearer(as), payload });
  const page = async (payload: object, route = 'voice-report') => (await post(route, payload)).json().data;

  beforeAll(async () => {
    t = await startTestApp({ dataDir: mkdtempSync(join(tmpdir(), 'voice-report-')) }, dbOptions);
    const account = await insertUser(t.db, { permissions: [voicePermission] });
    const other = await insertUser(t.db, { permissions: [voicePermission] });
    const session = (userId: number) => createSession(t.db, { userId, lifetimeMs: 3_600_000, keepLoggedIn: false, now: Date.now() });
    token = (await session(account)).token;
    otherToken = (await session(other)).token;
    base = Math.floor((t.clock.now() - 40 * minute) / minute) * minute;
    const phone = (n: number) => `97252700000${n}`.slice(0, 12);
    const calls: SeededCall[] = [
      { phone: phone(1), callStatus: 'completed', status: 'delivered', answeredAt: base + minute, listenedMs: 5_400, hangupBy: 'callee', sipCode: 200 },
      { phone: phone(2), callStatus: 'completed', status: 'delivered', answeredAt: base + minute, listenedMs: 12_000, hangupBy: 'caller', sipCode: 200 },
      { phone: phone(3), callStatus: 'completed', status: 'delivered', answeredAt: base + 3 * minute, listenedMs: 29_600, hangupBy: 'caller', sipCode: 200 },
      { phone: phone(4), callStatus: 'completed', status: 'delivered', answeredAt: base + 10 * minute, listenedMs: 61_000, hangupBy: 'caller', sipCode: 200, credits: 2 },
      { phone: phone(5), callStatus: 'busy', status: 'failed', attempts: 3, sipCode: 486, doneAt: base + 2 * minute },
      { phone: phone(6), callStatus: 'busy', status: 'failed', attempts: 3, sipCode: 486, doneAt: base + 2 * minute },
      { phone: phone(7), callStatus: 'no-answer', status: 'failed', attempts: 2, doneAt: base + 5 * minute },
      { phone: phone(8), callStatus: 'failed', status: 'failed', sipCode: 404, doneAt: base + 5 * minute },
      { phone: phone(9), callStatus: 'canceled', status: 'failed', doneAt: base + 6 * minute },
      { phone: '972527000010', callStatus: 'queued', status: 'queued' },
    ];
    voice = await seedCampaign(t.db, { account, kind: 'voice', name: 'calls one', at: base, calls, settings: { voice: { fileHash: 'h', durationMs: 65_000, unitsPerCall: 2 } } });
    secondVoice = await seedCampaign(t.db, {
      account,
      kind: 'voice',
      name: 'calls two',
      at: base + minute,
      calls: [
        { phone: phone(1), callStatus: 'completed', status: 'delivered', answeredAt: base + 2 * minute, listenedMs: 8_000, hangupBy: 'callee' },
        { phone: '972528888888', callStatus: 'completed', status: 'delivered', answeredAt: base + 2 * minute, listenedMs: 9_000, hangupBy: 'callee' },
      ],
    });
    sms = await seedCampaign(t.db, {
      account,
      kind: 'sms',
      name: 'texts',
      at: base,
      calls: [1, 2, 3].map((n) => ({ phone: phone(n), callStatus: null, status: 'delivered' as const })),
    });
    theirs = await seedCampaign(t.db, { account: other, kind: 'voice', name: 'their calls', at: base, calls: [{ phone: phone(1), callStatus: 'completed', status: 'delivered', answeredAt: base, listenedMs: 1_000 }] });
  }, 60_000);
  afterAll(() => t.close());

  test('voice-report shows the calls only, sms-report the text messages only, each with totals of its own kind', async () => {
    const calls = await page({ pageSize: 100 });
    expect(calls.status).toBe(1);
    expect(calls.pageInfo).toEqual({ total: 12, page: 1, pageSize: 100 });
    expect(new Set(calls.rows.map((r: { campaignId: number }) => r.campaignId))).toEqual(new Set([voice, secondVoice]));
    // Charged: the answered calls and the one still queued; the failed ones were refunded.
    expect(calls.totals).toEqual({ messages: 12, credits: 8 });
    const texts = await page({ pageSize: 100 }, 'sms-report');
    expect(texts.pageInfo.total).toBe(3);
    expect(texts.totals).toMatchObject({ messages: 3 });
    expect(texts.rows.every((r: { campaignId: number }) => r.campaignId === sms)).toBe(true);
    // A whole number is read through its own index (query.ts): the calls to it still stay out.
    expect((await page({ phone: '0527000001' }, 'sms-report')).rows.map((r: { campaignId: number }) => r.campaignId)).toEqual([sms]);
    expect((await page({ phone: '0527000001', status: 'delivered' }, 'sms-report')).pageInfo.total).toBe(1);
    // A campaign of the other kind is the account's, so not 404, but the report has nothing of it.
    expect((await page({ campaignId: sms })).pageInfo.total).toBe(0);
    expect((await page({ campaignId: voice }, 'sms-report')).pageInfo.total).toBe(0);
  });

  test('get-sms-request-count for voice-report counts the calls the filters select, per call status', async () => {
    const count = async (body: object) => (await post('get-sms-request-count', { reportName: 'voice-report', ...body })).json().data;
    expect(await count({})).toEqual({ total: 12, parts: 13, credits: 8, byStatus: { completed: 6, busy: 2, 'no-answer': 1, failed: 1, canceled: 1, queued: 1 }, tooLargeToShow: false });
    expect(await count({ status: 'busy' })).toMatchObject({ total: 2, byStatus: { busy: 2 } });
    expect((await post('get-sms-request-count', { reportName: 'sms-report' })).json().data.total).toBe(3);
  });

  test('a call row: number, call status, when answered, seconds listened, attempts, who hung up, credits, campaign and date', async () => {
    const { rows } = await page({ campaignId: voice, phone: '0527000004' });
    expect(rows).toEqual([
      expect.objectContaining({
        destination: '0527000004',
        callStatus: 'completed',
        status: 'delivered',
        listenedSeconds: 61,
        attempts: 1,
        hangupBy: 'caller',
        credits: 2,
        campaignId: voice,
        campaignName: 'calls one',
        sentOn: expect.stringMatching(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/),
        answeredOn: expect.stringMatching(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/),
      }),
    ]);
    const busy = (await page({ campaignId: voice, phone: '0527000005' })).rows[0];
    expect(busy).toMatchObject({ callStatus: 'busy', attempts: 3, credits: 0 });
    expect(busy.listenedSeconds).toBeUndefined();
    expect(busy.answeredOn).toBeUndefined();
  });

  test('filters: campaign, call status, a whole number and part of one; paging and sorting by seconds listened', async () => {
    expect((await page({ campaignId: secondVoice })).pageInfo.total).toBe(2);
    const busy = await page({ status: 'busy' });
    expect(busy.pageInfo.total).toBe(2);
    expect(busy.rows.every((r: { callStatus: string }) => r.callStatus === 'busy')).toBe(true);
    expect((await page({ status: 'no-answer' })).pageInfo.total).toBe(1);
    expect((await page({ status: 'completed' })).pageInfo.total).toBe(6);
    // A delivery status is not a call status: nothing matches.
    expect((await page({ status: 'delivered' })).pageInfo.total).toBe(0);
    expect((await page({ phone: '0527000001' })).rows.map((r: { campaignId: number }) => r.campaignId).sort()).toEqual([voice, secondVoice].sort());
    expect((await page({ phone: '8888' })).pageInfo.total).toBe(1);
    const longest = await page({ sortField: 'listenedSeconds', sortOrder: 'desc', pageSize: 2 });
    expect(longest.rows.map((r: { listenedSeconds: number }) => r.listenedSeconds)).toEqual([61, 30]);
    const second = await page({ sortField: 'listenedSeconds', sortOrder: 'desc', pageSize: 2, page: 2 });
    expect(second.rows.map((r: { listenedSeconds: number }) => r.listenedSeconds)).toEqual([12, 9]);
    expect(second.pageInfo).toEqual({ total: 12, page: 2, pageSize: 2 });
    // A period longer than a year is refused as on every report.
    expect((await page({ fromDate: '01/01/2020', toDate: '01/06/2021' })).status).toBe(-2);
  });

  test("another account's campaign is 404 on both operations, as is a text campaign on get-voice-duration", async () => {
    expect((await post('voice-report', { campaignId: theirs })).statusCode).toBe(404);
    expect((await post('get-voice-duration', { campaignId: theirs })).statusCode).toBe(404);
    expect((await post('get-voice-duration', { shipmentId: theirs })).statusCode).toBe(404);
    expect((await post('get-voice-duration', { campaignId: sms })).statusCode).toBe(404);
    expect((await post('get-voice-duration', { campaignId: 999_999 })).statusCode).toBe(404);
    expect((await post('get-voice-duration', {})).statusCode).toBe(404);
    // The other account sees its own campaign, and none of ours.
    expect((await post('get-voice-duration', { campaignId: theirs }, otherToken)).json().data.calls).toBe(1);
    expect((await post('voice-report', { campaignId: voice }, otherToken)).statusCode).toBe(404);
  });

  test('the voice report as CSV: downloaded with the page filters, or produced and e-mailed; the sms CSV has no calls', async () => {
    const download = (endPoint: string, query: string) => t.app.inject({ method: 'GET', url: `/api/download/${endPoint}?${query}`, headers: bearer(token) });
    const lines = (payload: Buffer) => payload.toString('utf8').slice(1).split('\r\n').filter(Boolean);
    const direct = await download('voice-report', `campaignId=${voice}`);
    expect(direct.statusCode).toBe(200);
    expect(direct.headers['content-disposition']).toContain('voice-report.csv');
    const rows = lines(direct.rawPayload);
    expect(rows[0]).toBe('Id,Call status,Destination,Listened seconds,Attempts,Hung up by,Campaign id,Campaign,Sent on,Answered on,Ended on,Credits');
    expect(rows).toHaveLength(11);
    expect(rows.find((l) => l.includes(',0527000004,'))).toMatch(new RegExp(`^\\d+,completed,0527000004,61,1,caller,${voice},calls one,`));
    expect(lines((await download('sms-report', '')).rawPayload)).toHaveLength(1 + 3);
    expect((await download('voice-report', `campaignId=${theirs}`)).statusCode).toBe(404);

    expect((await post('send-big-sms-report-to-mail', { reportName: 'voice-report', email: 'calls@example.com' })).json().data).toEqual({ status: 1 });
    const mail = async () => (await t.db.selectFrom('outbox').select(['body', 'subject']).where('recipient', '=', 'calls@example.com').executeTakeFirst()) ?? { body: '', subject: '' };
    await waitUntil(async () => (await mail()).body.includes('/api/download/voice-report?file='), 10_000, 'the e-mail');
    expect((await mail()).subject).toBe('Your voice report is ready');
    const file = (await mail()).body.match(/\/api\/download\/voice-report\?(file=[0-9a-f]{32})/)![1];
    const produced = lines((await download('voice-report', file)).rawPayload);
    expect(produced[0]).toBe(rows[0]);
    expect(produced).toHaveLength(1 + 12);
  });

  test('answers over time take a point per minute up to 2 hours, 10 minutes up to 20, an hour up to 10 days, then an Israeli day', async () => {
    const hour = 60 * minute;
    expect([1, 2 * hour, 2 * hour + 1, 20 * hour, 20 * hour + 1, 240 * hour, 240 * hour + 1].map(minutesPerPointFor)).toEqual([1, 1, 10, 10, 60, 60, 1440]);
    const account = await insertUser(t.db, { permissions: [voicePermission] });
    const own = (await createSession(t.db, { userId: account, lifetimeMs: 3_600_000, keepLoggedIn: false, now: Date.now() })).token;
    const answeredAt = (at: number): SeededCall => ({ phone: '972527777777', callStatus: 'completed', status: 'delivered', answeredAt: at, listenedMs: 3_000 });
    const end = Math.floor(t.clock.now() / hour) * hour - hour;
    const threeDays = await seedCampaign(t.db, { account, kind: 'voice', name: 'three days', at: end - 72 * hour, calls: [answeredAt(end - 72 * hour), answeredAt(end - 30 * hour), answeredAt(end)] });
    const hourly = (await post('get-voice-duration', { campaignId: threeDays }, own)).json().data;
    expect(hourly.minutesPerPoint).toBe(60);
    expect(hourly.overTime).toHaveLength(73);
    expect(hourly.overTime.map((p: { answered: number }) => p.answered).filter(Boolean)).toEqual([1, 1, 1]);
    const twoWeeks = await seedCampaign(t.db, { account, kind: 'voice', name: 'two weeks', at: end - 14 * 24 * hour, calls: [answeredAt(end - 14 * 24 * hour), answeredAt(end - 24 * hour), answeredAt(end)] });
    const daily = (await post('get-voice-duration', { campaignId: twoWeeks }, own)).json().data;
    expect(daily.minutesPerPoint).toBe(1440);
    expect(daily.overTime.length).toBeGreaterThanOrEqual(15);
    expect(daily.overTime.length).toBeLessThanOrEqual(16);
    expect(daily.overTime.every((p: { time: string }) => p.time.endsWith(' 00:00'))).toBe(true);
    expect(daily.overTime.reduce((sum: number, p: { answered: number }) => sum + p.answered, 0)).toBe(3);

    // As the call desk leaves them (messaging/calls/callOutcomes.ts): a busy number still to be
    // redialled is not "not answered" yet, and a call cancelled after the answer was answered.
    const midway = await seedCampaign(t.db, {
      account,
      kind: 'voice',
      name: 'midway',
      at: end,
      calls: [
        { phone: '972527777771', callStatus: 'busy', status: 'queued', attempts: 1 },
        { phone: '972527777772', callStatus: 'canceled', status: 'delivered', answeredAt: end, listenedMs: 2_000, hangupBy: 'caller', doneAt: end + minute },
        { phone: '972527777773', callStatus: 'no-answer', status: 'failed', attempts: 3, doneAt: end + minute },
      ],
    });
    const figures = (await post('get-voice-duration', { campaignId: midway }, own)).json().data;
    expect(figures).toMatchObject({ calls: 3, answered: 1, notAnswered: 1, byStatus: { busy: 1, canceled: 1, 'no-answer': 1 } });
    expect(figures.overTime).toEqual([
      { time: expect.any(String), answered: 1, notAnswered: 0 },
      { time: expect.any(String), answered: 0, notAnswered: 1 },
    ]);
  });

  test('get-voice-duration: totals by call status, seconds listened and their distribution, credits, answers per minute', async () => {
    const answer = await post('get-voice-duration', { campaignId: voice });
    expect(answer.statusCode).toBe(200);
    const d = answer.json().data;
    expect(d).toMatchObject({
      campaignId: voice,
      campaignName: 'calls one',
      calls: 10,
      answered: 4,
      notAnswered: 5,
      totalSeconds: 108,
      averageSeconds: 27,
      messageSeconds: 65,
      credits: 6,
      byStatus: { completed: 4, busy: 2, 'no-answer': 1, failed: 1, canceled: 1, queued: 1 },
      minutesPerPoint: 1,
    });
    // 5 s, 12 s, 30 s (29.6 rounded, as the rows show it) and 61 s; up to the recording's 65 s.
    expect(d.buckets.map((b: { fromSeconds: number; toSeconds: number; calls: number }) => [b.fromSeconds, b.calls])).toEqual([
      [0, 1],
      [10, 1],
      [20, 0],
      [30, 1],
      [40, 0],
      [50, 0],
      [60, 1],
    ]);
    // Every minute from the first answer or outcome to the last, empty ones too.
    expect(d.overTime).toHaveLength(10);
    expect(d.overTime.map((p: { answered: number }) => p.answered)).toEqual([2, 0, 1, 0, 0, 0, 0, 0, 0, 1]);
    expect(d.overTime.map((p: { notAnswered: number }) => p.notAnswered)).toEqual([0, 2, 0, 0, 2, 1, 0, 0, 0, 0]);
    expect(d.overTime[0].time).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);
    // One send alone: the second campaign's.
    const one = (await post('get-voice-duration', { shipmentId: secondVoice })).json().data;
    expect(one).toMatchObject({ calls: 2, answered: 2, notAnswered: 0, totalSeconds: 17, byStatus: { completed: 2 } });
    expect(one.messageSeconds).toBeUndefined();
  });
});
