/**
 * Every setting of the server, read once from the environment. The README's settings table
 * lists the same names.
 */
import { defaultQuietHours, noQuietHours, type QuietHours } from '../domain/quietHours';
import { join } from 'node:path';
import { keepLoggedInLifetimeMs } from '../domain/signIn';
import type { SimulatorSettings } from './messaging/providers/simulator';
import type { SmppSettings } from './messaging/providers/smpp';
import { parseStatusList } from './messaging/providers/submitErrors';
import { voiceSettingsFromEnv, type VoiceSettings } from './messaging/voice/settings';
import { whatsappSettingsFromEnv, type WhatsAppSettings } from './messaging/whatsapp/settings';

export interface Config {
  port: number;
  host: string;
  /** `sqlite:<file>` (the embedded default) or a postgres:// URL. */
  databaseUrl: string;
  dataDir: string;
  /** Folder of the built browser app served at /; absent in API-only tests. */
  appDir: string | null;
  /** Session lifetime without "keep me logged in". */
  sessionLifetimeMs: number;
  /** With "keep me logged in" (section 9: 24 hours). */
  keepLoggedInLifetimeMs: number;
  /** Check each answer against the contract (on in tests and development). */
  validateResponses: boolean;
  logLevel: string;
  /** Users refused on management routes even in group 2 or 5 (the spec's user 28). */
  managementDenyUserIds: number[];
  /** The only users who see the errors page (the spec's user 18). */
  errorsPageUserIds: number[];
  /** Hosts that serve only the unsubscribe pages. */
  removeOnlyHosts: string[];
  /** The robot-check (reCAPTCHA) secret that goes with the brands' site keys. */
  robotCheckSecret: string | null;
  /** The provider's main site, opened from hosts whose name starts with "sub". */
  mainSiteUrl: string | null;
  /** The external newsletter and landing-page service; null: the embedded simulator serves the hand-off (modules/newsletters). */
  newsletterUrl: string | null;
  /**
   * The product's own address for short links ({publicHost}/s/{code}): a host (https is
   * assumed) or a full origin such as http://localhost:8080. Unset: the request's host.
   */
  publicHost: string | null;
  /**
   * In production without PUBLIC_HOST the address is http://localhost:<PORT> (so `npm start`
   * works on a fresh machine) and the server warns at start: links in messages never take the
   * request's Host header there, which anyone can forge.
   */
  publicHostDefaulted: boolean;
  /** PUSH_ALLOW_PRIVATE=1: push URLs may name loopback and private addresses (tests; closed installs). */
  pushAllowPrivate: boolean;
  /** TRUST_PROXY: the proxies whose X-Forwarded-For/-Proto are believed (fastify's trustProxy), or false. */
  trustProxy: boolean | string;
  /**
   * Signs unsubscribe links (account and phone). Without UNSUBSCRIBE_SECRET one is generated
   * on first use and kept in dataDir, so links stay valid across restarts.
   */
  unsubscribeSecret: string | null;
  /** The SMS route: SMPP when SMPP_HOST is set, else null and the simulator sends. */
  smpp: SmppSettings | null;
  simulator: SimulatorSettings;
  /** The voice route: SIP + RTP to a trunk when VOICE_SIP_HOST is set, else the voice simulator. */
  voice: VoiceSettings;
  /** The WhatsApp Cloud API (Meta, or the embedded simulator when WHATSAPP_API_URL is unset). */
  whatsapp: WhatsAppSettings;
  pipeline: PipelineSettings;
  payment: PaymentSettings;
  mail: MailSettings;
  /**
   * The quiet hours a brand keeps when neither it nor the default brand has its own
   * (domain/quietHours.ts): the built-in 21:00-08:00 and Israel's rest for advertising, or none
   * with QUIET_HOURS_DEFAULT=none (tests and end-to-end servers, whose sends must go at any hour;
   * a brand's own quiet hours still apply there).
   */
  quietHoursDefault: QuietHours;
}

/** Mail out over SMTP (messaging/mail/) and mail-to-SMS in (modules/mailToSms/). */
export interface MailSettings {
  /** SMTP_URL (smtp://user:pass@host:587, smtps:// for TLS from the start); null: mail stays in the outbox. */
  smtpUrl: string | null;
  /** MAIL_FROM: the From of the product's mail. */
  from: string;
  /** MAIL_TO_SMS_PORT: the port of the mail-to-SMS listener; null: no listener. */
  mailToSmsPort: number | null;
  /** MAIL_TO_SMS_DOMAIN: the domain of `<phone>@<domain>` recipients the listener accepts. */
  mailToSmsDomain: string;
  /** MAIL_TO_SMS_MAX_BYTES: a larger mail is refused at the SMTP level. */
  mailToSmsMaxBytes: number;
}

