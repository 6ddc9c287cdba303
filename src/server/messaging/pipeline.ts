/**
 * The sending pipeline of one process: the routes (SMPP or simulator for texts; SIP or the
 * voice simulator for calls), the scheduler, the dispatch workers on the job queue (a lane per
 * channel), receipts and incoming messages, and the sweep that settles uncertain messages and
 * calls a dead process left. The embedded default runs it inside the server (main.ts);
 * PostgreSQL installs run it in worker processes (scripts/worker.ts).
 */
import type { Config } from '../config';
import type { Db } from '../db/database';
import { openJobQueue } from '../jobs/openQueue';
import { InProcessQueue, type JobQueue } from '../jobs/queue';
import { Dispatcher, type DispatchJob } from './dispatcher';
import type { SmsProvider } from './provider';
import { providerFromConfig } from './providers';
import { ReceiptBook } from './receipts';
import { callJobName, dispatchJobName, Scheduler, whatsAppJobName } from './scheduler';
import { markAbandoned, settleUncertain } from './uncertain';
import { defaultReceiptValidityMs, receiptExpiry } from './settlement';
import { startWebhookSender } from './webhooks';
import { startMailSender } from './mail/mailSender';
import { sendingHooks } from './hooks';
import { periodicPass } from './periodicPass';
import { CallDesk } from './calls/callDesk';
import { settleAbandonedCalls } from './calls/abandonedCalls';
import { voiceProviderFromConfig } from './voice';
import { voiceSettingsFromEnv } from './voice/settings';
import type { VoiceProvider } from './voice/types';
import { recordingAudio } from '../recordings';
import { WhatsAppDesk } from './whatsapp/desk';
import type { WhatsAppCloudApi } from './whatsapp/types';
import { cloudApiFromConfig } from './whatsapp';

export interface PipelineOptions {
  db: Db;
  config?: Pick<Config, 'smpp' | 'simulator'> & Partial<Pick<Config, 'publicHost' | 'voice' | 'mail' | 'whatsapp' | 'dataDir' | 'quietHoursDefault'>>;
  provider?: SmsProvider;
  /** The voice route; by default from config.voice (the simulator without VOICE_SIP_HOST). */
  voiceProvider?: VoiceProvider;
  /** A recording's µ-law samples for a call (recordings/); without it every call fails as "recording not found". */
  audioOf?: (accountId: number, fileHash: string) => Promise<Buffer | null>;
  /**
   * The WhatsApp Cloud API for template campaigns; by default config.whatsapp's (Meta, or the
   * embedded simulator), made at the first send. Without either, WhatsApp messages wait queued.
   */
  whatsApp?: WhatsAppCloudApi;
  /** WhatsApp sends in flight at once per job (default 64; messaging/whatsapp/desk.ts). */
  whatsAppInFlight?: number;
  /** In-process by default. With a shared queue (pg-boss) several processes may run pipelines. */
  queue?: JobQueue;
  now?: () => number;
  log?: (message: string, detail?: unknown) => void;
  chunkSize?: number;
  tickMs?: number;
  /** Chunks sent at once by this process (default 2). */
  concurrency?: number;
  /** How long an uncertain message waits for a receipt before it is sent again (default 5 minutes). */
  uncertainWaitMs?: number;
  /**
   * A message in `submitting` claimed this long ago belongs to a dead worker (default 3
   * minutes, above the provider's longest submit). With the in-process queue this process is
   * the only sender, so at start every `submitting` message is a dead one's at once.
   */
  abandonedAfterMs?: number;
  sweepMs?: number;
  /** A submitted message with no final receipt this long after its submit becomes noReceipt (default 48 h; settlement.ts). */
  receiptValidityMs?: number;
  /** How often due runs of repeating and birthday campaigns are made (default 15 s; 0 never, for tests). */
  repeatsMs?: number;
  /** How often the webhook outbox is sent (default 1 s; 0 never, for tests). */
  webhooksMs?: number;
  /** How often outbox mail is delivered over SMTP when config.mail.smtpUrl is set (default 5 s; 0 never, for tests). */
  mailMs?: number;
  defaultRetryCount?: number;
  defaultRetryIntervalMs?: number;
}

export interface Pipeline {
  provider: SmsProvider;
  voiceProvider: VoiceProvider;
  scheduler: Scheduler;
  dispatcher: Dispatcher;
  calls: CallDesk;
  whatsApp: WhatsAppDesk | null;
  receipts: ReceiptBook;
  /** One pass of the sweep now (tests). */
  sweep(): Promise<void>;
  stop(): Promise<void>;
}

