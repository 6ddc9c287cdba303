/**
 * voice.dispatch-1k: a 1,000-recipient voice campaign of 6-second audio, accepted to its last
 * outcome recorded, through the whole pipeline (scheduler, call lane, call desk, SIP provider
 * at 200 channels) to SIPp on loopback, on a SQLite file as `npm start` keeps it. The ceiling
 * is the trunk's: 200 channels / ~6 s a call ≈ 33 calls/s, less the first wave's filling and
 * the last one's emptying.
 * Runnable alone: node -r esbuild-register scripts/benches/voiceDispatch.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { insertVoiceCampaign } from '../../src/server/messaging/calls/testCalls';
import { refundCredits } from '../../src/server/messaging/credits';
import { startPipeline } from '../../src/server/messaging/pipeline';
import { testAccount, testDatabase } from '../../src/server/messaging/testCampaigns';
import { SipVoiceProvider } from '../../src/server/messaging/voice/sipProvider';
import { startSippCallee, testTrunk, toneAudio } from '../../src/server/messaging/voice/testPeers';
import { keepRecording, recordingAudio } from '../../src/server/recordings';

type Print = (name: string, value: string | number, unit: string) => void;

const recipients = 1_000;
const channels = 200;

export async function benchVoiceDispatch(print: Print): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-voice-'));
  const { db, close } = await testDatabase({ file: join(dir, 'app.sqlite') });
  const callee = await startSippCallee();
  // 200 channels, 100 calls started a second at most: equal-length calls start and end in
  // waves, and the start rate sets how long the first wave takes to fill the channels and the
  // last to empty them (at 50 a second, 4 s each way: about 27 calls/s here).
  const callsPerSecond = 100;
  const provider = new SipVoiceProvider(testTrunk(callee, { channels, callsPerSecond }));
  const pipeline = await startPipeline({ db, voiceProvider: provider, audioOf: (account, hash) => recordingAudio(db, dir, account, hash), config: { smpp: null, simulator: {}, voice: { sip: null, channels, callsPerSecond, ringTimeoutMs: 30_000, simulatorSpeed: 1 } } });
  try {
    const account = await testAccount(db, 0);
    await refundCredits(db, { account, service: 'voice', amount: recipients, reason: 'bench', now: Date.now() });
    const recording = await keepRecording(db, dir, { accountId: account, userId: account, source: 'upload', originalName: 'bench.wav', now: Date.now() }, toneAudio(6));
    // Numbers ending in 1: none of the callee's busy, no-answer, not-found or hang-up endings.
    const phones = Array.from({ length: recipients }, (_, i) => `972525${String(i).padStart(4, '0')}1`);
    const started = performance.now();
    const { campaignId } = await insertVoiceCampaign(db, { accountId: account, phones, fileHash: recording.hash, durationMs: recording.durationMs });
    for (;;) {
      const open = await db.selectFrom('messages').select((eb) => eb.fn.countAll<number>().as('n')).where('campaign_id', '=', campaignId).where('status', 'not in', ['delivered', 'failed']).executeTakeFirstOrThrow();
      const made = await db.selectFrom('messages').select((eb) => eb.fn.countAll<number>().as('n')).where('campaign_id', '=', campaignId).executeTakeFirstOrThrow();
      if (Number(made.n) === recipients && Number(open.n) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const seconds = (performance.now() - started) / 1000;
    const completed = await db.selectFrom('messages').select((eb) => eb.fn.countAll<number>().as('n')).where('campaign_id', '=', campaignId).where('call_status', '=', 'completed').executeTakeFirstOrThrow();
    print('voice.dispatch-1k', (recipients / seconds).toFixed(1), 'calls/s');
    print('voice.dispatch-1k-completed', Number(completed.n), 'calls');
  } finally {
    await pipeline.stop();
    await callee.stop();
    await close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  benchVoiceDispatch((name, value, unit) => console.log(`bench ${name}: ${value} ${unit}`)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
