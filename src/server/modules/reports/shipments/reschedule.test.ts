/**
 * reports/update-date-campaign with an edit's rules, and deleting a future shipment through
 * campaigns/delete-campaign (the existing operation), seen from the future report.
 */
import { formatIsraelDateTime } from '../../../../domain/israelTime';
import { bearer, onEachDatabase } from '../../../test/signIn';
import { startTestApp, type TestApp } from '../../../test/testApp';
import { smsBalance } from '../../campaigns/sendTesting';
import { deliver, post, replyingAccount, report, sendFrom, type ReplyingAccount } from './testShipments';

const minute = 60_000;
const hour = 60 * minute;
const at = (ms: number) => formatIsraelDateTime(ms);
const wholeMinute = (ms: number) => Math.floor(ms / minute) * minute;

onEachDatabase('rescheduling and deleting a future shipment', (dbOptions) => {
  let t: TestApp;
  let a: ReplyingAccount;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
    a = await replyingAccount(t, 3);
  });
  afterAll(() => t.close());
  const reschedule = (body: object, token = a.token) => post(t, token, 'update-date-campaign', body);
  const runAtOf = async (id: number) => (await t.db.selectFrom('shipments').select('run_at').where('campaign_id', '=', id).orderBy('run_at').execute()).map((s) => Number(s.run_at));

  test('moves the shipment (packets keep their spacing); the future report shows the new time', async () => {
    const first = wholeMinute(t.clock.now() + 2 * hour);
    const id = await sendFrom(t, a, { isFuture: true, startDate: at(first), packets: { amount: 2, every: 30, everyOption: 'MINUTE' } });
    expect(await runAtOf(id)).toEqual([first, first + 30 * minute]);
    const next = wholeMinute(t.clock.now() + 5 * hour);
    expect((await reschedule({ campaignId: id, sendDate: at(next) })).json().data).toEqual({ status: 1 });
    expect(await runAtOf(id)).toEqual([next, next + 30 * minute]);
    const row = (await report(t, a.token, 'future-shipments-report', { campaignId: id })).rows[0];
    expect(row).toMatchObject({ ID: id, sendDate: at(next), status: 'future' });
    // The composer reopens it at the new time.
    expect((await t.app.inject({ method: 'POST', url: '/api/campaigns/get-campaign-data', headers: bearer(a.token), payload: { campaignId: id } })).json().data).toMatchObject({ isFuture: true, startDate: at(next) });
  });

  test('refusals: a new time within 10 minutes (-2), the current one within 10 minutes (-4), sending or sent (-3), unreadable (-1), another account (404)', async () => {
    const first = wholeMinute(t.clock.now() + 2 * hour);
    const id = await sendFrom(t, a, { isFuture: true, startDate: at(first) });
    expect((await reschedule({ campaignId: id, sendDate: at(t.clock.now() + 5 * minute) })).json().data).toEqual({ status: -2 });
    expect((await reschedule({ campaignId: id, sendDate: '32/13/2030 10:00' })).json().data).toEqual({ status: -1 });
    const b = await replyingAccount(t, 1);
    expect((await reschedule({ campaignId: id, sendDate: at(first + hour) }, b.token)).statusCode).toBe(404);
    expect((await reschedule({ campaignId: id, shipmentId: id + 1000, sendDate: at(first + hour) })).statusCode).toBe(404);

    const sent = await sendFrom(t, a);
    await deliver(t.db, [sent]);
    expect((await reschedule({ campaignId: sent, sendDate: at(t.clock.now() + 3 * hour) })).json().data).toEqual({ status: -3 });

    // Five minutes before it goes, its time can no longer change.
    const soon = wholeMinute(t.clock.now() + 5 * minute);
    await t.db.updateTable('shipments').set({ run_at: soon }).where('campaign_id', '=', id).execute();
    expect((await reschedule({ campaignId: id, sendDate: at(first + 3 * hour) })).json().data).toEqual({ status: -4 });
    expect(await runAtOf(id)).toEqual([soon]);
    await t.db.updateTable('shipments').set({ run_at: first }).where('campaign_id', '=', id).execute();

  });

  test('outside the permitted hours it moves to the next opening (2)', async () => {
    const c = await replyingAccount(t, 1);
    const id = await sendFrom(t, c, { isFuture: true, startDate: at(wholeMinute(t.clock.now() + 2 * hour)) });
    await t.db.updateTable('users').set({ sending_hours: JSON.stringify({ days: [1, 2, 3, 4, 5, 6, 7], from: '09:00', to: '10:00' }) }).where('id', '=', c.userId).execute();
    const d = new Date(t.clock.now() + 2 * 24 * hour);
    const late = at(d.getTime()).slice(0, 10) + ' 22:00';
    expect((await reschedule({ campaignId: id, sendDate: late }, c.token)).json().data).toEqual({ status: 2 });
    const [moved] = await runAtOf(id);
    expect(at(moved).slice(11)).toBe('09:00');
  });

  test('deleting a future shipment is campaigns/delete-campaign: it leaves the report and its credits come back', async () => {
    const d = await replyingAccount(t, 4, 10);
    const id = await sendFrom(t, d, { isFuture: true, startDate: at(wholeMinute(t.clock.now() + 3 * hour)) });
    expect(await smsBalance(t.db, d.userId)).toBe(6);
    expect((await report(t, d.token, 'future-shipments-report')).rows.map((r: { ID: number }) => r.ID)).toEqual([id]);
    expect((await t.app.inject({ method: 'POST', url: '/api/campaigns/delete-campaign', headers: bearer(d.token), payload: { campaignId: id } })).json().data).toEqual({ status: 1 });
    expect((await report(t, d.token, 'future-shipments-report')).rows).toEqual([]);
    expect(await smsBalance(t.db, d.userId)).toBe(10);
  });
});
