/**
 * Issue 21, one consent record: a "STOP" reply over SMPP, the removal link and support's add each
 * write one record with its evidence, and the next SMS and voice campaigns leave the numbers out
 * (counted as blocked, as the blacklist always was); the record exports as CSV and xlsx with
 * hostile text made harmless, and never with another account's numbers.
 */
import ExcelJS from 'exceljs';
import { Group } from '../../../domain/access';
import { startSmsc } from '../../messaging/providers/smsc';
import { waitUntil } from '../../messaging/testCampaigns';
import { smppTo } from '../../messaging/testDelivery';
import { bearer, onEachDatabase } from '../../test/signIn';
import { ownSender, pipelineSuite, sendCampaignCall } from '../campaigns/sendTesting';
import { callingAccount, recordingRow, sendVoiceCall } from '../campaigns/voiceTesting';
import { listOwner } from '../contacts/importTesting';
import { refundCredits } from '../../messaging/credits';
import { unsubscribeHash, unsubscribeSecretOf } from './unsubscribeLink';

onEachDatabase('the consent record', (dbOptions) => {
  const suite = pipelineSuite(dbOptions);
  const recordOf = (account: number) =>
    suite.t.db.selectFrom('blacklist').select(['phone', 'source', 'channel', 'how', 'evidence_text', 'campaign_id']).where('account_id', '=', account).orderBy('id').execute();
  const exportOf = (token: string, query = '') => suite.t.app.inject({ method: 'GET', url: `/api/reports/export-consent-record${query}`, headers: bearer(token) });

  test('a STOP reply over SMPP, the removal link and support each make one record with evidence; the next SMS and voice campaigns skip those numbers', async () => {
    const { t } = suite;
    const a = await callingAccount(t, 100, ['521450001', '521450002', '521450003', '521450004']);
    await refundCredits(t.db, { account: a.userId, service: 'sms', amount: 100, reason: 'test.grant', now: Date.now() });
    await ownSender(t.db, a.userId, 'attached', '531450000');
    const sent = (await sendCampaignCall(t, a.token, { smsContent: 'Sale', language: 'en', destinations: [{ type: 'cl', id: a.listId }], unsubscribeOption: 2, sourceType: 4, sourceNumber: '0531450000', validation: false })).json().data;
    expect(sent.status).toBe(1);
    const smsc = await startSmsc({ receipts: false });
    try {
      await suite.startPipeline({ provider: smppTo(smsc), tickMs: 20, repeatsMs: 0, webhooksMs: 0 });
      await smsc.waitFor(() => smsc.received.length === 4, 15_000);
      // A reply that only holds the word in a sentence of its own is no opt-out.
      await smsc.sendIncoming({ from: '972521450004', to: '972531450000', text: 'I will stop by the shop tomorrow' });
      await smsc.sendIncoming({ from: '972521450001', to: '972531450000', text: 'STOP' });
      await waitUntil(async () => (await recordOf(a.userId)).length === 1, 10_000, 'the STOP reply recorded');
    } finally {
      await smsc.stop();
    }

    const link = unsubscribeHash(unsubscribeSecretOf(t.config), a.userId, '521450002', Date.now());
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/add-number-to-black-list-by-hash', payload: { hash: link } })).json().data.status).toBe(1);
    const support = await listOwner(t.db);
    await t.db.updateTable('users').set({ group_id: Group.systemManager }).where('id', '=', support.userId).execute();
    const added = await t.app.inject({ method: 'POST', url: '/api/reports/add-number-to-blacklist', headers: bearer(support.token), payload: { phone: '0521450003', userId: a.userId } });
    expect(added.json().data.status).toBe(1);

    expect(await recordOf(a.userId)).toEqual([
      { phone: '521450001', source: 'reply', channel: 'sms', how: 'reply', evidence_text: 'STOP', campaign_id: sent.campaignId },
      { phone: '521450002', source: 'link', channel: 'web', how: 'link', evidence_text: null, campaign_id: null },
      { phone: '521450003', source: 'admin', channel: 'support', how: 'supportUser', evidence_text: null, campaign_id: null },
    ]);
    const history = await t.db.selectFrom('blacklist_history').select(['phone', 'channel', 'how', 'user_id']).where('account_id', '=', a.userId).orderBy('id').execute();
    expect(history).toEqual([
      { phone: '521450001', channel: 'sms', how: 'reply', user_id: null },
      { phone: '521450002', channel: 'web', how: 'link', user_id: null },
      { phone: '521450003', channel: 'support', how: 'supportUser', user_id: support.userId },
    ]);

    // The number's history on the blacklist page tells the same evidence.
    const story = await t.app.inject({ method: 'POST', url: '/api/reports/get-block-number-history', headers: bearer(a.token), payload: { phone: '0521450001' } });
    expect(story.json().data.history).toEqual([expect.objectContaining({ action: 'added', channel: 'sms', how: 'reply', text: 'STOP' })]);

    // The next campaigns of every channel leave the three out, counted as blocked.
    const sms = (await sendCampaignCall(t, a.token, { smsContent: 'Again', destinations: [{ type: 'cl', id: a.listId }], validation: true })).json().data;
    expect(sms.summary).toMatchObject({ recipients: 1, blocked: 3 });
    await recordingRow(t.db, a.userId, `consent${process.pid}`, 10_000);
    const voice = (await sendVoiceCall(t, a.token, { destinations: [{ type: 'cl', id: a.listId }], voiceFile: { hash: `consent${process.pid}` }, callingNumber: a.callingNumber, campaign_type: '3', validation: true })).json().data;
    expect(voice.summary).toMatchObject({ recipients: 1 });
  }, 60_000);

  test("the export is the account's record only, as CSV (BOM, formula guard) and xlsx (text cells), in the language asked; another account's user is 404", async () => {
    const { t } = suite;
    const owner = await listOwner(t.db);
    const other = await listOwner(t.db);
    const at = Date.UTC(2026, 10, 1, 10, 0);
    // An opt-out reply a spreadsheet would run: it still reads as "stop", and is kept as written.
    await t.db.insertInto('blacklist').values({ account_id: owner.userId, phone: '521460001', source: 'reply', added_by: null, created_at: at, channel: 'whatsapp', how: 'reply', evidence_text: '=STOP()', campaign_id: null }).execute();
    await t.db.insertInto('blacklist').values({ account_id: owner.userId, phone: '521460002', source: 'user', added_by: owner.userId, created_at: at + 60_000 }).execute();
    await t.db.insertInto('blacklist').values({ account_id: other.userId, phone: '521469999', source: 'user', added_by: other.userId, created_at: at }).execute();

    const csv = await exportOf(owner.token, '?language=en');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.split('\r\n')).toEqual([
      '\uFEFFNumber,Channel,How,Text received,Campaign,Recorded by,Date (Israel time)',
      `0521460002,Web,Before the consent record,,,${(await t.db.selectFrom('users').select('username').where('id', '=', owner.userId).executeTakeFirstOrThrow()).username},01/11/2026 12:01`,
      "0521460001,WhatsApp,Reply,'=STOP(),,,01/11/2026 12:00",
      '',
    ]);
    expect(csv.body).not.toContain('521469999');
    // Hebrew by default.
    expect((await exportOf(owner.token)).body.split('\r\n')[0]).toBe('\uFEFFמספר,ערוץ,אופן,הטקסט שהתקבל,דיוור,נרשם על ידי,תאריך (שעון ישראל)');

    const xlsx = await t.app.inject({ method: 'GET', url: '/api/reports/export-consent-record-excel?language=ru', headers: bearer(owner.token) });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(1).getCell(1).value).toBe('Номер');
    const hostile = sheet.getRow(3).getCell(4);
    expect(hostile.value).toBe('=STOP()');
    expect(hostile.type).toBe(ExcelJS.ValueType.String);

    expect((await exportOf(owner.token, `?userId=${other.userId}`)).statusCode).toBe(404);
    expect((await exportOf(owner.token, '?language=xx')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/reports/export-consent-record' })).statusCode).toBe(401);
  });
});
