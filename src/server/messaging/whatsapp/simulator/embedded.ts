/**
 * The embedded default: without WHATSAPP_API_URL the server starts the simulator on loopback,
 * sends its webhooks to the server's own /whatsapp/webhook, signs them with the installation's
 * app secret and keeps its state in DATA_DIR, so templates and numbers survive a restart.
 */
import { join } from 'node:path';
import type { Config } from '../../../config';
import { rememberSimulatorUrl, whatsappSecretsOf } from '../index';
import { startWhatsAppSimulator, type WhatsAppSimulator } from './index';

/** The server's own address as seen from this machine: loopback unless it listens on one address only. */
const ownHost = (host: string): string => (['0.0.0.0', '::', ''].includes(host) ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host);

export async function startEmbeddedWhatsAppSimulator(config: Pick<Config, 'whatsapp' | 'dataDir' | 'port' | 'host'> & { simulator?: Pick<Config['simulator'], 'replies'> }): Promise<WhatsAppSimulator> {
  const { token, appSecret } = whatsappSecretsOf(config);
  const simulator = await startWhatsAppSimulator({
    port: config.whatsapp.simulatorPort,
    webhookUrl: `http://${ownHost(config.host)}:${config.port}/whatsapp/webhook`,
    appSecret,
    token,
    wabaId: config.whatsapp.wabaId,
    stateFile: join(config.dataDir, 'whatsapp-simulator.json'),
    replies: { share: config.whatsapp.simulatorReplyShare, texts: config.simulator?.replies ?? [] },
  });
  // Processes that did not start it (the pipeline's child, `npm run worker`) find it here.
  rememberSimulatorUrl(config.dataDir, simulator.url);
  return simulator;
}
