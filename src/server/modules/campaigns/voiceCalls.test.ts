/**
 * Issue 16's proof that calls happened: a 200-recipient voice campaign, sent through the API
 * and the pipeline, placed over SIP + RTP to SIPp as callee (a SIP implementation nobody here
 * wrote). SIPp's own counters must equal what the product recorded, and each kind of answer
 * must land in its call status: 486 busy, ringing out no-answer, 404 failed, an early hang-up
 * completed with its seconds. Busy and no-answer are redialled by the campaign's retries.
 */
import { SendVoiceCampaign } from '../../../contract/statusCodes';
import { startTestApp, type TestApp } from '../../test/testApp';
import { callingAccount, recordingRow, sendVoiceCall, balanceOf } from './voiceTesting';
import { startPipeline, type Pipeline } from '../../messaging/pipeline';
import { SipVoiceProvider } from '../../messaging/voice';
import { startSippCallee, testTrunk, toneAudio, udpReceiveBufferDrops, type SippCallee } from '../../messaging/voice/testPeers';

jest.setTimeout(120_000);



const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(200);
  }
}

describe('a voice campaign over SIP + RTP to SIPp', () => {
  let t: TestApp;
  let callee: SippCallee;
  let pipeline: Pipeline | null = null;

  beforeAll(async () => {
    t = await startTestApp({}, {});
    callee = await startSippCallee();
  });
  afterAll(async () => {
    await pipeline?.stop();
    await callee.stop();
    await t.close();
  });

  test('200 recipients: SIPp counts every dialog and RTP packet the product recorded; each answer has its status', async () => {
    // 180 answer and listen to the end; 5 each are busy, ring out, are not found, hang up after 2 s.
    const phones = Array.from({ length: 200 }, (_, i) => {
      const tail = i < 180 ? String(1000 + i).padStart(4, '0') : ['0486', '0480', '0404', '0222'][(i - 180) % 4];
      return `0524${String(i).padStart(2, '0').slice(-2)}${tail}`.slice(0, 10);
    });
    expect(new Set(phones).size).toBe(200);
    const a = await callingAccount(t, 1000, phones);
    await recordingRow(t.db, a.userId, 'tone', 30_000);
    // 4 s of audio: the callee who hangs up after 2 s is well before its end on a loaded machine.
    const audio = toneAudio(4);
    const provider = new SipVoiceProvider(testTrunk(callee, { ringTimeoutMs: 4_000 }));
    const dropsBefore = udpReceiveBufferDrops();
    pipeline = await startPipeline({ db: t.db, voiceProvider: provider, audioOf: async (account, hash) => (account === a.userId && hash === 'tone' ? audio : null), tickMs: 100 });

    const sent = (await sendVoiceCall(t, a.token, { destinations: [{ type: 'cl', id: a.listId }], voiceFile: { hash: 'tone' }, callingNumber: a.callingNumber, campaign_type: '3', retryCount: 1, retryInterval: 0, validation: false })).json().data;
    expect(sent.status).toBe(SendVoiceCampaign.sent);
    const messages = () => t.db.selectFrom('messages').select(['phone', 'status', 'call_status', 'attempts', 'listened_ms', 'hangup_by', 'sip_code', 'answered_at', 'error']).where('campaign_id', '=', sent.campaignId).execute();
    await until(async () => {
      const rows = await messages();
      return rows.length === 200 && rows.every((m) => m.status === 'delivered' || m.status === 'failed');
    }, 100_000);
    const packets = provider.rtpLateness().packets;
    await pipeline.stop();
    pipeline = null;

    const rows = await messages();
    const byEnding = (ending: string) => rows.filter((m) => m.phone.endsWith(ending));
    const answered = rows.filter((m) => !['486', '480', '404', '222'].some((e) => m.phone.endsWith(e)));
    expect(answered).toHaveLength(180);
    for (const m of answered) {
      expect(m).toMatchObject({ status: 'delivered', call_status: 'completed', attempts: 1, hangup_by: 'caller', sip_code: 200 });
      expect(m.listened_ms).toBeGreaterThanOrEqual(3_900);
    }
    for (const m of byEnding('486')) expect(m).toMatchObject({ status: 'failed', call_status: 'busy', attempts: 2, sip_code: 486 });
    for (const m of byEnding('480')) expect(m).toMatchObject({ status: 'failed', call_status: 'no-answer', attempts: 2 });
    for (const m of byEnding('404')) expect(m).toMatchObject({ status: 'failed', call_status: 'failed', attempts: 1, sip_code: 404 });
    for (const m of byEnding('222')) {
      expect(m).toMatchObject({ status: 'delivered', call_status: 'completed', attempts: 1, hangup_by: 'callee' });
      expect(m.listened_ms).toBeGreaterThanOrEqual(1_900);
      expect(m.listened_ms).toBeLessThan(3_500);
    }

    // SIPp's own counters: every dialog the product placed (attempts) ended in its scenario, and
    // every RTP packet the product sent reached it, but those the kernel itself dropped on a
    // loaded machine (counted, never more).
    const counters = await callee.stop();
    expect(counters.successfulCalls).toBe(rows.reduce((n, m) => n + Number(m.attempts), 0));
    expect(counters.failedCalls).toBe(0);
    expect(packets).toBeGreaterThan(180 * 120);
    expect(packets - counters.echoedRtpPackets).toBeLessThanOrEqual(udpReceiveBufferDrops() - dropsBefore);
    expect(counters.echoedRtpPackets).toBeLessThanOrEqual(packets);

    // Credits: 200 calls × 1 unit reserved; the 15 never reached (busy, no answer, failed) refunded.
    expect(await balanceOf(t.db, a.userId, 'voice')).toBe(1000 - 185);
    const campaign = await t.db.selectFrom('campaigns').select(['status', 'credits_spent', 'credits_refunded']).where('id', '=', sent.campaignId).executeTakeFirstOrThrow();
    expect(campaign).toMatchObject({ status: 'sent', credits_spent: 185, credits_refunded: 15 });
  });
});
