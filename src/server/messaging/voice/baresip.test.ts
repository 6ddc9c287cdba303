/**
 * Did the callee hear the recording? baresip answers, decodes the RTP as a phone would and
 * records it; the recording must match what we sent (PCMU and PCMA both).
 */
import { mulaw } from 'alawmulaw';
import { SipVoiceProvider } from './sipProvider';
import { testTrunk } from './testPeers';
import { audioMatch } from './testPeers/audioMatch';
import { startBaresipRecorder } from './testPeers/baresip';

/** 1.5 s of a sweeping tone with a changing loudness: one clear alignment, nothing periodic. */
function message(): Int16Array {
  return Int16Array.from({ length: 12_000 }, (_, i) => {
    const t = i / 8_000;
    return Math.round(9_000 * (0.6 + 0.4 * Math.sin(2 * Math.PI * 1.3 * t)) * Math.sin(2 * Math.PI * (300 * t + 400 * t * t)));
  });
}

describe('a callee hears the recording (baresip)', () => {
  it.each(['PCMU', 'PCMA'] as const)('records what we sent in %s, correlation at least 0.99', async (codec) => {
    const phone = await startBaresipRecorder({ codec });
    const provider = new SipVoiceProvider(testTrunk(phone));
    const audio = Buffer.from(mulaw.encode(message()));
    try {
      await provider.start();
      const outcome = await provider.call({ messageId: 1, from: '972501234567', to: 'callee', audio });
      expect(outcome).toMatchObject({ status: 'completed', hangupBy: 'caller' });
    } finally {
      await provider.stop();
    }
    const [heard] = await phone.stop();
    expect(heard).toBeDefined();
    const match = audioMatch(mulaw.decode(audio), heard);
    expect(match.correlation).toBeGreaterThanOrEqual(0.99);
    // The phone's jitter buffer still holds the last ~100 ms when our BYE ends the call.
    expect(match.covered).toBeGreaterThan(0.9);
  });
});
