/**
 * Test peers for the voice route: SIPp as a scripted callee (sipp.ts) and baresip as a phone
 * that records what it heard (baresip.ts). testTrunk gives the provider's settings for a peer.
 */
import type { SipVoiceSettings } from '../sipProvider';
import { calleeCredentials } from './sipp';

export { calleeAddress, calleeCredentials, startSippCallee, type SippCallee, type SippCounters } from './sipp';

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
