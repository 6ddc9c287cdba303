/**
 * Test peers for the voice route: SIPp as a scripted callee (sipp.ts) and baresip as a phone
 * that records what it heard (baresip.ts). testTrunk gives the provider's settings for a peer,
 * testVoiceSettings the server configuration's `voice` for it:
 *
 *   const callee = await startSippCallee();
 *   const config = testConfig({ voice: testVoiceSettings(callee) });   // voiceProviderFromConfig → SIP
 *   ... numbers ending 486 busy, 480 no-answer, 404 failed, 222 callee hangs up, others complete ...
 *   expect((await callee.stop()).successfulCalls).toBe(200);
 */
import type { SipVoiceSettings } from '../sipProvider';
import type { VoiceSettings } from '../settings';
import { calleeCredentials } from './sipp';

export { calleeAddress, calleeCredentials, startSippCallee, type SippCallee, type SippCounters } from './sipp';
export { toneAudio } from './tone';
export { udpReceiveBufferDrops } from './udpDrops';

/** SIP provider settings that call the peer at host:port, with short timers for tests. */
export function testTrunk(peer: { host: string; port: number; transport?: 'udp' | 'tcp' }, overrides: Partial<SipVoiceSettings> = {}): SipVoiceSettings {
  return {
    host: peer.host,
    port: peer.port,
    transport: peer.transport ?? 'udp',
    ...calleeCredentials,
    callerIdRule: '',
    localAddress: '127.0.0.1',
    localPort: 0,
    rtpPorts: { from: 20_000, to: 29_999 },
    inviteTimeoutMs: 32_000,
    channels: 200,
    callsPerSecond: 1_000,
    ringTimeoutMs: 30_000,
    ...overrides,
  };
}

/** The configuration's `voice` (Config.voice) calling the peer; the simulator's speed is unused. */
export function testVoiceSettings(peer: { host: string; port: number; transport?: 'udp' | 'tcp' }, overrides: Partial<SipVoiceSettings> = {}): VoiceSettings {
  const { channels, callsPerSecond, ringTimeoutMs, ...sip } = testTrunk(peer, overrides);
  return { sip, channels, callsPerSecond, ringTimeoutMs, simulatorSpeed: 10 };
}
