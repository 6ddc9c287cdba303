/**
 * Turns due shipments into dispatch jobs, fairly across accounts (ARCHITECTURE "Sending a
 * campaign", step 3). Every tick (and whenever a chunk ends) it tops the queue up to a few
 * waiting jobs, taking the next chunk from the next account in turn, so an account's ten
 * messages wait behind at most a few chunks of another's million, never behind all of them.
 * Message rows are made just ahead of dispatch (making.ts), a chunk at a time.
 *
 * An account with nothing in flight does not wait for that turn with its shipment's first chunk:
 * the chunk is made and queued urgent at once (with the in-process queue it starts in a slot
 * kept for that, jobs/queue.ts), so 10 messages never wait behind a running chunk of a 100k
 * send (issue 13, section 3). Only the first chunk of a shipment, and only one per account in
 * flight: its next chunks take their turn like everyone's, so the lanes stay fair.
 *
 * Each channel has its own lane of jobs (SMS chunks, voice calls, WhatsApp template sends): a
 * chunk of calls holds its job for as long as the calls last, and a WhatsApp lane backing off
 * Meta's throughput limit must not hold back the texts of anyone. The turn of accounts is one
 * for all.
 *
 * What has been handed out is kept in memory only: at start it is derived again from the
 * database (the lowest queued seq of each shipment), since jobs are wake-ups, not the truth.
 */
import type { QuietHours } from '../../domain/quietHours';
import type { Db } from '../db/database';
import type { JobQueue } from '../jobs/queue';
import type { DispatchJob } from './dispatcher';
import { loadCampaign, makeNextChunk, type SendingCampaign } from './making';
import { settleShipments } from './settlement';

export const dispatchJobName = 'messaging.dispatch';
export const callJobName = 'messaging.call';
export const whatsAppJobName = 'messaging.whatsapp';

export type Channel = 'sms' | 'voice' | 'whatsapp';
const channels: Channel[] = ['sms', 'voice', 'whatsapp'];
export const jobNameOf = (channel: Channel): string => (channel === 'voice' ? callJobName : channel === 'whatsapp' ? whatsAppJobName : dispatchJobName);
const channelOfService = (service: string | undefined): Channel => (service === 'voice' ? 'voice' : service === 'whatsapp' ? 'whatsapp' : 'sms');
const channelOf = (shipment: { campaign: SendingCampaign | null }): Channel => channelOfService(shipment.campaign?.service);

export interface SchedulerOptions {
  now?: () => number;
  chunkSize?: number;
  /**
   * Calls per job (default 50): a job ends when its last call does, so small jobs keep the
   * trunk's channels busy while each waits for its slowest call.
   */
  callChunkSize?: number;
  tickMs?: number;
  /** Dispatch jobs kept waiting in the queue; small keeps it fair (default 2). */
  waitingJobs?: number;
  log?: (message: string, detail?: unknown) => void;
  /**
   * With a shared queue (several processes): derive every shipment's progress again from the
   * database this often, so work whose job died with a process before claiming anything is
   * handed out again without waiting for the queue to expire that job.
   */
  rescanMs?: number;
  /**
   * How often it looks whether a shipment was added (its highest id, one index step), and
   * ticks at once if so: an account's send is seen in this time, not in tickMs (default 25;
   * 0 never). The full tick stays at tickMs for what only time makes due. A probe is one read
   * of the primary key's last entry; at 100 ms the wait for it was half of a campaign's own
   * start (50 of the 100-140 ms from acceptance to the first send, the dispatch bench).
   */
  probeMs?: number;
  /** The quiet hours of brands without their own (config.quietHoursDefault); none when not given. */
  quietHoursDefault?: QuietHours;
}

interface ActiveShipment {
  id: number;
  campaign_id: number;
  account_id: number;
  seq_from: number;
  seq_to: number;
  made_to: number;
  /** The next seq to hand to a job. */
  cursor: number;
  campaign: SendingCampaign | null;
  /** No chunk of it handed out yet by this scheduler: its first may go urgent. */
  fresh: boolean;
}

const retryKey = (channel: Channel, account: number): string => `${channel}:${account}`;

const jobKey = (job: DispatchJob): string => ('messageIds' in job ? `retry:${job.messageIds[0]}` : `${job.shipmentId}:${job.seqFrom}`);

export class Scheduler {
  private readonly now: () => number;
  private readonly chunkSize: number;
  private readonly callChunkSize: number;
  private readonly shipments = new Map<number, ActiveShipment>();
  /** Accounts in turn: the head goes next, then to the back. */
  private turn: number[] = [];
  /** Retries (queued again with a time) handed out, and when: not handed out again for a minute. */
  private readonly retriesOut = new Map<number, number>();
  /**
   * Jobs handed out and not yet ended, by key, with their account: who has nothing in flight.
   * Kept only with the in-process queue, where every job ends in this process (jobDone).
   */
  private readonly inFlight = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private probeTimer: NodeJS.Timeout | null = null;
  private probing = false;
  private lastShipmentId: number | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private scannedAt = 0;

