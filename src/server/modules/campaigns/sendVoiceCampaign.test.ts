/**
 * Issue 16: send-voice-campaign in its two passes. A voice campaign reserves calls × units
 * from the voice balance, never SMS credits; its recording and calling number must be the
 * account's own; nothing is written by a refusal.
 */
import { bearer, onEachDatabase } from '../../test/signIn';
import { insertUser } from '../../test/testApp';
import { createSession } from '../../http/session';
import { SendVoiceCampaign } from '../../../contract/statusCodes';
import { campaignsOf, pipelineSuite, sendCampaignCall } from './sendTesting';
import { balanceOf, callingAccount, recordingRow, sendVoiceCall } from './voiceTesting';

onEachDatabase('send-voice-campaign', (dbOptions) => {
  const suite = pipelineSuite(dbOptions);
  let n = 0;
  const hash = () => `rec${process.pid}x${(n += 1)}`;

  test('validates with calls × units from the voice balance, then accepts a voice campaign reserving them, leaving SMS credits alone', async () => {
    const a = await callingAccount(suite.t, 100, ['524000001', '524000002', '524000003']);
    const file = hash();
    await recordingRow(suite.t.db, a.userId, file, 75_000);
    const body = { destinations: [{ type: 'cl', id: a.listId }], voiceFile: { hash: file }, callingNumber: a.callingNumber, campaign_type: '3', retryCount: 2, retryInterval: 5 };

    const check = (await sendVoiceCall(suite.t, a.token, { ...body, validation: true })).json().data;
    expect(check.status).toBe(SendVoiceCampaign.validated);
    // 75 seconds: two started minutes a call.
    expect(check.summary).toMatchObject({ recipients: 3, unitsPerCall: 2, credits: 6, remainingCredits: 94, recordingSeconds: 75 });
    expect(check.summary.encoding).toBeUndefined();
    expect(await campaignsOf(suite.t.db, a.userId)).toEqual([]);

    const sent = (await sendVoiceCall(suite.t, a.token, { ...body, validation: false })).json().data;
    expect(sent.status).toBe(SendVoiceCampaign.sent);
    const row = await suite.t.db.selectFrom('campaigns').select(['kind', 'credits_reserved', 'sender', 'content', 'settings']).where('id', '=', sent.campaignId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'voice', credits_reserved: 6, sender: '972501234567', content: '' });
    expect(JSON.parse(row.settings).voice).toEqual({ fileHash: file, durationMs: 75_000, unitsPerCall: 2 });
    expect(await balanceOf(suite.t.db, a.userId, 'voice')).toBe(94);
    expect(await balanceOf(suite.t.db, a.userId, 'sms')).toBe(0);
  });

  test('no recording, a deleted one, one too short or another account\'s: -23, nothing written', async () => {
    const a = await callingAccount(suite.t, 100, ['524000001']);
    const other = await callingAccount(suite.t, 100, ['524000002']);
    const theirs = hash();
    await recordingRow(suite.t.db, other.userId, theirs, 30_000);
    const deleted = hash();
    await recordingRow(suite.t.db, a.userId, deleted, 30_000);
    await suite.t.db.updateTable('voice_files').set({ deleted_at: Date.now() }).where('hash', '=', deleted).execute();
    const short = hash();
    await recordingRow(suite.t.db, a.userId, short, 5_000);
    const body = { destinations: [{ type: 'cl', id: a.listId }], callingNumber: a.callingNumber, campaign_type: '3', validation: false };
    for (const voiceFile of [undefined, { hash: 'nothing' }, { hash: theirs }, { hash: deleted }, { hash: short }]) {
      expect((await sendVoiceCall(suite.t, a.token, { ...body, voiceFile })).json().data.status).toBe(SendVoiceCampaign.noRecording);
    }
    expect(await campaignsOf(suite.t.db, a.userId)).toEqual([]);
    expect(await balanceOf(suite.t.db, a.userId, 'voice')).toBe(100);
  });

  test('a calling number the account does not own (unverified, another account\'s, a name) is refused with -16', async () => {
    const a = await callingAccount(suite.t, 100, ['524000001']);
    const other = await callingAccount(suite.t, 100, ['524000002']);
    await suite.t.db.updateTable('sender_identities').set({ value: '507654321' }).where('account_id', '=', other.userId).where('kind', '=', 'verified').execute();
    const file = hash();
    await recordingRow(suite.t.db, a.userId, file, 30_000);
    const body = { destinations: [{ type: 'cl', id: a.listId }], voiceFile: { hash: file }, campaign_type: '3', validation: false };
    for (const callingNumber of [undefined, '0509999999', '0507654321', 'TestDefault']) {
      expect((await sendVoiceCall(suite.t, a.token, { ...body, callingNumber })).json().data.status).toBe(SendVoiceCampaign.invalidCallingNumber);
    }
    expect(await campaignsOf(suite.t.db, a.userId)).toEqual([]);
  });

  test('not enough voice credits: -2 with needed and remaining, even with SMS credits to spare; zero: -3', async () => {
    const a = await callingAccount(suite.t, 1, ['524000001', '524000002']);
    const file = hash();
    await recordingRow(suite.t.db, a.userId, file, 30_000);
    await suite.t.db.insertInto('balances').values({ user_id: a.userId, service: 'sms', amount: 1000 }).onConflict((oc) => oc.columns(['user_id', 'service']).doUpdateSet({ amount: 1000 })).execute();
    const body = { destinations: [{ type: 'cl', id: a.listId }], voiceFile: { hash: file }, callingNumber: a.callingNumber, campaign_type: '3', validation: false };
    expect((await sendVoiceCall(suite.t, a.token, body)).json().data).toMatchObject({ status: SendVoiceCampaign.notEnoughCredits, needed: 2, remaining: 1 });
    await suite.t.db.updateTable('balances').set({ amount: 0 }).where('user_id', '=', a.userId).where('service', '=', 'voice').execute();
    expect((await sendVoiceCall(suite.t, a.token, body)).json().data.status).toBe(SendVoiceCampaign.zeroCredits);
    expect(await campaignsOf(suite.t.db, a.userId)).toEqual([]);
    expect(await balanceOf(suite.t.db, a.userId, 'sms')).toBe(1000);
  });

  test('an A/B test is for text messages: a voice campaign with one is refused (-31) in both passes, nothing written or reserved', async () => {
    const a = await callingAccount(suite.t, 100, ['524000001', '524000002', '524000003', '524000004']);
    const file = hash();
    await recordingRow(suite.t.db, a.userId, file, 30_000);
    const abTest = { variants: ['one', 'two'], sharePercent: 50, metric: 'delivery', delayMinutes: 5 };
    const body = { destinations: [{ type: 'cl', id: a.listId }], voiceFile: { hash: file }, callingNumber: a.callingNumber, campaign_type: '3', abTest };
    for (const validation of [true, false]) {
      expect((await sendVoiceCall(suite.t, a.token, { ...body, validation })).json().data).toEqual({ status: SendVoiceCampaign.abTestTextOnly });
    }
    expect(await campaignsOf(suite.t.db, a.userId)).toEqual([]);
    expect(await balanceOf(suite.t.db, a.userId, 'voice')).toBe(100);
    // Without the test the same call is sent.
    expect((await sendVoiceCall(suite.t, a.token, { ...body, abTest: undefined, validation: false })).json().data.status).toBe(SendVoiceCampaign.sent);
  });

  test('without the voice permission: 403; a draft is refused rather than sent; an SMS send never takes voice credits', async () => {
    const a = await callingAccount(suite.t, 100, ['524000001']);
    const file = hash();
    await recordingRow(suite.t.db, a.userId, file, 30_000);
    const body = { destinations: [{ type: 'cl', id: a.listId }], voiceFile: { hash: file }, callingNumber: a.callingNumber, campaign_type: '3', validation: false };
    expect((await sendVoiceCall(suite.t, a.token, { ...body, isDraft: true })).statusCode).toBe(400);

    const plain = await insertUser(suite.t.db, { permissions: [] });
    const token = (await createSession(suite.t.db, { userId: plain, lifetimeMs: 3_600_000, keepLoggedIn: false, now: Date.now() })).token;
    expect((await suite.t.app.inject({ method: 'POST', url: '/api/campaigns/send-voice-campaign', headers: bearer(token), payload: body })).statusCode).toBe(403);

    // A text campaign with no SMS credits is refused for credits, and the voice balance stays whole.
    const text = await sendCampaignCall(suite.t, a.token, { smsContent: 'hello', destinations: [{ type: 'cl', id: a.listId }], validation: false });
    expect(text.json().data.status).toBe(-3);
    expect(await balanceOf(suite.t.db, a.userId, 'voice')).toBe(100);
  });
});
