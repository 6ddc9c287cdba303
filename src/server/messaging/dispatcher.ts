/**
 * Sends one chunk through the route. The messages move to `submitting` in the database BEFORE
 * the provider sees them: a message found there later by a fresh process is one whose fate is
 * unknown (uncertain.ts settles it by receipts, never by sending at once). Each outcome is
 * then written in one transaction with its credits (settlement.ts states the refund policy).
 */
import type { QuietHours } from '../../domain/quietHours';
import type { Db } from '../db/database';
import { batches, claimMessages, keepClaimed, type Claimed, type DispatchJob } from './claims';
import { loadCampaign, type SendingCampaign } from './making';
import type { OutgoingSms, SmsProvider, SubmitOutcome } from './provider';
import { queuedAgainAt } from './quietHours';
import type { ReceiptBook } from './receipts';
import { settleCredits, settleShipments } from './settlement';

export type { DispatchJob } from './claims';

export interface DispatcherOptions {
  now?: () => number;
  /** Retries of a link error when the campaign names none (default 3, 10 s apart). */
  defaultRetryCount?: number;
  defaultRetryIntervalMs?: number;
  /** A message whose submit answer was lost waits this long for a receipt before it is sent again. */
  uncertainWaitMs?: number;
  /**
   * With several sending processes: how often the claimed messages' claimed_at is renewed
   * while they are being submitted, so another process's markAbandoned (which takes what was
   * claimed too long ago) never takes a live sender's messages, however long a submit lasts.
   */
  heartbeatMs?: number;
  log?: (message: string, detail?: unknown) => void;
  /** The quiet hours of brands without their own (config.quietHoursDefault), which retries keep; none when not given. */
  quietHoursDefault?: QuietHours;
}

const maxRetryDelayMs = 3_600_000;

export class Dispatcher {
  private readonly now: () => number;
  private readonly campaigns = new Map<number, { campaign: SendingCampaign | null; at: number }>();

  constructor(
    private readonly db: Db,
    private readonly provider: SmsProvider,
    private readonly receipts: ReceiptBook | null,
    private readonly options: DispatcherOptions = {},
  ) {
    this.now = options.now ?? Date.now;
  }

  async dispatch(job: DispatchJob): Promise<number> {
    const claimed = await claimMessages(this.db, job, 'sms', this.now());
    if (claimed.length === 0) return 0;
    const byId = new Map(claimed.map((m) => [m.id, m]));
    // Everything record() needs from outside its transaction is read here, before it opens:
    // inside it the outer db waits forever on SQLite's single connection (issue 13's hang,
    // when the campaign cache expired during a long submit).
    const campaigns = new Map<number, SendingCampaign | null>();
    for (const id of new Set(claimed.map((m) => m.campaign_id))) campaigns.set(id, await this.campaign(id));
    const outgoing: OutgoingSms[] = [];
    const unsendable: SubmitOutcome[] = [];
    for (const message of claimed) {
      const campaign = campaigns.get(message.campaign_id);
      if (campaign) outgoing.push({ messageId: message.id, from: campaign.sender, to: message.phone, text: message.text });
      else unsendable.push({ messageId: message.id, ok: false, retryable: false, error: 'campaign not found' });
    }
    const heartbeat = keepClaimed(this.db, () => claimed.map((m) => m.id), { everyMs: this.options.heartbeatMs, now: this.now, log: this.options.log });
    try {
      const outcomes = [...unsendable, ...(await this.provider.submit(outgoing))];
      await this.record(outcomes, byId, campaigns);
    } finally {
      await heartbeat();
    }
    if (this.receipts) await this.receipts.reconcile();
    await settleShipments(this.db, claimed.map((m) => m.shipment_id), this.now());
    return claimed.length;
  }

  private async campaign(id: number): Promise<SendingCampaign | null> {
    const cached = this.campaigns.get(id);
    if (cached && this.now() - cached.at < 60_000) return cached.campaign;
    const campaign = await loadCampaign(this.db, id, this.options.quietHoursDefault);
    this.campaigns.set(id, { campaign, at: this.now() });
    return campaign;
  }

  /**
   * When a transient refusal (providers/submitErrors.ts) is tried again: the campaign's
   * interval doubled after each attempt (1, 2, 4 ... times it), at most an hour, so a
   * struggling SMSC is not hammered while a short hiccup costs one interval.
   */
  private retryAt(campaign: SendingCampaign | null, attempts: number, now: number): number | null {
    const plan = this.retryPlan(campaign);
    if (attempts > plan.count) return null;
    return now + Math.min(maxRetryDelayMs, plan.intervalMs * 2 ** Math.max(0, attempts - 1));
  }