  constructor(
    private readonly db: Db,
    private readonly queue: JobQueue,
    private readonly options: SchedulerOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.chunkSize = options.chunkSize ?? 1_000;
    this.callChunkSize = Math.min(this.chunkSize, options.callChunkSize ?? 50);
  }

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.wake(), this.options.tickMs ?? 500);
    const probeMs = this.options.probeMs ?? 25;
    if (probeMs > 0) this.probeTimer = setInterval(() => void this.probe(), probeMs);
    this.wake();
  }

  /** A tick now when a shipment was added since the last look. */
  private async probe(): Promise<void> {
    if (this.probing || this.stopped) return;
    this.probing = true;
    try {
      const row = await this.db.selectFrom('shipments').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
      const id = row?.id == null ? 0 : Number(row.id);
      if (this.lastShipmentId !== null && id !== this.lastShipmentId) void this.wake();
      this.lastShipmentId = id;
    } catch (error) {
      this.options.log?.('scheduler probe failed', error);
    } finally {
      this.probing = false;
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.probeTimer) clearInterval(this.probeTimer);
    this.timer = null;
    this.probeTimer = null;
    await this.running;
  }

  /** A tick now (or right after the one running). */
  wake(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          await this.tick();
        } catch (error) {
          this.options.log?.('scheduler tick failed', error);
        }
        // Its SQLite work is synchronous: a turn of the event loop lets timers and sockets in.
        if (this.again) await new Promise((resolve) => setImmediate(resolve));
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** A job ended in this process: its retries may be handed out again as soon as they are due. */
  jobDone(job: DispatchJob): void {
    if ('messageIds' in job) for (const id of job.messageIds) this.retriesOut.delete(id);
    this.inFlight.delete(jobKey(job));
  }

  private async tick(): Promise<void> {
    const now = this.now();
    if (this.options.rescanMs && now - this.scannedAt >= this.options.rescanMs) {
      this.scannedAt = now;
      this.shipments.clear();
    }
    await this.loadDue(now);
    const retries = await this.dueRetries(now);
    if (this.queue.kind === 'in-process') await this.sendFirstChunks(now);
    const target = this.options.waitingJobs ?? 2;
    for (const channel of channels) {
      let waiting = await this.queue.waiting(jobNameOf(channel));
      // A wake that came meanwhile (a new shipment) goes first: the tick starts again, so an
      // account's first chunk is not made after another's next ones (issue 13).
      while (waiting < target && !this.stopped && !this.again) {
        const job = await this.nextJob(retries, now, channel);
        if (!job) break;
        await this.send(job, false, channel);
        waiting += 1;
      }
    }
  }

  private async send(job: DispatchJob, urgent: boolean, channel: Channel): Promise<void> {
    const key = jobKey(job);
    if (this.queue.kind === 'in-process') {
      const account = 'messageIds' in job ? undefined : this.shipments.get(job.shipmentId)?.account_id;
      if (account !== undefined) this.inFlight.set(key, account);
    }
    await this.queue.send<DispatchJob>(jobNameOf(channel), job, { singletonKey: key, urgent });
  }

  /** The first chunk of each account with nothing in flight, queued urgent; the account then goes to the back of the turn. */
  private async sendFirstChunks(now: number): Promise<void> {
    const busy = new Set(this.inFlight.values());
    for (const shipment of this.shipments.values()) {
      if (this.stopped) return;
      if (!shipment.fresh || busy.has(shipment.account_id)) continue;
      const chunk = await this.nextChunk(shipment, now);
      if (!chunk) continue;
      busy.add(shipment.account_id);
      await this.send({ shipmentId: shipment.id, ...chunk }, true, channelOf(shipment));
      this.turn = [...this.turn.filter((a) => a !== shipment.account_id), shipment.account_id];
    }
  }

  private async loadDue(now: number): Promise<void> {
    const rows = await this.db
      .selectFrom('shipments as s')
      .innerJoin('campaigns as c', 'c.id', 's.campaign_id')
      .select(['s.id', 's.campaign_id', 's.account_id', 's.seq_from', 's.seq_to', 's.made_to'])
      .where('s.status', 'in', ['waiting', 'making', 'dispatching'])
      .where('s.run_at', '<=', now)
      .where('c.status', 'not in', ['stopped', 'held', 'draft'])
      .execute();
    const seen = new Set<number>();
    for (const row of rows) {
      seen.add(row.id);
      if (this.shipments.has(row.id)) continue;
      const lowest = await this.db
        .selectFrom('messages')
        .select((eb) => eb.fn.min('seq').as('seq'))
        .where('status', '=', 'queued')
        .where('shipment_id', '=', row.id)
        .executeTakeFirst();
      const cursor = lowest?.seq != null ? Number(lowest.seq) : Math.max(row.seq_from, row.made_to + 1);
      this.shipments.set(row.id, { ...row, cursor, campaign: await loadCampaign(this.db, row.campaign_id, this.options.quietHoursDefault), fresh: true });
      if (!this.turn.includes(row.account_id)) this.turn.push(row.account_id);
    }
    for (const id of this.shipments.keys()) if (!seen.has(id)) this.shipments.delete(id);
    const finished = [...this.shipments.values()].filter((s) => s.cursor > s.seq_to).map((s) => s.id);
    if (finished.length > 0) await settleShipments(this.db, finished, now);
  }

  /**
   * Retries due now, and messages whose quiet hours ended, by channel and account. A stopped or
   * held campaign's wait on: like its shipments (loadDue), they go when it is resumed.
   */
  private async dueRetries(now: number): Promise<Map<string, number[]>> {
    const rows = await this.db
      .selectFrom('messages as m')
      .innerJoin('campaigns as c', 'c.id', 'm.campaign_id')
      .select(['m.id', 'm.account_id', 'm.call_status', 'c.kind'])
      .where('m.status', '=', 'queued')
      .where('m.next_attempt_at', '<=', now)
      .where('c.status', 'not in', ['stopped', 'held', 'draft'])
      .orderBy('m.next_attempt_at')
      .limit(5_000)
      .execute();
    for (const [id, at] of this.retriesOut) if (now - at > 60_000) this.retriesOut.delete(id);
    const byAccount = new Map<string, number[]>();
    for (const row of rows) {
      if (this.retriesOut.has(row.id)) continue;
      const key = retryKey(row.call_status !== null ? 'voice' : channelOfService(row.kind), row.account_id);
      byAccount.set(key, [...(byAccount.get(key) ?? []), row.id]);
      if (!this.turn.includes(row.account_id)) this.turn.push(row.account_id);
    }
    return byAccount;
  }

  /** The next chunk of the channel from the next account in turn that has one. */
  private async nextJob(retries: Map<string, number[]>, now: number, channel: Channel): Promise<DispatchJob | null> {
    for (let tried = 0; tried < this.turn.length; tried += 1) {
      const account = this.turn.shift();
      if (account === undefined) return null;
      this.turn.push(account);
      const retryIds = retries.get(retryKey(channel, account));
      if (retryIds && retryIds.length > 0) {
        const ids = retryIds.splice(0, channel === 'voice' ? this.callChunkSize : this.chunkSize);
        for (const id of ids) this.retriesOut.set(id, now);
        return { messageIds: ids };
      }
      for (const shipment of [...this.shipments.values()].filter((s) => s.account_id === account && channelOf(s) === channel)) {
        const chunk = await this.nextChunk(shipment, now);
        if (chunk) return { shipmentId: shipment.id, ...chunk };
      }
    }
    const hasRetries = (account: number) => channels.some((c) => retries.get(retryKey(c, account))?.length);
    this.turn = this.turn.filter((account) => hasRetries(account) || [...this.shipments.values()].some((s) => s.account_id === account));
    return null;
  }

  /** The shipment's next chunk to hand out, made first when it is not yet; null when all are out. */
  private async nextChunk(shipment: ActiveShipment, now: number): Promise<{ seqFrom: number; seqTo: number } | null> {
    while (shipment.cursor <= shipment.seq_to && !this.stopped) {
      if (shipment.cursor > shipment.made_to) {
        if (!shipment.campaign) return null;
        shipment.made_to = await makeNextChunk(this.db, shipment, shipment.campaign, this.chunkSize, now, this.options.quietHoursDefault);
        if (shipment.cursor > shipment.made_to) {
          shipment.cursor = shipment.seq_to + 1;
          return null;
        }
      }
      const seqFrom = shipment.cursor;
      const seqTo = Math.min(shipment.made_to, seqFrom + (channelOf(shipment) === 'voice' ? this.callChunkSize : this.chunkSize) - 1);
      shipment.cursor = seqTo + 1;
      shipment.fresh = false;
      // Every process's scheduler walks every chunk (any of them may die); a chunk another
      // process's job already claimed is skipped here rather than queued to claim nothing.
      if (this.queue.kind === 'in-process' || (await this.hasDue(shipment.id, seqFrom, seqTo, now))) return { seqFrom, seqTo };
    }
    return null;
  }

  /** Is anything in the chunk still to claim (the dispatcher's own condition)? */
  private async hasDue(shipmentId: number, seqFrom: number, seqTo: number, now: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('messages')
      .select('id')
      .where('status', '=', 'queued')
      .where('shipment_id', '=', shipmentId)
      .where('seq', '>=', seqFrom)
      .where('seq', '<=', seqTo)
      .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', now)]))
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }
}
