import { formatIsraelDateTime, israelWallTime } from '../../../domain/israelTime';
import { onEachDatabase } from '../../test/signIn';
import { startTestApp, type TestApp } from '../../test/testApp';
import { runDueRepeats } from './repeatRunner';
import { campaignsOf, ownSender, sendCampaignCall, sendingAccount, smsBalance } from './sendTesting';

const hour = 3_600_000;
const day = 24 * hour;

onEachDatabase('repeating and birthday campaigns', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());
  const send = (token: string, body: object) => sendCampaignCall(t, token, body);
  const shipmentsOf = (campaignId: number) => t.db.selectFrom('shipments').select(['run_at', 'seq_from', 'seq_to']).where('campaign_id', '=', campaignId).execute();

  test('a weekly campaign keeps its schedule and reserves nothing; each due run becomes its own campaign, once, with the credits of that run', async () => {
    const a = await sendingAccount(t, 10, ['529000001', '529000002']);
    const start = t.clock.now() + 2 * hour;
    const body = { smsContent: 'weekly', destinations: [{ type: 'cl', id: a.listId }], isReusable: true, startDate: formatIsraelDateTime(start), endDate: formatIsraelDateTime(start + 15 * day), intervalValue: 1, intervalField: 'WEEK' };
    expect((await send(a.token, { ...body, endDate: formatIsraelDateTime(start - day), validation: true })).json().data).toEqual({ status: -18 });
    expect((await send(a.token, { ...body, validation: true })).json().data).toMatchObject({ status: 6, summary: { recipients: 2, credits: 2, sendTime: formatIsraelDateTime(start) } });
    const saved = (await send(a.token, { ...body, validation: false })).json().data;
    expect(saved).toMatchObject({ status: 1, campaignId: expect.any(Number) });
    const runAt = Math.floor(start / 60_000) * 60_000;
    expect(await campaignsOf(t.db, a.userId)).toEqual([expect.objectContaining({ id: saved.campaignId, status: 'future', credits_reserved: 0, next_run_at: runAt })]);
    expect(await smsBalance(t.db, a.userId)).toBe(10);

    expect(await runDueRepeats(t.db, runAt - 1, 'localhost')).toBe(0);
    // Two processes at the same moment make one run.
    const made = await Promise.all([runDueRepeats(t.db, runAt, 'localhost'), runDueRepeats(t.db, runAt, 'localhost')]);
    expect(made[0] + made[1]).toBe(1);
    const rows = await campaignsOf(t.db, a.userId);
    expect(rows).toEqual([
      expect.objectContaining({ id: saved.campaignId, status: 'future', next_run_at: runAt + 7 * day }),
      expect.objectContaining({ parent_id: saved.campaignId, status: 'waiting', recipients: 2, credits_reserved: 2 }),
    ]);
    expect(await shipmentsOf(rows[1].id)).toEqual([{ run_at: runAt, seq_from: 1, seq_to: 2 }]);
    expect(await smsBalance(t.db, a.userId)).toBe(8);

    // A run the credits do not cover is refused and recorded; the schedule goes on, and ends after its end date.
    await t.db.updateTable('balances').set({ amount: 1 }).where('user_id', '=', a.userId).execute();
    expect(await runDueRepeats(t.db, runAt + 7 * day, 'localhost')).toBe(0);
    const parent = await t.db.selectFrom('campaigns').select(['settings', 'next_run_at']).where('id', '=', saved.campaignId).executeTakeFirstOrThrow();
    expect(JSON.parse(parent.settings).lastRun).toEqual({ at: runAt + 7 * day, status: -2 });
    expect(Number(parent.next_run_at)).toBe(runAt + 14 * day);
    await t.db.updateTable('balances').set({ amount: 10 }).where('user_id', '=', a.userId).execute();
    expect(await runDueRepeats(t.db, runAt + 14 * day, 'localhost')).toBe(1);
    expect((await campaignsOf(t.db, a.userId))[0]).toMatchObject({ status: 'sent', next_run_at: null });
  });

  test('by days: runs only on the chosen weekdays at the start hour', async () => {
    const a = await sendingAccount(t, 10, ['529100001']);
    const start = t.clock.now() + 2 * hour;
    const weekday = israelWallTime(start).weekday;
    const other = (weekday % 7) + 1;
    const saved = (await send(a.token, { smsContent: 'days', destinations: [{ type: 'cl', id: a.listId }], startDate: formatIsraelDateTime(start), endDate: formatIsraelDateTime(start + 14 * day), selectedDays: [other], validation: false })).json().data;
    expect(saved.status).toBe(1);
    const row = (await campaignsOf(t.db, a.userId))[0];
    const next = Number(row.next_run_at);
    expect(israelWallTime(next).weekday).toBe(other);
    expect(israelWallTime(next).hour).toBe(israelWallTime(start).hour);
    expect(next - start).toBeLessThanOrEqual(day);
  });

  test('birthday: -21 without a permanent attached number or with other destinations; each day greets those born that day, from the list field', async () => {
    const now = t.clock.now();
    const tomorrow = israelWallTime(now + day);
    const dd = (n: number) => String(n).padStart(2, '0');
    const bornTomorrow = `${dd(tomorrow.day)}/${dd(tomorrow.month)}/1990`;
    const a = await sendingAccount(t, 10, ['529200001', '529200002', '529200003'], [bornTomorrow, '01/01/1980', null]);
    const birthday = { location: 6, daysBeforeBirthDay: 1, hour: '07:00', amount: 2 };
    const body = { smsContent: 'Happy birthday [שם]!', destinations: [{ type: 'cl', id: a.listId }], birthdayCampaign: birthday, sourceType: 4, sourceNumber: '0531112222' };
    await ownSender(t.db, a.userId, 'attached', '531112222');
    expect((await send(a.token, { ...body, validation: true })).json().data).toEqual({ status: -21 });
    await t.db.updateTable('sender_identities').set({ permanent: 1 }).where('account_id', '=', a.userId).execute();
    expect((await send(a.token, { ...body, phones: ['0529200009'], validation: true })).json().data).toEqual({ status: -21 });
    const saved = (await send(a.token, { ...body, validation: false })).json().data;
    expect(saved.status).toBe(1);
    const parent = (await campaignsOf(t.db, a.userId))[0];
    const firstRun = Number(parent.next_run_at);
    expect(israelWallTime(firstRun)).toMatchObject({ hour: 7, minute: 0 });

    // A run one day before the birthday: the run's day + 1 is the birthday. Run when "tomorrow" is the day after the run.
    const runDay = israelWallTime(firstRun);
    const greeted = new Date(Date.UTC(runDay.year, runDay.month - 1, runDay.day + 1));
    await t.db.updateTable('contacts').set({ field6: `${dd(greeted.getUTCDate())}/${dd(greeted.getUTCMonth() + 1)}/1990` }).where('phone', '=', '529200001').execute();
    await runDueRepeats(t.db, firstRun, 'localhost');
    const run = (await campaignsOf(t.db, a.userId))[1];
    expect(run).toMatchObject({ parent_id: parent.id, recipients: 1 });
    const recipient = await t.db.selectFrom('campaign_recipients').select(['phone', 'field1']).where('campaign_id', '=', run.id).execute();
    expect(recipient).toEqual([{ phone: '529200001', field1: 'איש 0' }]);
    expect(Number((await campaignsOf(t.db, a.userId))[0].next_run_at)).toBe(firstRun + day);
    // The next day nobody is born: the run is refused as having no recipients, and the schedule goes on.
    await runDueRepeats(t.db, firstRun + day, 'localhost');
    const after = await t.db.selectFrom('campaigns').select(['settings', 'next_run_at']).where('id', '=', parent.id).executeTakeFirstOrThrow();
    expect(JSON.parse(after.settings).lastRun).toEqual({ at: firstRun + day, status: -9 });
    expect((await campaignsOf(t.db, a.userId)).length).toBe(2);
    expect(Number((await campaignsOf(t.db, a.userId))[0].next_run_at)).toBe(firstRun + 2 * day);
  });
});