  private retryPlan(campaign: SendingCampaign | null): { count: number; intervalMs: number } {
    const s = campaign?.settings;
    if (s && typeof s.retryCount === 'number' && s.retryCount >= 0) {
      return { count: s.retryCount, intervalMs: Math.max(0, (s.retryInterval ?? 1) * 60_000) };
    }
    return { count: this.options.defaultRetryCount ?? 3, intervalMs: this.options.defaultRetryIntervalMs ?? 10_000 };
  }

  private async record(outcomes: SubmitOutcome[], byId: Map<number, Claimed>, campaigns: ReadonlyMap<number, SendingCampaign | null>): Promise<void> {
    const now = this.now();
    const submitted: number[] = [];
    const providerRows: { provider_id: string; message_id: number }[] = [];
    const uncertain = new Map<string, number[]>();
    const retry = new Map<string, { ids: number[]; at: number; quietUntil: number | null }>();
    const failed = new Map<string, number[]>();
    const push = (map: Map<string, number[]>, key: string, id: number) => {
      const list = map.get(key) ?? [];
      list.push(id);
      map.set(key, list);
    };
    for (const outcome of outcomes) {
      const message = byId.get(outcome.messageId);
      if (!message) continue;
      if (outcome.ok) {
        submitted.push(message.id);
        for (const providerId of outcome.providerIds) if (providerId) providerRows.push({ provider_id: providerId, message_id: message.id });
      } else if (outcome.uncertain) {
        push(uncertain, outcome.error, message.id);
      } else {
        const campaign = campaigns.get(message.campaign_id) ?? null;
        const due = outcome.retryable ? this.retryAt(campaign, message.attempts, now) : null;
        if (due !== null) {
          // A retry due in the recipient's quiet hours waits for their end, as the first send did.
          const { next_attempt_at: at, quiet_until: quietUntil } = queuedAgainAt(campaign, message.phone, due);
          const key = `${at}|${quietUntil}|${outcome.error}`;
          const entry = retry.get(key) ?? { ids: [], at, quietUntil };
          entry.ids.push(message.id);
          retry.set(key, entry);
        } else push(failed, outcome.error, message.id);
      }
    }

    await this.db.transaction().execute(async (tx) => {
      const spent = new Map<number, number>();
      const refunded = new Map<number, number>();
      const add = (map: Map<number, number>, rows: { campaign_id: number; credits: number }[]) => {
        for (const row of rows) map.set(row.campaign_id, (map.get(row.campaign_id) ?? 0) + row.credits);
      };
      for (const ids of batches(submitted)) {
        const rows = await tx
          .updateTable('messages')
          .set({ status: 'submitted', submitted_at: now, error: null, next_attempt_at: null })
          .where('id', 'in', ids)
          .where('status', '=', 'submitting')
          .returning(['campaign_id', 'credits'])
          .execute();
        add(spent, rows);
      }
      for (const rows of batches(providerRows)) {
        await tx.insertInto('message_provider_ids').values(rows).onConflict((oc) => oc.column('provider_id').doNothing()).execute();
      }
      for (const [error, all] of uncertain) {
        for (const ids of batches(all)) {
          await tx
            .updateTable('messages')
            .set({ status: 'uncertain', error, next_attempt_at: now + (this.options.uncertainWaitMs ?? 300_000) })
            .where('id', 'in', ids)
            .where('status', '=', 'submitting')
            .execute();
        }
      }
      for (const [key, entry] of retry) {
        const error = key.split('|').slice(2).join('|');
        for (const ids of batches(entry.ids)) {
          await tx.updateTable('messages').set({ status: 'queued', error, next_attempt_at: entry.at, quiet_until: entry.quietUntil }).where('id', 'in', ids).where('status', '=', 'submitting').execute();
        }
      }
      for (const [error, all] of failed) {
        for (const ids of batches(all)) {
          const rows = await tx
            .updateTable('messages')
            .set({ status: 'failed', error, done_at: now })
            .where('id', 'in', ids)
            .where('status', '=', 'submitting')
            .returning(['campaign_id', 'credits'])
            .execute();
          add(refunded, rows);
        }
      }
      for (const campaignId of new Set([...spent.keys(), ...refunded.keys()])) {
        const campaign = campaigns.get(campaignId);
        if (!campaign) continue;
        await settleCredits(tx, { campaignId, accountId: campaign.accountId, service: campaign.service, spent: spent.get(campaignId) ?? 0, refunded: refunded.get(campaignId) ?? 0, now });
      }
    });
  }
}
