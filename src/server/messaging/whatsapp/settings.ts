/**
 * The WhatsApp route's settings (src/server/config.ts reads them from WHATSAPP_* variables; the
 * README's settings table lists them). Without WHATSAPP_API_URL the server starts the embedded
 * simulator (./simulator) on loopback and talks to it exactly as to Meta.
 */

/** The WABA the embedded simulator holds from its first start (WHATSAPP_WABA_ID overrides it). */
export const simulatorWabaId = '102290129340398';

export interface WhatsAppSettings {
  /** WHATSAPP_API_URL: `https://graph.facebook.com`; null: the embedded simulator. */
  apiUrl: string | null;
  /** WHATSAPP_API_VERSION: the Graph API version in every path. */
  apiVersion: string;
  /** WHATSAPP_TOKEN: the system user's access token; null: generated into dataDir (simulator only). */
  token: string | null;
  /** WHATSAPP_APP_SECRET: signs Meta's webhook deliveries; null: generated into dataDir. */
  appSecret: string | null;
  /** WHATSAPP_VERIFY_TOKEN: answers Meta's webhook subscription challenge; null: generated into dataDir. */
  verifyToken: string | null;
  /** WHATSAPP_WABA_ID: the WhatsApp Business Account that holds the numbers and templates. */
  wabaId: string;
  /** WHATSAPP_SIMULATOR_PORT: the embedded simulator's port on 127.0.0.1 (0: any free one). */
  simulatorPort: number;
  /**
   * WHATSAPP_SIMULATOR_REPLY_SHARE: the share of customers of the embedded simulator who answer a
   * template they got (default 0.5, as SIMULATOR_REPLY_SHARE for texts), with SIMULATOR_REPLIES' texts,
   * so a newcomer's first WhatsApp campaign brings conversations to the chat.
   */
  simulatorReplyShare: number;
}

export function whatsappSettingsFromEnv(env: NodeJS.ProcessEnv): WhatsAppSettings {
  const apiUrl = env.WHATSAPP_API_URL || null;
  const version = env.WHATSAPP_API_VERSION || 'v23.0';
  if (!/^v\d+\.\d+$/.test(version)) throw new Error(`WHATSAPP_API_VERSION must look like v23.0, not ${version}`);
  // A generated token or secret means nothing to Meta: the real API needs the real ones.
  if (apiUrl && (!env.WHATSAPP_TOKEN || !env.WHATSAPP_APP_SECRET || !env.WHATSAPP_WABA_ID)) {
    throw new Error('WHATSAPP_API_URL needs WHATSAPP_TOKEN, WHATSAPP_APP_SECRET and WHATSAPP_WABA_ID');
  }
  return {
    apiUrl,
    apiVersion: version,
    token: env.WHATSAPP_TOKEN || null,
    appSecret: env.WHATSAPP_APP_SECRET || null,
    verifyToken: env.WHATSAPP_VERIFY_TOKEN || null,
    wabaId: env.WHATSAPP_WABA_ID || simulatorWabaId,
    simulatorPort: Number(env.WHATSAPP_SIMULATOR_PORT ?? 0),
    simulatorReplyShare: env.WHATSAPP_SIMULATOR_REPLY_SHARE ? Number(env.WHATSAPP_SIMULATOR_REPLY_SHARE) : 0.5,
  };
}

/** One Cloud API peer (Meta, or a simulator every process shares) and the secrets it holds with us. */
export interface WhatsAppPeer {
  url: string;
  token: string;
  appSecret: string;
  verifyToken: string;
  wabaId: string;
}

/** The WHATSAPP_* variables that give a process that peer, as whatsappSettingsFromEnv reads them. */
export const whatsappPeerEnv = (peer: WhatsAppPeer): Record<string, string> => ({
  WHATSAPP_API_URL: peer.url,
  WHATSAPP_TOKEN: peer.token,
  WHATSAPP_APP_SECRET: peer.appSecret,
  WHATSAPP_VERIFY_TOKEN: peer.verifyToken,
  WHATSAPP_WABA_ID: peer.wabaId,
});
