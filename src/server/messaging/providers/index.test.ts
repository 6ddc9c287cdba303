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
    expect(config.smpp).toEqual({ host: 'smsc.example', port: 2775, systemId: 'acme', password: 'pw', systemType: undefined, window: 20, ratePerSecond: 100, enquireLinkMs: 30_000 });
    expect(providerFromConfig(config).name).toBe('smpp');
  });
});
