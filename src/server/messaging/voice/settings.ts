/**
 * The voice route's settings (src/server/config.ts reads them from VOICE_* variables; the
 * README's settings table lists them).
 */
import { networkInterfaces } from 'node:os';

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

/**
 * The VOICE_* variables (README's settings table). A setting that cannot work refuses the start
 * with its name rather than failing the first call.
 */
export function voiceSettingsFromEnv(env: NodeJS.ProcessEnv): VoiceSettings {
  return {
    sip: env.VOICE_SIP_HOST ? sipTrunkFromEnv(env.VOICE_SIP_HOST, env) : null,
    channels: positive(env.VOICE_CHANNELS, 200, 'VOICE_CHANNELS'),
    callsPerSecond: positive(env.VOICE_CALLS_PER_SECOND, 50, 'VOICE_CALLS_PER_SECOND'),
    ringTimeoutMs: positive(env.VOICE_RING_TIMEOUT_SECONDS, 30, 'VOICE_RING_TIMEOUT_SECONDS') * 1_000,
    simulatorSpeed: positive(env.VOICE_SIMULATOR_SPEED, 10, 'VOICE_SIMULATOR_SPEED'),
  };
}

function sipTrunkFromEnv(host: string, env: NodeJS.ProcessEnv): SipTrunkSettings {
  const transport = (env.VOICE_SIP_TRANSPORT || 'udp').toLowerCase();
  if (transport !== 'udp' && transport !== 'tcp') throw new Error(`VOICE_SIP_TRANSPORT must be udp or tcp, not ${env.VOICE_SIP_TRANSPORT}`);
  const localAddress = env.VOICE_SIP_LOCAL_ADDRESS || firstExternalAddress();
  if (localAddress === host) throw new Error('VOICE_SIP_HOST must be another address than VOICE_SIP_LOCAL_ADDRESS (the SIP stack will not send to itself)');
  return {
    host,
    port: port(env.VOICE_SIP_PORT, 5060, 'VOICE_SIP_PORT'),
    transport,
    user: env.VOICE_SIP_USER ?? '',
    password: env.VOICE_SIP_PASSWORD ?? '',
    callerIdRule: env.VOICE_SIP_CALLER_ID_PREFIX ?? '',
    localAddress,
    localPort: env.VOICE_SIP_LOCAL_PORT ? port(env.VOICE_SIP_LOCAL_PORT, 0, 'VOICE_SIP_LOCAL_PORT') : 0,
    rtpPorts: portRange(env.VOICE_RTP_PORTS || '20000-29999'),
    inviteTimeoutMs: timerBMs,
  };
}

function positive(value: string | undefined, fallback: number, name: string): number {
  if (!value) return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`${name} must be a positive number, not ${value}`);
  return number;
}

function port(value: string | undefined, fallback: number, name: string): number {
  if (!value) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > 65_535) throw new Error(`${name} must be a port (1-65535), not ${value}`);
  return number;
}

/** `20000-29999`: at least two ports (one even port for RTP, the odd one above for RTCP). */
function portRange(value: string): { from: number; to: number } {
  const match = /^(\d+)\s*-\s*(\d+)$/.exec(value.trim());
  const from = Number(match?.[1]);
  const to = Number(match?.[2]);
  if (!match || from < 1024 || to > 65_535 || to <= from) throw new Error(`VOICE_RTP_PORTS must be a range such as 20000-29999, not ${value}`);
  return { from, to };
}

/** Without VOICE_SIP_LOCAL_ADDRESS: the machine's first non-loopback IPv4 address. */
function firstExternalAddress(): string {
  const addresses = Object.values(networkInterfaces()).flatMap((list) => list ?? []);
  return addresses.find((address) => address.family === 'IPv4' && !address.internal)?.address ?? '127.0.0.1';
}
