/**
 * Issue 16: the sending process killed outright (SIGKILL) in the middle of a voice campaign,
 * on a real SQLite file, with real calls to SIPp. The restarted process settles the calls the
 * dead one left (calls/abandonedCalls.ts) and finishes the campaign: no number is called more
 * often than the retry policy allows, none is skipped, an answered call is never dialled again,
 * and the voice credits equal the calls that reached someone.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../../db/database';
import { keepRecording } from '../../recordings';
import { refundCredits } from '../credits';
import { startPipelineProcess, type PipelineProcess } from '../pipelineProcess';
import { testAccount, testDatabase, waitUntil } from '../testCampaigns';
import { calleeCredentials, startSippCallee, toneAudio, type SippCallee } from '../voice/testPeers';
import { insertVoiceCampaign } from './testCalls';

jest.setTimeout(180_000);


describe('calls survive the sending process killed mid-campaign (SQLite file, SIPp)', () => {
  let dir: string;
  let db: Db;
  let close: () => Promise<void>;
  let callee: SippCallee;
  let pipeline: PipelineProcess | null = null;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'calls-crash-'));
    ({ db, close } = await testDatabase({ file: join(dir, 'app.sqlite') }));
    callee = await startSippCallee();
  });
  afterEach(async () => {
    await pipeline?.stop();
    await callee.stop();
    await close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('settles the calls the dead process left by what was written of them, and finishes the rest once', async () => {
    const account = await testAccount(db, 0);
    await refundCredits(db, { account, service: 'voice', amount: 1_000, reason: 'test.grant', now: Date.now() });
    const recording = await keepRecording(db, dir, { accountId: account, userId: account, source: 'upload', originalName: 'tone.wav', now: Date.now() }, toneAudio(3));
    const phones = Array.from({ length: 60 }, (_, i) => `9725240${String(i).padStart(5, '0')}`);
    // One redial allowed: a call whose outcome the crash hid may be dialled once more, never twice.
    const { campaignId } = await insertVoiceCampaign(db, { accountId: account, phones, fileHash: recording.hash, durationMs: 6_000, retryCount: 1, retryIntervalMinutes: 0 });

    const env = {
      ...process.env,
      DATABASE_URL: `sqlite:${join(dir, 'app.sqlite')}`,
      DATA_DIR: dir,
      PIPELINE_QUEUE: '',
      VOICE_SIP_HOST: callee.host,
      VOICE_SIP_PORT: String(callee.port),
      VOICE_SIP_USER: calleeCredentials.user,
      VOICE_SIP_PASSWORD: calleeCredentials.password,
      VOICE_SIP_LOCAL_ADDRESS: '127.0.0.1',
      VOICE_CHANNELS: '10',
      VOICE_CALLS_PER_SECOND: '20',
    };
    pipeline = startPipelineProcess({ env, restartDelayMs: 100 });
    const calls = () => db.selectFrom('messages').select(['id', 'phone', 'status', 'call_status', 'attempts', 'answered_at', 'error']).where('campaign_id', '=', campaignId).execute();

    // Killed while calls are answered and playing, after some have ended.
    await waitUntil(async () => {
      const rows = await calls();
      return rows.filter((m) => m.status === 'delivered').length >= 10 && rows.some((m) => m.status === 'submitting' && m.answered_at !== null);
    }, 60_000, 'calls under way');
    const first = pipeline.pid!;
    const atKill = await calls();
    process.kill(first, 'SIGKILL');
    const answeredAtKill = atKill.filter((m) => m.status === 'submitting' && m.answered_at !== null).map((m) => m.id);
    expect(answeredAtKill.length).toBeGreaterThan(0);

    await waitUntil(async () => (await calls()).every((m) => m.status === 'delivered' || m.status === 'failed'), 120_000, 'every call ended');
    expect(pipeline.starts).toBe(2);
    const rows = await calls();

    // None skipped; an answered call is never dialled again; nobody called beyond the policy (1 + 1 redial).
    expect(rows).toHaveLength(60);
    for (const m of rows) expect(Number(m.attempts)).toBeGreaterThanOrEqual(1);
    for (const m of rows) expect(Number(m.attempts)).toBeLessThanOrEqual(2);
    for (const id of answeredAtKill) expect(rows.find((m) => m.id === id)).toMatchObject({ status: 'delivered', call_status: 'completed', attempts: 1, error: 'the sending process stopped during the call' });
    // Every callee answers: all delivered in the end.
    expect(rows.every((m) => m.status === 'delivered')).toBe(true);

    // SIPp saw every dialog the product counted as an attempt, except those the killed process
    // had written as dialling but not yet sent (the attempt is recorded before the INVITE leaves,
    // so a crash never leaves a call made and not counted): at most one per channel it held.
    await pipeline.stop();
    pipeline = null;
    const counters = await callee.stop({ callerDied: true });
    const attempts = rows.reduce((n, m) => n + Number(m.attempts), 0);
    expect(counters.incomingCalls).toBeLessThanOrEqual(attempts);
    expect(attempts - counters.incomingCalls).toBeLessThanOrEqual(Number(env.VOICE_CHANNELS));

    // Credits: one unit a call that reached someone, nothing refunded, the rest returned.
    const balance = await db.selectFrom('balances').select('amount').where('user_id', '=', account).where('service', '=', 'voice').executeTakeFirstOrThrow();
    expect(Number(balance.amount)).toBe(1_000 - 60);
    const campaign = await db.selectFrom('campaigns').select(['status', 'credits_spent', 'credits_refunded']).where('id', '=', campaignId).executeTakeFirstOrThrow();
    expect(campaign).toMatchObject({ status: 'sent', credits_spent: 60, credits_refunded: 0 });
  });
});
