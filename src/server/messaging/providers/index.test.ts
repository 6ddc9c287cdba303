import { readConfig } from '../../config';
import { providerFromConfig } from './index';

describe('providerFromConfig', () => {
  it('uses the simulator by default, with the SIMULATOR_* settings', () => {
    const config = readConfig({ SIMULATOR_OUTCOMES: 'delivered:9, kosher:1', SIMULATOR_SEED: '5', SIMULATOR_REPLIES: 'תודה|STOP' });
    expect(config.smpp).toBeNull();
    expect(config.simulator).toMatchObject({ outcomes: { delivered: 9, kosher: 1 }, seed: 5, replies: ['תודה', 'STOP'] });
    expect(providerFromConfig(config).name).toBe('simulator');
  });

  it('uses SMPP when SMPP_HOST is set', () => {
    const config = readConfig({ SMPP_HOST: 'smsc.example', SMPP_SYSTEM_ID: 'acme', SMPP_PASSWORD: 'pw', SMPP_WINDOW: '20', SMPP_RATE: '100' });
    expect(config.smpp).toEqual({ host: 'smsc.example', port: 2775, systemId: 'acme', password: 'pw', systemType: undefined, window: 20, ratePerSecond: 100, enquireLinkMs: 30_000, retryStatuses: [], finalStatuses: [] });
    expect(providerFromConfig(config).name).toBe('smpp');
  });

  it('reads the route\'s submit refusal overrides (hex lists)', () => {
    const config = readConfig({ SMPP_HOST: 'smsc.example', SMPP_RETRY_STATUSES: '0x00ff, 0x0045', SMPP_FINAL_STATUSES: '0x0008' });
    expect(config.smpp).toMatchObject({ retryStatuses: [0xff, 0x45], finalStatuses: [0x08] });
    expect(() => readConfig({ SMPP_HOST: 'smsc.example', SMPP_RETRY_STATUSES: 'sometimes' })).toThrow(/SMPP_RETRY_STATUSES/);
  });
});