function mailSettings(env: NodeJS.ProcessEnv): MailSettings {
  const domain = (env.MAIL_TO_SMS_DOMAIN || 'localhost').trim().toLowerCase();
  return {
    smtpUrl: env.SMTP_URL || null,
    from: env.MAIL_FROM || `no-reply@${domain}`,
    mailToSmsPort: env.MAIL_TO_SMS_PORT ? Number(env.MAIL_TO_SMS_PORT) : null,
    mailToSmsDomain: domain,
    mailToSmsMaxBytes: Number(env.MAIL_TO_SMS_MAX_BYTES ?? 100 * 1024),
  };
}

/** Card payment through a hosted payment page (src/server/modules/packages/paymentAdapter.ts). */
export interface PaymentSettings {
  /** PAYMENT_PROCESSOR: only the embedded simulator is built; another name refuses to start. */
  processor: 'simulator';
  /** PAYMENT_SECRET: signs the processor's result reports; unset, derived from the installation's generated secret. */
  secret: string | null;
  /** PAYMENT_NOTIFY_URL: where the processor reports results; unset, the simulator hands them to this server directly. */
  notifyUrl: string | null;
  /** PAYMENT_ANY_HOUR=1: packages may be bought outside the purchase hours of section 9 (end-to-end tests, demos). */
  anyHour: boolean;
}

function paymentSettings(env: NodeJS.ProcessEnv): PaymentSettings {
  const processor = env.PAYMENT_PROCESSOR || 'simulator';
  if (processor !== 'simulator') throw new Error(`PAYMENT_PROCESSOR ${processor}: only the embedded simulator is built`);
  return { processor, secret: env.PAYMENT_SECRET || null, notifyUrl: env.PAYMENT_NOTIFY_URL || null, anyHour: env.PAYMENT_ANY_HOUR === '1' };
}

/** The sending pipeline of a process (src/server/messaging/pipeline.ts). */
export interface PipelineSettings {
  /** The server runs the pipeline itself (PIPELINE_IN_PROCESS, on unless '0'); off when `npm run worker` processes do. */
  inProcess: boolean;
  /** How long a message whose submit answer was lost waits for a receipt before it is sent again. */
  uncertainWaitMs: number;
  /** Chunks sent at once by a process. */
  concurrency: number;
  chunkSize: number;
  /**
   * The job queue (PIPELINE_QUEUE): 'in-process' (the default on SQLite) when this process is
   * the only sender, 'pg-boss' (the default on PostgreSQL) when several processes send.
   */
  queue: 'in-process' | 'pg-boss';
  /** A message left in submitting this long without its sender's heartbeat belongs to a dead process (PIPELINE_ABANDONED_AFTER_MS). */
  abandonedAfterMs: number;
  /**
   * A submitted message with no final receipt this long after its submit becomes final as
   * noReceipt (RECEIPT_VALIDITY_HOURS, default 48: the validity period SMSCs commonly apply
   * when a submit_sm names none; past it the SMSC itself gives up on the message).
   */
  receiptValidityMs: number;
}

const idList = (value: string): number[] =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map(Number)
    .filter(Number.isInteger);

const textList = (value: string): string[] =>
  value
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);

const optionalNumber = (value: string | undefined): number | undefined => (value ? Number(value) : undefined);

/** `delivered:90,notDelivered:5` → weights per delivery status. */
const weights = (value: string): Record<string, number> =>
  Object.fromEntries(
    value
      .split(',')
      .map((pair) => pair.split(':').map((s) => s.trim()))
      .filter(([key, weight]) => key && Number.isFinite(Number(weight)))
      .map(([key, weight]) => [key, Number(weight)]),
  );

function smppSettings(env: NodeJS.ProcessEnv): SmppSettings | null {
  if (!env.SMPP_HOST) return null;
  return {
    host: env.SMPP_HOST,
    port: Number(env.SMPP_PORT ?? 2775),
    systemId: env.SMPP_SYSTEM_ID ?? '',
    password: env.SMPP_PASSWORD ?? '',
    systemType: env.SMPP_SYSTEM_TYPE || undefined,
    window: Number(env.SMPP_WINDOW ?? 50),
    ratePerSecond: Number(env.SMPP_RATE ?? 0),
    enquireLinkMs: Number(env.SMPP_ENQUIRE_LINK_MS ?? 30_000),
    retryStatuses: parseStatusList(env.SMPP_RETRY_STATUSES, 'SMPP_RETRY_STATUSES'),
    finalStatuses: parseStatusList(env.SMPP_FINAL_STATUSES, 'SMPP_FINAL_STATUSES'),
  };
}

/**
 * The embedded default's simulator answers half of the delivered messages as people write back,
 * so a newcomer who sends a campaign allowing responses to a few numbers (its own, often) sees
 * replies arrive in its chat (issue 17). None unsubscribes: a newcomer's own number would end up
 * in its blacklist without the newcomer ever writing "remove" (SIMULATOR_REPLIES can add one).
 * Tests that build a SimulatorProvider themselves set their own share.
 */
const embeddedReplyShare = 0.5;
const embeddedReplies = ['תודה! מתי זה מתחיל?', 'אפשר פרטים נוספים?', 'Thanks, see you there', 'מעולה, אני בפנים'];

