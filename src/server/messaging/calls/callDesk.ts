/**
 * Places a job's calls through the voice route, as the dispatcher sends a chunk of texts
 * through the SMS route: the same claims (claims.ts), shipments, credits and settlement. The
 * route keeps the trunk's channel limit and start rate, so every call of the job is handed to
 * it at once and waits there for a channel.
 *
 * What is written, and when (callOutcomes.ts says what each outcome does):
 * - claimed: the message is in submitting with call_status queued — a crash now means it was
 *   never dialled (it waited for a channel), and it goes back to the queue uncounted;
 * - before the INVITE leaves: call_status ringing, written and awaited — from here a crash
 *   means the outcome is unknown;
 * - answered: written within a flush (~200 ms) — answered_at is what tells a
 *   restarted process that this number was reached and must not be dialled again
 *   (abandonedCalls.ts);
 * - the outcome: with its credits, in one transaction per flush.
 * A campaign stopped cancels its calls at once: one waiting for a channel or ringing goes back
 * to queued (its attempt not counted, dialled again on resume); one already answered is hung
 * up and charged, shown as canceled with its seconds (callOutcomes.ts).
 */
import type { QuietHours } from '../../../domain/quietHours';
import type { Db } from '../../db/database';
import { claimMessages, keepClaimed, type Claimed, type DispatchJob } from '../claims';
import { loadCampaign, type SendingCampaign } from '../making';
import { settleShipments } from '../settlement';
import { CallStatus, type CallOutcome, type VoiceProvider } from '../voice/types';
import { CallBook } from './callBook';

export interface CallDeskOptions {
  now?: () => number;
  log?: (message: string, detail?: unknown) => void;
  /** With several sending processes: how often claimed_at is renewed during the calls (claims.ts keepClaimed). */
  heartbeatMs?: number;
  /** The recording's µ-law samples, for the campaign's account; null when it is gone. */
  audioOf(accountId: number, fileHash: string): Promise<Buffer | null>;
  /** How often ringing, answers and outcomes are written (default 200 ms). */
  flushMs?: number;
  /** How often a job looks whether its campaigns were stopped (default 1 s). */
  stopCheckMs?: number;
  /** The quiet hours of brands without their own (config.quietHoursDefault), which redials keep; none when not given. */
  quietHoursDefault?: QuietHours;
}

export class CallDesk {
  private readonly now: () => number;
  private readonly book: CallBook;

  constructor(
    private readonly db: Db,
    private readonly provider: VoiceProvider,
    private readonly options: CallDeskOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.book = new CallBook(db, { now: this.now, log: options.log, flushMs: options.flushMs });
  }

  async dispatch(job: DispatchJob): Promise<number> {
    const claimed = await claimMessages(this.db, job, 'voice', this.now());
    if (claimed.length === 0) return 0;
    const campaigns = new Map<number, SendingCampaign | null>();
    const audio = new Map<number, Buffer | null>();
    for (const id of new Set(claimed.map((m) => m.campaign_id))) {
      const campaign = await loadCampaign(this.db, id, this.options.quietHoursDefault);
      campaigns.set(id, campaign);
      const voice = campaign?.settings.voice;
      audio.set(id, campaign && voice ? await this.options.audioOf(campaign.accountId, voice.fileHash) : null);
    }
    const open = new Set(claimed.map((m) => m.id));
    const heartbeat = keepClaimed(this.db, () => [...open], { everyMs: this.options.heartbeatMs, now: this.now, log: this.options.log });
    const stops = this.watchStops([...campaigns.keys()]);
    try {
      await Promise.all(
        claimed.map(async (message) => {
          const campaign = campaigns.get(message.campaign_id) ?? null;
          const outcome = await this.place(message, campaign, audio.get(message.campaign_id) ?? null, stops.signalOf(message.campaign_id));
          await this.book.outcome(message, campaign, outcome);
          open.delete(message.id);
        }),
      );
    } finally {
      stops.end();
      await heartbeat();
      await this.book.flush();
    }
    await settleShipments(this.db, claimed.map((m) => m.shipment_id), this.now());
    return claimed.length;
  }

  async stop(): Promise<void> {
    await this.book.stop();
  }

  private async place(message: Claimed, campaign: SendingCampaign | null, audio: Buffer | null, signal: AbortSignal): Promise<CallOutcome> {
    if (!campaign) return { messageId: message.id, status: CallStatus.failed, error: 'campaign not found' };
    if (!audio) return { messageId: message.id, status: CallStatus.failed, error: 'recording not found' };
    try {
      return await this.provider.call(
        { messageId: message.id, from: campaign.sender, to: message.phone, audio },
        { onDialling: (id) => this.book.dialled(id), onAnswered: (id, at) => this.book.answered(id, at) },
        signal,
      );
    } catch (error) {
      // The route broke before the call had an outcome: nothing says the number was reached.
      this.options.log?.('call failed in the voice route', error);
      return { messageId: message.id, status: CallStatus.failed, error: error instanceof Error ? error.message : String(error) };
    }
  }

  /** One abort signal per campaign of the job, raised when the campaign is stopped. */
  private watchStops(campaignIds: number[]): { signalOf(id: number): AbortSignal; end(): void } {
    const controllers = new Map(campaignIds.map((id) => [id, new AbortController()]));
    let checking = false;
    const timer = setInterval(() => {
      if (checking) return;
      checking = true;
      void this.db
        .selectFrom('campaigns')
        .select('id')
        .where('id', 'in', campaignIds)
        .where('status', '=', 'stopped')
        .execute()
        .then((rows) => {
          for (const row of rows) controllers.get(row.id)?.abort();
        })
        .catch((error: unknown) => this.options.log?.('stop check failed', error))
        .finally(() => {
          checking = false;
        });
    }, this.options.stopCheckMs ?? 1_000);
    return {
      signalOf: (id) => controllers.get(id)!.signal,
      end: () => clearInterval(timer),
    };
  }
}
