import { readConfig } from '../../config';
import { voiceProviderFromConfig } from './index';
import { voiceSettingsFromEnv } from './settings';
import { testVoiceSettings } from './testPeers';

describe('voice settings', () => {
  it('defaults to the simulator with the documented limits', () => {
    const voice = voiceSettingsFromEnv({});
    expect(voice).toEqual({ sip: null, channels: 200, callsPerSecond: 50, ringTimeoutMs: 30_000, simulatorSpeed: 10 });
    expect(voiceProviderFromConfig(readConfig({})).name).toBe('simulator');
  });

  it('reads the SIP trunk and picks the SIP provider when VOICE_SIP_HOST is set', () => {
    const env = {
      VOICE_SIP_HOST: 'sip.example.net',
      VOICE_SIP_USER: 'acct',
      VOICE_SIP_PASSWORD: 'pw',
      VOICE_SIP_CALLER_ID_PREFIX: '972=0',
      VOICE_SIP_LOCAL_ADDRESS: '192.0.2.10',
      VOICE_RTP_PORTS: '30000-30999',
      VOICE_RING_TIMEOUT_SECONDS: '25',
    };
    expect(voiceSettingsFromEnv(env).sip).toEqual({
      host: 'sip.example.net',
      port: 5060,
      transport: 'udp',
      user: 'acct',
      password: 'pw',
      callerIdRule: '972=0',
      localAddress: '192.0.2.10',
      localPort: 0,
      rtpPorts: { from: 30_000, to: 30_999 },
      inviteTimeoutMs: 32_000,
    });
    expect(voiceSettingsFromEnv(env).ringTimeoutMs).toBe(25_000);
    expect(voiceProviderFromConfig(readConfig(env)).name).toBe('sip');
  });

  it('refuses to start on a setting that cannot work, naming it', () => {
    expect(() => voiceSettingsFromEnv({ VOICE_SIP_HOST: 'h', VOICE_SIP_TRANSPORT: 'tls' })).toThrow(/VOICE_SIP_TRANSPORT/);
    expect(() => voiceSettingsFromEnv({ VOICE_SIP_HOST: 'h', VOICE_RTP_PORTS: '30000' })).toThrow(/VOICE_RTP_PORTS/);
    expect(() => voiceSettingsFromEnv({ VOICE_SIP_HOST: 'h', VOICE_SIP_PORT: '70000' })).toThrow(/VOICE_SIP_PORT/);
    expect(() => voiceSettingsFromEnv({ VOICE_CHANNELS: '0' })).toThrow(/VOICE_CHANNELS/);
    expect(() => voiceSettingsFromEnv({ VOICE_SIP_HOST: '10.0.0.1', VOICE_SIP_LOCAL_ADDRESS: '10.0.0.1' })).toThrow(/VOICE_SIP_HOST/);
  });
});

describe('testVoiceSettings', () => {
  it('gives a configuration whose provider calls the test peer over SIP', () => {
    const voice = testVoiceSettings({ host: '127.0.0.2', port: 5070 });
    expect(voice.sip).toMatchObject({ host: '127.0.0.2', port: 5070, transport: 'udp' });
    expect(voiceProviderFromConfig({ voice }).name).toBe('sip');
  });
});
