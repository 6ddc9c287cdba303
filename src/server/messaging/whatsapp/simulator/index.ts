/**
 * A WhatsApp Cloud API peer on loopback: the same HTTP as Meta's Graph API, state kept like
 * Meta's, signed webhooks to the product (WHATSAPP-CLOUD-API.md §12 is its checklist). The
 * embedded default runs one (src/server/main.ts) and tests start their own; the product talks
 * to it only over HTTP, through the same client as to Meta. `control` is what Meta's other
 * side would do: customers writing and reading, a phone showing the verification code, spam
 * reports, business verification.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomFrom } from '../../providers/random';
import { simulatorWabaId } from '../settings';
import { Timers, type SimContext, type SimulatorLimits, type SimulatorReplies, type SimulatorSpeed } from './context';
import { MediaStore } from './media';
import { Messaging, type SimInbound, type SimSentMessage } from './messages';
import { handleRequest } from './routes';
import { loadState, saveState, type SimPhoneNumber, type SimTemplate } from './state';
import { TemplateDesk } from './templateDesk';
import { ResumableUploads, type UploadedFile } from './uploads';
import type { ModerationOutcome } from './templates';
import { WebhookOutbox, wabaPayload, type WebhookFaults, type WebhookStats } from './webhooks';

export type { SimInbound, SimSentMessage } from './messages';
export type { SimulatorSpeed, SimulatorLimits, SimulatorReplies } from './context';
export type { WebhookFaults } from './webhooks';

export interface WhatsAppSimulatorOptions {
  /** 0 (the default): any free port. */
  port?: number;
  host?: '127.0.0.1';
  /** Where webhooks go (the product's /whatsapp/webhook). */
  webhookUrl: string;
  appSecret: string;
  /** The access token every call must carry. */
  token: string;
  /** The WABA that exists from the start (others are not created). */
  wabaId?: string;
  /** Numbers, templates and windows are kept here (JSON) across restarts. */
  stateFile?: string;
  speed?: Partial<SimulatorSpeed>;
  limits?: Partial<SimulatorLimits>;
  faults?: WebhookFaults;
  /** Webhook retries: the first after this long, then twice as long each time. */
  webhookRetryMs?: number;
  /** Whether customers read what they get, unless control.setReads says otherwise for one (default: they do). */
  readsByDefault?: boolean;
  /** Customers who answer the templates they get (default: none do). */
  replies?: Partial<SimulatorReplies>;
  seed?: number;
}

export interface WhatsAppSimulatorControl {
  readonly wabaId: string;
  /** The last verification code sent to a number (its digits or its phone-number id), as its phone shows it. */
  lastCode(phone: string): string | undefined;
  /** A customer writes to a business number; answers the message's wamid once the webhook is queued. */
  inbound(message: SimInbound): string;
  /** A spam report on a template: pause 3 h, then 6 h, then disabled. */
  reportSpam(templateId: string): void;
  /** Review a pending template now, with Meta's own judgement or the outcome given. */
  moderate(templateId: string, outcome?: ModerationOutcome): void;
  setReads(waId: string, reads: boolean): void;
  /** The app's callback URL changed (Meta's app dashboard, Webhooks): deliveries from now on go there. */
  setWebhookUrl(url: string): void;
  /** Meta verified the business: 2,000 customers a day instead of 250. */
  verifyBusiness(wabaId?: string): void;
  /** Meta scaled the portfolio's messaging limit (unique customers a day outside a window); null: unlimited. */
  setMessagingLimit(limit: number | null, wabaId?: string): void;
  setMessagesPerSecond(perSecond: number): void;
  accountUpdate(event: string, detail?: object, wabaId?: string): void;
  qualityUpdate(phone: string, event: string, tier: string): void;
  /** The file a resumable upload answered this handle for (a profile picture, a template's header sample). */
  uploadedFile(handle: string): UploadedFile | undefined;
  /** Messages the simulator accepted, oldest first. */
  sent(): SimSentMessage[];
  phoneNumbers(): SimPhoneNumber[];
  templates(): SimTemplate[];
  webhookStats(): WebhookStats;
  /** Resolves when every status, review and webhook due within a minute has been delivered (or given up on). */
  settled(): Promise<void>;
}

export interface WhatsAppSimulator {
  /** The base URL to give the client (without the version). */
  url: string;
  control: WhatsAppSimulatorControl;
  stop(): Promise<void>;
}

