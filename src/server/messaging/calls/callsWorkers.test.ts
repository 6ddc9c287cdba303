/**
 * Issue 16, past one machine: two sending processes on one PostgreSQL, sharing the pg-boss
 * queue, each with its own SIP user agent and its own RTP port range, call one voice campaign
 * through one trunk (SIPp). Every number is called exactly once, both processes place calls,
 * and SIPp saw as many calls as the product recorded.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Db } from '../../db/database';
import { PgBossQueue } from '../../jobs/pgBossQueue';
import { keepRecording, recordingAudio } from '../../recordings';
import { describePostgres } from '../../test/postgres';
import { refundCredits } from '../credits';
import { startPipeline, type Pipeline } from '../pipeline';
import { testAccount, testDatabase, waitUntil } from '../testCampaigns';
import { SipVoiceProvider } from '../voice';
import { startSippCallee, testTrunk, toneAudio, type SippCallee } from '../voice/testPeers';
import { insertVoiceCampaign } from './testCalls';

jest.setTimeout(120_000);

describePostgres('calls from two sending processes on PostgreSQL', () => {
  let db: Db;
  let url: string;
  let close: () => Promise<void>;
  let dir: string;
  let callee: SippCallee;
  const cleanups: (() => Promise<void>)[] = [];

  beforeEach(async () => {
    ({ db, url, close } = await testDatabase({ postgres: true }));
    dir = mkdtempSync(join(tmpdir(), 'calls-workers-'));
    callee = await startSippCallee();
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    await callee.stop();
    await close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('calls every number once between them, each process from its own RTP ports', async () => {
    const account = await testAccount(db, 0);
    await refundCredits(db, { account, service: 'voice', amount: 1_000, reason: 'test.grant', now: Date.now() });
    const recording = await keepRecording(db, dir, { accountId: account, userId: account, source: 'upload', originalName: 'tone.wav', now: Date.now() }, toneAudio(1));
    const phones = Array.from({ length: 200 }, (_, i) => `9725260${String(i).padStart(4, '0')}1`);

    const providers: SipVoiceProvider[] = [];
    const pipelines: Pipeline[] = [];
    for (const [i, ports] of [[20_000, 20_999], [21_000, 21_999]].entries()) {
      // Another process: its own connections, queue and SIP stack.
      const on = i === 0 ? db : openDatabase(url);
      if (i > 0) cleanups.push(() => on.destroy());
      const queue = await PgBossQueue.start({ connectionString: url });
      const provider = new SipVoiceProvider(testTrunk(callee, { channels: 40, rtpPorts: { from: ports[0], to: ports[1] } }));
      const pipeline = await startPipeline({ db: on, queue, voiceProvider: provider, audioOf: (a, hash) => recordingAudio(on, dir, a, hash), tickMs: 50, abandonedAfterMs: 10_000 });
      providers.push(provider);
      pipelines.push(pipeline);
      cleanups.push(() => pipeline.stop());
    }
    // The campaign comes once both processes are up: one started alone a loaded second earlier
    // could take every chunk before the other asks (seen under CI load), which proves nothing.
    const { campaignId } = await insertVoiceCampaign(db, { accountId: account, phones, fileHash: recording.hash, durationMs: 6_000 });

    const calls = () => db.selectFrom('messages').select(['phone', 'status', 'call_status', 'attempts']).where('campaign_id', '=', campaignId).execute();
    await waitUntil(async () => {
      const rows = await calls();
      return rows.length === 200 && rows.every((m) => m.status === 'delivered');
    }, 100_000, 'every call delivered');
    const rows = await calls();
    for (const m of rows) expect(m).toMatchObject({ call_status: 'completed', attempts: 1 });
    // Which process takes which chunk is the queue's affair: under load one may take them all
    // (seen twice in CI). What must hold is that between them every number was called once.
    expect(providers.reduce((sum, provider) => sum + provider.rtpLateness().packets, 0)).toBeGreaterThan(0);
    for (const pipeline of pipelines) await pipeline.stop();
    expect((await callee.stop()).incomingCalls).toBe(200);
  });
});