export async function startPipeline(options: PipelineOptions): Promise<Pipeline> {
  const { db } = options;
  // Before anything starts: a pipeline without the modules' hooks would fail mid-send.
  const hooks = sendingHooks();
  const now = options.now ?? Date.now;
  const log = options.log ?? (() => undefined);
  const queue = options.queue ?? new InProcessQueue(log);
  const provider = options.provider ?? providerFromConfig(options.config ?? { smpp: null, simulator: {} }, log);
  const uncertainWaitMs = options.uncertainWaitMs ?? 300_000;
  const abandonedAfterMs = options.abandonedAfterMs ?? 180_000;
  // The host is for the short links an automatic answer may carry (modules/autoReply/answer.ts).
  const receipts = new ReceiptBook(db, now, { publicHost: options.config?.publicHost ?? undefined });

  // Before anything is sent: what a dead process left mid-submit is uncertain, never resent at
  // once; its calls are settled by what was written of them (calls/abandonedCalls.ts).
  const claimedBefore = queue.kind === 'in-process' ? now() : now() - abandonedAfterMs;
  const quietHoursDefault = options.config?.quietHoursDefault;
  await settleAbandonedCalls(db, claimedBefore, now(), quietHoursDefault);
  await markAbandoned(db, claimedBefore, now(), uncertainWaitMs);
  const voiceProvider = options.voiceProvider ?? voiceProviderFromConfig({ voice: options.config?.voice ?? voiceSettingsFromEnv({}) }, log);
  await voiceProvider.start();

  await provider.start({ onReceipt: (r) => receipts.onReceipt(r), onIncoming: (m) => receipts.onIncoming(m) });
  const dispatcher = new Dispatcher(db, provider, receipts, {
    now,
    log,
    uncertainWaitMs,
    // Other processes take what was claimed abandonedAfterMs ago: renew it well before.
    heartbeatMs: queue.kind === 'in-process' ? undefined : Math.max(50, Math.floor(abandonedAfterMs / 4)),
    defaultRetryCount: options.defaultRetryCount,
    defaultRetryIntervalMs: options.defaultRetryIntervalMs,
    quietHoursDefault,
  });
  const calls = new CallDesk(db, voiceProvider, {
    now,
    log,
    heartbeatMs: queue.kind === 'in-process' ? undefined : Math.max(50, Math.floor(abandonedAfterMs / 4)),
    audioOf: options.audioOf ?? (async () => null),
    quietHoursDefault,
  });
  const whatsAppApi = options.whatsApp ?? whatsAppApiOf(options.config);
  const whatsApp = whatsAppApi
    ? new WhatsAppDesk(db, whatsAppApi, {
        now,
        log,
        uncertainWaitMs,
        inFlight: options.whatsAppInFlight,
        quietHoursDefault,
        heartbeatMs: queue.kind === 'in-process' ? undefined : Math.max(50, Math.floor(abandonedAfterMs / 4)),
      })
    : null;
  const rescanMs = queue.kind === 'in-process' ? undefined : abandonedAfterMs;
  // Each job waiting in the queue is a chunk another account's first chunk waits behind. The
  // in-process queue starts a waiting job the moment a running one ends, so one keeps the slots
  // busy; a shared queue is polled, so it keeps one per slot.
  const waitingJobs = queue.kind === 'in-process' ? 1 : (options.concurrency ?? 2);
  const callChunkSize = 50;
  const scheduler = new Scheduler(db, queue, { now, log, chunkSize: options.chunkSize, callChunkSize, tickMs: options.tickMs, waitingJobs, rescanMs, quietHoursDefault });

  const expireReceipts = receiptExpiry(db, options.receiptValidityMs ?? defaultReceiptValidityMs);
  let sweeping: Promise<void> | null = null;
  const sweep = (): Promise<void> =>
    (sweeping ??= (async () => {
      try {
        await receipts.reconcile();
        if (queue.kind !== 'in-process') {
          await settleAbandonedCalls(db, now() - abandonedAfterMs, now(), quietHoursDefault);
          await markAbandoned(db, now() - abandonedAfterMs, now(), uncertainWaitMs);
        }
        const settled = await settleUncertain(db, now(), undefined, quietHoursDefault);
        if (settled.requeued > 0) void scheduler.wake();
        await expireReceipts(now());
      } catch (error) {
        log('uncertain sweep failed', error);
      } finally {
        sweeping = null;
      }
    })());
  const sweepTimer = setInterval(() => void sweep(), options.sweepMs ?? 1_000);
  const webhooks = startWebhookSender(db, { now, log, intervalMs: options.webhooksMs ?? 1_000 });
  // Without SMTP_URL the outbox keeps its mail (the embedded default): nothing to run.
  const mailSettings = options.config?.mail;
  const mail = mailSettings?.smtpUrl ? startMailSender(db, { smtpUrl: mailSettings.smtpUrl, from: mailSettings.from, now, log, intervalMs: options.mailMs ?? 5_000 }) : null;
  // A repeating campaign's run is accepted like a send; the host is for campaigns saved without theirs.
  // One pass at a time (periodicPass), and stop waits for the one under way: a pass left
  // running would write to a database its owner has already closed.
  const repeats = periodicPass(
    async () => {
      const made = await hooks.runDueRepeats(db, now(), options.config?.publicHost ?? 'localhost', log);
      if (made > 0) void scheduler.wake();
      return made;
    },
    { intervalMs: options.repeatsMs ?? 15_000, name: 'repeats', log },
  );

  await queue.work<DispatchJob>(
    dispatchJobName,
    async (jobs) => {
      for (const job of jobs) {
        try {
          await dispatcher.dispatch(job);
        } finally {
          scheduler.jobDone(job);
        }
      }
      void scheduler.wake();
    },
    { batchSize: 1, concurrency: options.concurrency ?? 2 },
  );
  // Calls: enough jobs at once to keep the trunk's channels busy while each waits for its slowest call.
  await queue.work<DispatchJob>(
    callJobName,
    async (jobs) => {
      for (const job of jobs) {
        try {
          await calls.dispatch(job);
        } finally {
          scheduler.jobDone(job);
        }
      }
      void scheduler.wake();
    },
    { batchSize: 1, concurrency: callLanes(options.config?.voice?.channels ?? 200, callChunkSize) },
  );
  // WhatsApp template sends: their own lane, so a lane waiting out Meta's throughput limit holds back no text or call.
  if (whatsApp) {
    await queue.work<DispatchJob>(
      whatsAppJobName,
      async (jobs) => {
        for (const job of jobs) {
          try {
            await whatsApp.dispatch(job);
          } finally {
            scheduler.jobDone(job);
          }
        }
        void scheduler.wake();
      },
      { batchSize: 1, concurrency: options.concurrency ?? 2 },
    );
  }
  scheduler.start();

  let stopped: Promise<void> | null = null;
  return {
    provider,
    voiceProvider,
    scheduler,
    dispatcher,
    calls,
    whatsApp,
    receipts,
    sweep,
    stop: () =>
      (stopped ??= (async () => {
        clearInterval(sweepTimer);
        await repeats.stop();
        await webhooks.stop();
        await mail?.stop();
        await scheduler.stop();
        // Running jobs end through a live route (their outcomes written), then the route stops.
        // Calls under way end as canceled (an answered one as delivered): nothing is left mid-call.
        await voiceProvider.stop();
        await queue.stop();
        await calls.stop();
        await provider.stop();
        await sweeping;
        await receipts.stop();
      })()),
  };
}

