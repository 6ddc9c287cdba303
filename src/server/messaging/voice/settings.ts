/**
 * The voice route's settings (src/server/config.ts reads them from VOICE_* variables; the
 * README's settings table lists them).
 */

export interface SipTrunkSettings {
  /** The SIP trunk (or proxy) every INVITE goes to. */
  host: string;
  port: number;
  transport: 'udp' | 'tcp';
  /** Digest credentials, used only when the trunk challenges (401/407). */
  user: string;
  password: string;
  /** How the calling number is shown to the trunk (callerId.ts). */
  callerIdRule: string;
  /** Our address as the trunk sees it: Via, Contact and the SDP's c= line; also what we bind. */
  localAddress: string;
  /** Our SIP port; 0 picks a free one at start (several worker processes on one machine). */
  localPort: number;
  /** Each call takes one UDP port of this range for its RTP. */
  rtpPorts: { from: number; to: number };
  /**
   * No answer at all to an INVITE this long: failed ("Timer B", RFC 3261 17.1.1.2: 64·T1 = 32 s).
   * A setting only so tests need not wait 32 s.
   */
  inviteTimeoutMs: number;
}

export interface VoiceSettings {
  /** The SIP route: set when VOICE_SIP_HOST is; else null and the simulator calls. */
  sip: SipTrunkSettings | null;
  /** Calls under way at most (the trunk's channel limit). */
  channels: number;
  /** Calls started per second at most. */
  callsPerSecond: number;
  /** Ringing this long without an answer: CANCEL, no-answer. */
  ringTimeoutMs: number;
  /** The simulator's clock: 10 plays a 30 s recording in 3 s. */
  simulatorSpeed: number;
}

/** RFC 3261's Timer B (64 × T1 with T1 = 500 ms). */
export const timerBMs = 32_000;