const defaultSpeed: SimulatorSpeed = { moderationMs: 5_000, statusStepMs: 500, pauseMs: [3 * 3_600_000, 6 * 3_600_000], mediaUrlMs: 5 * 60_000 };
const defaultLimits: SimulatorLimits = { messagesPerSecond: 1000, pairBurst: 45, pairWindowMs: 6_000 };

export async function startWhatsAppSimulator(options: WhatsAppSimulatorOptions): Promise<WhatsAppSimulator> {
  const state = loadState(options.stateFile);
  const wabaId = options.wabaId ?? simulatorWabaId;
  state.wabas[wabaId] ??= { id: wabaId, businessVerified: false };
  const speed = { ...defaultSpeed, ...options.speed };
  const limits = { ...defaultLimits, ...options.limits };
  const random = randomFrom(options.seed);
  const timers = new Timers();
  const readers = new Map<string, boolean>();
  const outboxOptions = {
    url: options.webhookUrl,
    appSecret: options.appSecret,
    random,
    faults: options.faults ?? {},
    jitterMs: Math.max(50, 2 * speed.statusStepMs),
    retryBaseMs: options.webhookRetryMs,
  };
  const outbox = new WebhookOutbox(outboxOptions);
  const ctx: SimContext = {
    state,
    save: () => saveState(options.stateFile, state),
    outbox,
    random,
    now: Date.now,
    speed,
    limits,
    reads: (waId) => readers.get(waId) ?? options.readsByDefault ?? true,
    replies: { share: 0, delayMs: 3_000, texts: [], ...options.replies },
    later: (ms, run) => timers.later(ms, run),
    uploads: new ResumableUploads(options.token),
  };
  ctx.save();
  const media = new MediaStore(state, ctx.now, () => speed.mediaUrlMs);
  const messaging = new Messaging(ctx, media);
  const templates = new TemplateDesk(ctx);
  // Templates still in review when the simulator stopped are reviewed after a restart.
  for (const template of Object.values(state.templates)) if (template.status === 'PENDING') ctx.later(speed.moderationMs, () => templates.moderate(template.id));

  let origin = '';
  const server = createServer(handleRequest({ ctx, token: options.token, messaging, media, templates, origin: () => origin }));
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const phoneOf = (phone: string) => state.phoneNumbers[phone] ?? Object.values(state.phoneNumbers).find((p) => p.phone === phone.replace(/\D/g, ''));

  const control: WhatsAppSimulatorControl = {
    wabaId,
    lastCode: (phone) => phoneOf(phone)?.codes.at(-1),
    inbound: (message) => messaging.inbound(message),
    reportSpam: (templateId) => templates.reportSpam(templateId),
    moderate: (templateId, outcome) => templates.moderate(templateId, outcome),
    setReads: (waId, reads) => void readers.set(waId.replace(/\D/g, ''), reads),
    setWebhookUrl: (url) => void (outboxOptions.url = url),
    verifyBusiness: (id = wabaId) => {
      const waba = state.wabas[id];
      if (!waba) throw new Error(`simulator: no WABA ${id}`);
      waba.businessVerified = true;
      ctx.save();
    },
    setMessagingLimit: (limit, id = wabaId) => {
      const waba = state.wabas[id];
      if (!waba) throw new Error(`simulator: no WABA ${id}`);
      waba.messagingLimit = limit;
      ctx.save();
    },
    setMessagesPerSecond: (perSecond) => void (limits.messagesPerSecond = perSecond),
    accountUpdate: (event, detail = {}, id = wabaId) => outbox.post(wabaPayload(id, 'account_update', { event, ...detail }, ctx.now()), id),
    qualityUpdate: (phone, event, tier) => {
      const number = phoneOf(phone);
      if (!number) throw new Error(`simulator: no number ${phone}`);
      outbox.post(wabaPayload(number.wabaId, 'phone_number_quality_update', { display_phone_number: number.phone, event, current_limit: tier, max_daily_conversations_per_business: tier }, ctx.now()), number.wabaId);
    },
    uploadedFile: (handle) => ctx.uploads.fileOf(handle),
    sent: () => [...messaging.sent],
    phoneNumbers: () => Object.values(state.phoneNumbers),
    templates: () => Object.values(state.templates),
    webhookStats: () => ({ ...outbox.stats }),
    settled: async () => {
      await timers.settled();
      await outbox.idle();
    },
  };

  return {
    url: origin,
    control,
    async stop() {
      timers.stop();
      outbox.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