function simulatorSettings(env: NodeJS.ProcessEnv): SimulatorSettings {
  return {
    latencyMs: optionalNumber(env.SIMULATOR_LATENCY_MS),
    receiptDelayMs: optionalNumber(env.SIMULATOR_RECEIPT_DELAY_MS),
    outcomes: env.SIMULATOR_OUTCOMES ? weights(env.SIMULATOR_OUTCOMES) : undefined,
    replyShare: optionalNumber(env.SIMULATOR_REPLY_SHARE) ?? embeddedReplyShare,
    replyDelayMs: optionalNumber(env.SIMULATOR_REPLY_DELAY_MS),
    replies: env.SIMULATOR_REPLIES ? env.SIMULATOR_REPLIES.split('|') : embeddedReplies,
    seed: optionalNumber(env.SIMULATOR_SEED),
  };
}

/** pg-boss wherever the database can be shared (PostgreSQL), so several processes are safe by default. */
function pipelineQueue(env: NodeJS.ProcessEnv): PipelineSettings['queue'] {
  const named = env.PIPELINE_QUEUE;
  if (named === 'in-process' || named === 'pg-boss') return named;
  if (named) throw new Error(`PIPELINE_QUEUE must be in-process or pg-boss, not ${named}`);
  return /^postgres(ql)?:\/\//.test(env.DATABASE_URL ?? '') ? 'pg-boss' : 'in-process';
}

export const pushAllowPrivate = (env: NodeJS.ProcessEnv): boolean => env.PUSH_ALLOW_PRIVATE === '1';

/** '1'/'true': every proxy (one in front on a closed network); a list of addresses or subnets: only those. */
function trustProxyOf(value: string | undefined): boolean | string {
  if (!value || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  return value;
}

const projectRoot = join(__dirname, '..', '..');

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = env.DATA_DIR ?? join(projectRoot, 'data');
  const port = Number(env.PORT ?? 8080);
  const production = env.NODE_ENV === 'production';
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || `sqlite:${join(dataDir, 'app.sqlite')}`,
    dataDir,
    appDir: env.APP_DIR === '' ? null : (env.APP_DIR ?? join(projectRoot, 'dist')),
    sessionLifetimeMs: Number(env.SESSION_LIFETIME_MINUTES ?? 120) * 60_000,
    keepLoggedInLifetimeMs,
    validateResponses: env.VALIDATE_RESPONSES ? env.VALIDATE_RESPONSES === '1' : env.NODE_ENV !== 'production',
    logLevel: env.LOG_LEVEL ?? 'info',
    managementDenyUserIds: idList(env.MANAGEMENT_DENY_USER_IDS ?? '28'),
    errorsPageUserIds: idList(env.ERRORS_PAGE_USER_IDS ?? '18'),
    removeOnlyHosts: textList(env.REMOVE_ONLY_HOSTS ?? ''),
    robotCheckSecret: env.ROBOT_CHECK_SECRET || null,
    mainSiteUrl: env.MAIN_SITE_URL || null,
    newsletterUrl: env.NEWSLETTER_URL || null,
    publicHost: env.PUBLIC_HOST || (production ? `http://localhost:${port}` : null),
    publicHostDefaulted: production && !env.PUBLIC_HOST,
    pushAllowPrivate: pushAllowPrivate(env),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    unsubscribeSecret: env.UNSUBSCRIBE_SECRET || null,
    smpp: smppSettings(env),
    simulator: simulatorSettings(env),
    voice: voiceSettingsFromEnv(env),
    whatsapp: whatsappSettingsFromEnv(env),
    pipeline: {
      inProcess: env.PIPELINE_IN_PROCESS !== '0',
      uncertainWaitMs: Number(env.PIPELINE_UNCERTAIN_WAIT_MS ?? 300_000),
      concurrency: Number(env.PIPELINE_CONCURRENCY ?? 2),
      // 250, not 1,000: another account's first chunk waits behind running chunks, and each
      // chunk's writes are transactions the API's writes wait for (issue 13: 10 messages took
      // seconds while 100,000 went).
      chunkSize: Number(env.PIPELINE_CHUNK_SIZE ?? 250),
      queue: pipelineQueue(env),
      abandonedAfterMs: Number(env.PIPELINE_ABANDONED_AFTER_MS ?? 180_000),
      receiptValidityMs: Number(env.RECEIPT_VALIDITY_HOURS ?? 48) * 3_600_000,
    },
    payment: paymentSettings(env),
    mail: mailSettings(env),
    quietHoursDefault: env.QUIET_HOURS_DEFAULT === 'none' ? noQuietHours : defaultQuietHours,
  };
}

/** A configuration for tests: in-memory SQLite, no static app, answers checked. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...readConfig({}),
    databaseUrl: 'sqlite::memory:',
    appDir: null,
    validateResponses: true,
    logLevel: 'silent',
    unsubscribeSecret: 'test-unsubscribe-secret',
    // Tests send at any hour of the real clock; quiet hours are tested where set (brand or override).
    quietHoursDefault: noQuietHours,
    ...overrides,
  };
}
