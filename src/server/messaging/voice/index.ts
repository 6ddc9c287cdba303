/**
 * The voice route the server uses: the SIP provider when VOICE_SIP_HOST is set, else the voice
 * simulator (the embedded default, so a new user sees calls ring and complete without a trunk).
 */
import type { Config } from '../../config';
import { SipVoiceProvider } from './sipProvider';
import { VoiceSimulator } from './simulator';
import type { VoiceProvider } from './types';

export function voiceProviderFromConfig(config: Pick<Config, 'voice'>, log?: (message: string, detail?: unknown) => void): VoiceProvider {
  const { sip, channels, callsPerSecond, ringTimeoutMs, simulatorSpeed } = config.voice;
  if (sip) return new SipVoiceProvider({ ...sip, channels, callsPerSecond, ringTimeoutMs }, log);
  return new VoiceSimulator({ speed: simulatorSpeed, channels, callsPerSecond, ringTimeoutMs });
}

export { SipVoiceProvider } from './sipProvider';
export { VoiceSimulator } from './simulator';
export { CallStatus, type CallEvents, type CallOutcome, type OutgoingCall, type VoiceProvider } from './types';
