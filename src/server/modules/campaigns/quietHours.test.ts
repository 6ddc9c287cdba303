/**
 * Quiet hours on the recipient's own clock (issue 21), through the real pipeline: a campaign
 * due when it is morning in Israel and night in New York reaches the Israeli number at once;
 * the American one waits (the report says "waiting: quiet hours"), and goes, once, when the
 * pipeline's clock passes 08:00 in New York (not while its campaign is stopped). Credits stay
 * as acceptance reserved them.
 */
import { Group } from '../../../domain/access';
import { formatIsraelDateTime } from '../../../domain/israelTime';
import { defaultQuietHours } from '../../../domain/quietHours';
import { fromZonedWallTime, zonedWallTime } from '../../../domain/zonedTime';
import { SimulatorProvider } from '../../messaging/providers/simulator';
import { waitUntil } from '../../messaging/testCampaigns';
import { onEachDatabase } from '../../test/signIn';
import { israeliMorningNewYorkNight, keepBuiltInQuietHours } from '../../test/testQuietHours';
import { post, smsReport } from '../reports/messages/testSmsReport';
import { post as superAdminCall, staff } from '../superAdmin/customers/testKit';
import { pipelineSuite, sendCampaignCall, sendingAccount, smsBalance } from './sendTesting';

onEachDatabase('quiet hours in the recipient’s time zone', (dbOptions) => {
  const suite = pipelineSuite(dbOptions);

  test('a number abroad at its night waits (shown as quietHours) and goes after 08:00 its time; the Israeli one goes at once; each once, credits unchanged', async () => {
    const t = suite.t;
    const a = await sendingAccount(t, 10, ['525550001', '12126647665']);
    // The account's brand keeps the built-in rules (the test config's default is none).
    await keepBuiltInQuietHours(t.db, a.userId);

    const sent = (await sendCampaignCall(t, a.token, { smsContent: 'hello', destinations: [{ type: 'cl', id: a.listId }], validation: false })).json().data;
    expect(sent.status).toBe(1);
    expect(await smsBalance(t.db, a.userId)).toBe(8);

    let now = israeliMorningNewYorkNight();
    const provider = new SimulatorProvider({ latencyMs: 1, receiptDelayMs: 5, outcomes: { delivered: 1 }, replyShare: 0, seed: 3 });
    const submitted: string[] = [];
    const submit = provider.submit.bind(provider);
    provider.submit = async (messages) => {
      submitted.push(...messages.map((m) => m.to));
      return submit(messages);
    };
    const pipeline = await suite.startPipeline({ provider, tickMs: 20, repeatsMs: 0, webhooksMs: 0, now: () => now });
    const messages = () => t.db.selectFrom('messages').select(['phone', 'status', 'quiet_until', 'next_attempt_at', 'attempts']).where('campaign_id', '=', sent.campaignId).orderBy('seq').execute();
    await waitUntil(async () => (await messages()).some((m) => m.phone === '972525550001' && m.status === 'delivered'), 10_000, 'the Israeli number delivered');

    const ny = zonedWallTime('America/New_York', now);
    const eight = fromZonedWallTime('America/New_York', ny.year, ny.month, ny.day, 8, 0);
    const waiting = (await messages()).find((m) => m.phone === '12126647665')!;
    expect({ status: waiting.status, quietUntil: Number(waiting.quiet_until), due: Number(waiting.next_attempt_at), attempts: waiting.attempts }).toEqual({ status: 'queued', quietUntil: eight, due: eight, attempts: 0 });
    expect((await post(t, a.token, 'get-sms-request-count', { reportName: 'sms-report', campaignId: sent.campaignId })).json().data.byStatus).toEqual({ delivered: 1, quietHours: 1 });
    // The report's rows, and its status filter, name it too.
    const waitingRows = (await smsReport(t, a.token, { campaignId: sent.campaignId, status: 'quietHours', pageSize: 10 })).rows as { destination: string; status: string }[];
    expect(waitingRows.map((r) => [r.destination, r.status])).toEqual([['12126647665', 'quietHours']]);
    expect(await t.db.selectFrom('shipments').select('status').where('campaign_id', '=', sent.campaignId).executeTakeFirstOrThrow()).not.toEqual({ status: 'done' });

    // Stopped meanwhile (as block-campaigns does), it keeps waiting past 08:00; resumed, it goes.
    await t.db.updateTable('campaigns').set({ status: 'stopped' }).where('id', '=', sent.campaignId).execute();
    now = eight + 1_000;
    await pipeline.scheduler.wake();
    await pipeline.scheduler.wake();
    expect((await messages()).find((m) => m.phone === '12126647665')).toMatchObject({ status: 'queued', attempts: 0 });
    await t.db.updateTable('campaigns').set({ status: 'sending' }).where('id', '=', sent.campaignId).execute();
    await waitUntil(async () => (await messages()).every((m) => m.status === 'delivered'), 10_000, 'the American number delivered after 08:00 its time');
    expect(submitted.sort()).toEqual(['12126647665', '972525550001']);
    expect(await smsBalance(t.db, a.userId)).toBe(8);
    await waitUntil(async () => (await t.db.selectFrom('campaigns').select('status').where('id', '=', sent.campaignId).executeTakeFirstOrThrow()).status === 'sent', 10_000, 'campaign sent');
  });

  test('the composer’s estimate tells how many wait and until when, for the campaign’s start; advertising keeps Israel’s Friday-Saturday rest', async () => {
    const t = suite.t;
    const a = await sendingAccount(t, 10, ['525550002', '12126647665']);
    const admin = await staff(t, Group.superAdmin);
    const brand = await t.db.insertInto('brands').values({ host: `notice-${a.userId}.example`, logo_name: 'Quiet', app_logo_src: '/favicon.svg', support_phone: '', support_email: '' }).returning('id').executeTakeFirstOrThrow();
    await t.db.updateTable('users').set({ brand_id: brand.id }).where('id', '=', a.userId).execute();
    const estimate = async (body: object) => (await t.app.inject({ method: 'POST', url: '/api/campaigns/get-campaign-credits-number', headers: { authorization: `Bearer ${a.token}` }, payload: { smsContent: 'hi', destinations: [{ type: 'cl', id: a.listId }], ...body } })).json().data;
    const start = israeliMorningNewYorkNight();
    const future = { isFuture: true, startDate: formatIsraelDateTime(start) };
    // A brand without its own, on a server whose default is none: nobody waits.
    expect((await estimate(future)).quietHours).toBeUndefined();

    expect((await superAdminCall(t, admin.token, 'set-quiet-hours', { brandId: brand.id, quietHours: defaultQuietHours })).json().data).toEqual({ status: 1 });
    const ny = zonedWallTime('America/New_York', start);
    expect((await estimate(future)).quietHours).toEqual({ recipients: 1, until: formatIsraelDateTime(fromZonedWallTime('America/New_York', ny.year, ny.month, ny.day, 8, 0)) });
    // The send's validation pass (the summary the composer confirms) tells the same.
    const check = (await sendCampaignCall(t, a.token, { smsContent: 'hi', destinations: [{ type: 'cl', id: a.listId }], ...future, validation: true })).json().data;
    expect(check.summary.quietHours).toEqual({ recipients: 1, until: formatIsraelDateTime(fromZonedWallTime('America/New_York', ny.year, ny.month, ny.day, 8, 0)) });
    // Friday 15:00 in Israel (a Friday two days after the start): an advertising message (it offers removal) waits for both.
    const friday = new Date(start + 2 * 86_400_000);
    const fridayAfternoon = fromZonedWallTime('Asia/Jerusalem', friday.getUTCFullYear(), friday.getUTCMonth() + 1, friday.getUTCDate(), 15, 0);
    const saturdayEvening = fromZonedWallTime('Asia/Jerusalem', friday.getUTCFullYear(), friday.getUTCMonth() + 1, friday.getUTCDate() + 1, 20, 0);
    expect((await estimate({ isFuture: true, startDate: formatIsraelDateTime(fridayAfternoon), unsubscribeOption: 2 })).quietHours).toEqual({ recipients: 1, until: formatIsraelDateTime(saturdayEvening) });
  });

  test('super-admin sets a brand’s quiet hours (audited), reads them back, or lets the brand follow the default again; bad hours 400, unknown brand 404, others 403', async () => {
    const t = suite.t;
    const admin = await staff(t, Group.superAdmin);
    const brand = await t.db.insertInto('brands').values({ host: 'rules.example', logo_name: 'Rules', app_logo_src: '/favicon.svg', support_phone: '', support_email: '' }).returning('id').executeTakeFirstOrThrow();
    const call = (op: string, body: object, token = admin.token) => superAdminCall(t, token, op, body);
    const own = { daily: { from: '22:00', to: '07:30' }, countries: [{ country: 'IL', advertisingRest: { fromDay: 6, from: '13:00', toDay: 7, to: '21:00' } }, { country: 'US', daily: { from: '20:00', to: '09:00' } }] };
    expect((await call('get-quiet-hours', { brandId: brand.id })).json().data).toMatchObject({ brandId: brand.id, own: false, quietHours: { daily: { from: '00:00', to: '00:00' } } });
    expect((await call('set-quiet-hours', { brandId: brand.id, quietHours: own })).json().data).toEqual({ status: 1 });
    const read = (await call('get-quiet-hours', { brandId: brand.id })).json().data;
    expect(read).toMatchObject({ own: true, quietHours: own });
    expect(read.countries).toEqual(expect.arrayContaining(['IL', 'US', 'GB']));
    expect((await call('set-quiet-hours', { brandId: brand.id, quietHours: { ...own, daily: { from: '25:00', to: '07:00' } } })).statusCode).toBe(400);
    expect((await call('set-quiet-hours', { brandId: brand.id, quietHours: { ...own, countries: [{ country: 'IL' }, { country: 'IL' }] } })).statusCode).toBe(400);
    expect((await call('get-quiet-hours', { brandId: brand.id })).json().data.quietHours).toEqual(own);
    expect((await call('set-quiet-hours', { brandId: 999_999, quietHours: own })).statusCode).toBe(404);
    expect((await call('get-quiet-hours', { brandId: 999_999 })).statusCode).toBe(404);
    const manager = await staff(t, Group.systemManager);
    expect((await call('set-quiet-hours', { brandId: brand.id, quietHours: own }, manager.token)).statusCode).toBe(403);
    expect((await call('set-quiet-hours', { brandId: brand.id })).json().data).toEqual({ status: 1 });
    expect((await call('get-quiet-hours', { brandId: brand.id })).json().data.own).toBe(false);
    const audit = await t.db.selectFrom('audit_log').select('operation').where('operation', '=', 'setQuietHours').execute();
    expect(audit.length).toBeGreaterThanOrEqual(2);
  });
});
