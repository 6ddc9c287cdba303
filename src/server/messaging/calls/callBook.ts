/**
 * Writes what calls do, a flush at a time: dials (awaited by the INVITE), answers as they
 * come, outcomes with their credits. Ringing is what a dialled call is until it is answered. At 200 channels a second brings dozens of each; one transaction per flush
 * keeps SQLite's single writer free for the rest of the product.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Claimed } from '../claims';
import type { SendingCampaign } from '../making';
import { settleCredits } from '../settlement';
import { CallStatus, type CallOutcome } from '../voice/types';
import { callRowOf } from './callOutcomes';

interface PendingOutcome {
  message: Claimed;
  campaign: SendingCampaign | null;
  outcome: CallOutcome;
  done: () => void;
  failed: (error: unknown) => void;
}

/** Dial marks wait at most this long for their write: the INVITE waits for it. */
const dialFlushMs = 20;

export class CallBook {
  private dialling: { id: number; done: () => void; failed: (error: unknown) => void }[] = [];
  private answers: { id: number; at: number }[] = [];
  private outcomes: PendingOutcome[] = [];
  private timer: NodeJS.Timeout | null = null;
  private timerMs = 0;
  private flushing: Promise<void> = Promise.resolve();
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    private readonly options: { now: () => number; log?: (message: string, detail?: unknown) => void; flushMs?: number },
  ) {
    this.now = options.now;
  }

  /** The INVITE is about to leave: resolves once that is written (abandonedCalls.ts reads it). */
  dialled(id: number): Promise<void> {
    return new Promise((done, failed) => {
      this.dialling.push({ id, done, failed });
      this.soon(dialFlushMs);
    });
  }

  answered(id: number, at: number): void {
    this.answers.push({ id, at });
    this.soon();
  }

  /** Resolves once the outcome is written. */
  outcome(message: Claimed, campaign: SendingCampaign | null, outcome: CallOutcome): Promise<void> {
    return new Promise((done, failed) => {
      this.outcomes.push({ message, campaign, outcome, done, failed });
      this.soon();
    });
  }

  /** Writes everything waiting now. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  async stop(): Promise<void> {
    await this.flush();
  }

  private soon(withinMs = this.options.flushMs ?? 200): void {
    if (this.timer && this.timerMs <= withinMs) return;
    if (this.timer) clearTimeout(this.timer);
    this.timerMs = withinMs;
    this.timer = setTimeout(() => void this.flush(), withinMs);
  }

  private async write(): Promise<void> {
    const dialling = this.dialling;
    const answers = this.answers;
    const outcomes = this.outcomes;
    this.dialling = [];
    this.answers = [];
    this.outcomes = [];
    if (dialling.length === 0 && answers.length === 0 && outcomes.length === 0) return;
    const now = this.now();
    try {
      await this.db.transaction().execute(async (tx) => {
        // Only a call still in submitting moves: an outcome written in an earlier flush wins.
        // Dialled: from here the number may ring, so a crash no longer means "never called".
        if (dialling.length > 0) {
          await tx.updateTable('messages').set({ call_status: CallStatus.ringing }).where('id', 'in', dialling.map((d) => d.id)).where('status', '=', 'submitting').where('call_status', '=', CallStatus.queued).execute();
        }
        for (const answer of answers) {
          await tx.updateTable('messages').set({ call_status: CallStatus.inProgress, answered_at: answer.at }).where('id', '=', answer.id).where('status', '=', 'submitting').execute();
        }
        const money = new Map<number, { campaign: SendingCampaign; spent: number; refunded: number }>();
        for (const { message, campaign, outcome } of outcomes) {
          const { row, money: effect } = callRowOf(outcome, message, campaign, now);
          const { attemptsChange, ...columns } = row;
          const written = await tx
            .updateTable('messages')
            .set({ ...columns, ...(attemptsChange ? { attempts: sql<number>`attempts - 1` } : {}) })
            .where('id', '=', message.id)
            .where('status', '=', 'submitting')
            .executeTakeFirst();
          if (Number(written.numUpdatedRows) === 0 || !campaign || effect === 'none') continue;
          const entry = money.get(campaign.id) ?? { campaign, spent: 0, refunded: 0 };
          if (effect === 'spent') entry.spent += Number(message.credits);
          else entry.refunded += Number(message.credits);
          money.set(campaign.id, entry);
        }
        for (const { campaign, spent, refunded } of money.values()) {
          await settleCredits(tx, { campaignId: campaign.id, accountId: campaign.accountId, service: 'voice', spent, refunded, now });
        }
      });
      for (const pending of [...dialling, ...outcomes]) pending.done();
    } catch (error) {
      this.options.log?.('call outcomes could not be written', error);
      for (const pending of [...dialling, ...outcomes]) pending.failed(error);
    }
  }
}
