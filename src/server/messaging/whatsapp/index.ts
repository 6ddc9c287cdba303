/**
 * The WhatsApp route as the product uses it: the Cloud API client for the configured peer
 * (Meta, or the embedded simulator on loopback), and the secrets webhooks are checked with.
 * Unset secrets are generated once and kept in dataDir, so a fresh machine works and the
 * embedded simulator and the server agree across restarts.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../../config';
import { keptSecret } from '../../keptSecret';
import { createCloudApiClient } from './cloudApi/client';
import type { WhatsAppCloudApi } from './types';

export type { WhatsAppSettings } from './settings';
export { simulatorWabaId } from './settings';
export { webhookSignatureMatches, webhookSignatureHeader } from './webhook/signature';
export { parseWebhookBody, parseWebhookPayload, WebhookPayloadError } from './webhook/parse';
export { answerWebhookChallenge } from './webhook/challenge';

type WhatsAppConfig = Pick<Config, 'whatsapp' | 'dataDir'>;

export interface WhatsAppSecrets {
  token: string;
  appSecret: string;
  verifyToken: string;
}

const secretsFile = 'whatsapp.secrets.json';
/** Where the embedded simulator's address is written for processes that did not start it (`npm run worker`). */
const simulatorUrlFile = 'whatsapp-simulator.url';

/** Read per webhook delivery: parsed once per dataDir. */
const parsed = new Map<string, WhatsAppSecrets>();

function generatedSecrets(dataDir: string): WhatsAppSecrets {
  let secrets = parsed.get(dataDir);
  if (!secrets) {
    const made = () => JSON.stringify({ token: `sim_${randomBytes(24).toString('base64url')}`, appSecret: randomBytes(32).toString('hex'), verifyToken: randomBytes(16).toString('base64url') });
    secrets = JSON.parse(keptSecret(dataDir, secretsFile, made)) as WhatsAppSecrets;
    parsed.set(dataDir, secrets);
  }
  return secrets;
}

/** WHATSAPP_TOKEN, WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN, each generated into dataDir when unset. */
export function whatsappSecretsOf(config: WhatsAppConfig): WhatsAppSecrets {
  const { token, appSecret, verifyToken } = config.whatsapp;
  if (token && appSecret && verifyToken) return { token, appSecret, verifyToken };
  const made = generatedSecrets(config.dataDir);
  return { token: token ?? made.token, appSecret: appSecret ?? made.appSecret, verifyToken: verifyToken ?? made.verifyToken };
}

export function rememberSimulatorUrl(dataDir: string, url: string): void {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(join(dataDir, simulatorUrlFile), url);
}

/** WHATSAPP_API_URL, else the embedded simulator's address as its server wrote it. */
export function cloudApiUrlOf(config: WhatsAppConfig): string {
  if (config.whatsapp.apiUrl) return config.whatsapp.apiUrl;
  const file = join(config.dataDir, simulatorUrlFile);
  if (!existsSync(file)) throw new Error('WhatsApp: no WHATSAPP_API_URL and the embedded simulator has not started');
  return readFileSync(file, 'utf8').trim();
}

export function cloudApiFromConfig(config: WhatsAppConfig, options: { timeoutMs?: number } = {}): WhatsAppCloudApi {
  return createCloudApiClient({ baseUrl: cloudApiUrlOf(config), version: config.whatsapp.apiVersion, token: whatsappSecretsOf(config).token, timeoutMs: options.timeoutMs });
}