/**
 * The configured WhatsApp route, its client made at the first send: the embedded simulator
 * writes its address when it starts, which may be after the pipeline.
 */
function whatsAppApiOf(config: PipelineOptions['config']): (() => WhatsAppCloudApi) | null {
  const whatsapp = config?.whatsapp;
  const dataDir = config?.dataDir;
  if (!whatsapp || !dataDir) return null;
  let api: WhatsAppCloudApi | null = null;
  return () => (api ??= cloudApiFromConfig({ whatsapp, dataDir }));
}

/** Call jobs at once: the channels' worth of calls, and one more job waiting at the trunk's door. */
const callLanes = (channels: number, callChunkSize: number): number => Math.ceil(channels / callChunkSize) + 1;

/** The pipeline as the settings describe it: the server's in-process one and `npm run worker`'s. */
export async function startConfiguredPipeline(db: Db, config: Config, log: PipelineOptions['log']): Promise<Pipeline> {
  const { uncertainWaitMs, concurrency, chunkSize, abandonedAfterMs, receiptValidityMs } = config.pipeline;
  const queue = await openJobQueue(config.pipeline.queue, config.databaseUrl, log);
  const audioOf = (accountId: number, fileHash: string) => recordingAudio(db, config.dataDir, accountId, fileHash);
  return startPipeline({ db, config, log, queue, uncertainWaitMs, concurrency, chunkSize, abandonedAfterMs, receiptValidityMs, audioOf });
}
