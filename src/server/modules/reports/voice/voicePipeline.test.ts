/**
 * The voice report reads what the pipeline really writes: a voice campaign called through the
 * voice simulator (one number per outcome, by its last digits: messaging/voice/simulator.ts),
 * then voice-report and get-voice-duration as the page reads them.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { insertVoiceCampaign } from '../../../messaging/calls/testCalls';
import { refundCredits } from '../../../messaging/credits';
import { startPipeline } from '../../../messaging/pipeline';
import { SimulatorProvider } from '../../../messaging/providers/simulator';
import { waitUntil } from '../../../messaging/testCampaigns';
import { VoiceSimulator } from '../../../messaging/voice/simulator';
import { createSession } from '../../../http/session';
import { bearer } from '../../../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../../../test/testApp';

/** Six seconds of silence in µ-law (0xff), the recording the calls play. */
const recording = Buffer.alloc(6 * 8_000, 0xff);

describe('the voice report of a campaign called through the voice simulator (SQLite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dataDir: mkdtempSync(join(tmpdir(), 'voice-pipeline-')) });
  });
  afterAll(() => t.close());

  test('every call with the status, seconds listened and hang-up the pipeline recorded; the figures add up; no SMS', async () => {
    const account = await insertUser(t.db, { permissions: [13] });
    const token = (await createSession(t.db, { userId: account, lifetimeMs: 3_600_000, keepLoggedIn: false, now: Date.now() })).token;
    await refundCredits(t.db, { account, service: 'voice', amount: 100, reason: 'test.grant', now: Date.now() });
    const phones = ['972524000001', '972524000222', '972524000486', '972524000404', '972524000480'];
    const { campaignId } = await insertVoiceCampaign(t.db, { accountId: account, phones, fileHash: 'silence', durationMs: 6_000 });
    const pipeline = await startPipeline({
      db: t.db,
      provider: new SimulatorProvider({ latencyMs: 1, receiptDelayMs: 5, replyShare: 0, seed: 3 }),
      voiceProvider: new VoiceSimulator({ speed: 50 }),
      audioOf: async () => recording,
      tickMs: 20,
      repeatsMs: 0,
      webhooksMs: 0,
    });
    try {
      const settled = async () => (await t.db.selectFrom('messages').select('id').where('campaign_id', '=', campaignId).where('status', 'in', ['delivered', 'failed']).execute()).length === phones.length;
      await waitUntil(settled, 30_000, 'every call ended');
    } finally {
      await pipeline.stop();
    }
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/reports/${url}`, headers: bearer(token), payload });

    const report = (await post('voice-report', { pageSize: 10 })).json().data;
    expect(report.pageInfo.total).toBe(5);
    const byNumber = Object.fromEntries(report.rows.map((r: { destination: string }) => [r.destination, r]));
    expect(byNumber['0524000001']).toMatchObject({ callStatus: 'completed', listenedSeconds: 6, hangupBy: 'caller', attempts: 1, credits: 1, answeredOn: expect.any(String) });
    expect(byNumber['0524000222']).toMatchObject({ callStatus: 'completed', listenedSeconds: 2, hangupBy: 'callee' });
    expect(byNumber['0524000486']).toMatchObject({ callStatus: 'busy', credits: 0 });
    expect(byNumber['0524000404']).toMatchObject({ callStatus: 'failed', credits: 0 });
    expect(byNumber['0524000480']).toMatchObject({ callStatus: 'no-answer', credits: 0 });
    expect(report.totals).toEqual({ messages: 5, credits: 2 });

    const duration = (await post('get-voice-duration', { campaignId })).json().data;
    expect(duration).toMatchObject({ calls: 5, answered: 2, notAnswered: 3, totalSeconds: 8, messageSeconds: 6, credits: 2, byStatus: { completed: 2, busy: 1, failed: 1, 'no-answer': 1 } });
    expect(duration.buckets).toEqual([{ fromSeconds: 0, toSeconds: 10, calls: 2 }]);
    expect(duration.overTime.reduce((sum: number, p: { answered: number; notAnswered: number }) => sum + p.answered + p.notAnswered, 0)).toBe(5);

    expect((await post('sms-report', {})).json().data.pageInfo.total).toBe(0);
  });
});
