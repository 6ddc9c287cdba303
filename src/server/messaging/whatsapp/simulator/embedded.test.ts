import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from '../../../config';
import { cloudApiFromConfig, whatsappSecretsOf } from '../index';
import { whatsappPeerEnv } from '../settings';
import { startEmbeddedWhatsAppSimulator } from './embedded';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'wa-embedded-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the embedded default', () => {
  test('a fresh machine: secrets generated once into DATA_DIR, the client finds the simulator, onboarding adds a number to the configured WABA, which a restart keeps', async () => {
    const config = readConfig({ DATA_DIR: dataDir, PORT: '18080' });
    expect(config.whatsapp).toMatchObject({ apiUrl: null, apiVersion: 'v23.0', token: null, appSecret: null });
    const simulator = await startEmbeddedWhatsAppSimulator(config);
    const secrets = whatsappSecretsOf(config);
    expect(statSync(join(dataDir, 'whatsapp.secrets.json')).mode & 0o777).toBe(0o600);
    expect(whatsappSecretsOf(readConfig({ DATA_DIR: dataDir }))).toEqual(secrets);
    const client = cloudApiFromConfig(config);
    const added = await client.addPhoneNumber(config.whatsapp.wabaId, '972501234567', 'Shop');
    expect(added).toMatchObject({ ok: true });
    await simulator.stop();

    const again = await startEmbeddedWhatsAppSimulator(config);
    expect(await cloudApiFromConfig(config).addPhoneNumber(config.whatsapp.wabaId, '972501234567', 'Shop')).toEqual(added);
    expect(again.control.phoneNumbers().map((p) => p.phone)).toEqual(['972501234567']);
    await again.stop();
  });

  test('set secrets win over generated ones; the real API needs all of them', () => {
    const config = readConfig({ DATA_DIR: dataDir, WHATSAPP_TOKEN: 't', WHATSAPP_APP_SECRET: 's', WHATSAPP_VERIFY_TOKEN: 'v' });
    expect(whatsappSecretsOf(config)).toEqual({ token: 't', appSecret: 's', verifyToken: 'v' });
    expect(() => readConfig({ WHATSAPP_API_URL: 'https://graph.facebook.com', WHATSAPP_TOKEN: 't' })).toThrow(/WHATSAPP_APP_SECRET/);
    expect(() => readConfig({ WHATSAPP_API_VERSION: '23' })).toThrow(/v23.0/);
  });

  test('a shared peer given to a process (whatsappPeerEnv) is what the process reads: no embedded simulator, the same secrets and WABA', () => {
    const peer = { url: 'http://127.0.0.1:4999', token: 't', appSecret: 's', verifyToken: 'v', wabaId: '1234' };
    const config = readConfig({ DATA_DIR: dataDir, ...whatsappPeerEnv(peer) });
    expect(config.whatsapp).toMatchObject({ apiUrl: peer.url, token: 't', appSecret: 's', verifyToken: 'v', wabaId: '1234' });
  });
});
