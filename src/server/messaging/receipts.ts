/**
 * Delivery receipts and incoming messages into the database. Receipts are written in small
 * batches (one transaction for many), and each one's promise resolves only once it is
 * committed, so the provider acknowledges it to the SMSC only then: a crash before loses
 * nothing, the SMSC sends it again. Applying a receipt is idempotent (a receipt may come twice).
 *
 * A receipt naming an SMSC id we have not recorded goes to unmatched_receipts: either its
 * message's submit answer is still being written (reconcile() applies it a moment later), or
 * it was lost with a dead worker, and uncertain.ts matches it by recipient, sender and text.
 */
import { NotificationType, raiseNotification } from '../events/notifications';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database, MessageStatus } from '../db/schema';
import { DeliveryStatus, type DeliveryReceipt, type IncomingSms } from './provider';
import { isOptOutReply } from '../../domain/consent';
import { sendingHooks } from './hooks';
import { repliedCampaign } from './repliedCampaign';
import { anyoneWantsDeliveries, enqueueDeliveryEvents, enqueueIncomingEvent } from './webhooks/events';

interface Pending {
  receipt: DeliveryReceipt;
  done: () => void;
  failed: (error: unknown) => void;
}

/** ACCEPTD (acceptedByNetwork) counts with delivered: the network took it and reported no failure. */
export const messageStatusOf = (status: string): MessageStatus =>
  status === DeliveryStatus.delivered || status === DeliveryStatus.acceptedByNetwork ? 'delivered' : 'failed';

/**
 * How much a delivery status says, least first. A message's status is replaced only by one
 * that says more: the worst part of a long message wins (a failure over accepted over
 * delivered), a real receipt that comes after the validity period replaces noReceipt, and a
 * receipt that comes twice changes nothing.
 */
const weakStatuses: readonly string[] = [DeliveryStatus.noReceipt, DeliveryStatus.delivered, DeliveryStatus.acceptedByNetwork];
const weightOf = (status: string): number => (weakStatuses.includes(status) ? weakStatuses.indexOf(status) : weakStatuses.length);
export const outweighs = (status: string, current: string | undefined): boolean => current === undefined || weightOf(status) > weightOf(current);

/** Sets the delivery status of messages; the worst part's status wins, and a repeat changes nothing. */
export async function applyReceipts(tx: Transaction<Database> | Db, byMessage: Map<number, string>, now: number): Promise<void> {
  const groups = new Map<string, number[]>();
  for (const [messageId, status] of byMessage) {
    const list = groups.get(status) ?? [];
    list.push(messageId);
    groups.set(status, list);
  }
  // Delivery webhooks: only when some account wants them is it asked which rows changed.
  const hooked = groups.size > 0 && (await anyoneWantsDeliveries(tx));
  for (const [status, ids] of groups) {
    for (let i = 0; i < ids.length; i += 500) {
      const update = tx
        .updateTable('messages')
        .set({ status: messageStatusOf(status), delivery_status: status, done_at: now })
        .where('id', 'in', ids.slice(i, i + 500))
        // `status || ''` is no indexed column: SQLite would otherwise walk messages_due(status),
        // every delivered message ever, instead of the 500 rows by primary key (issue 13).
        .where(sql<string>`${sql.ref('status')} || ''`, 'in', ['submitted', 'delivered', 'uncertain', 'failed'])
        .where((eb) => {
          const weaker = weakStatuses.filter((s) => outweighs(status, s));
          // No delivery status yet: with the SMSC (a message refused at submit is failed and stays so).
          const waiting = eb.and([eb('delivery_status', 'is', null), eb(sql<string>`${sql.ref('status')} || ''`, '!=', 'failed')]);
          return weaker.length > 0 ? eb.or([waiting, eb('delivery_status', 'in', weaker)]) : waiting;
        });
      if (!hooked) await update.execute();
      else await enqueueDeliveryEvents(tx, await update.returning(['id', 'account_id', 'campaign_id', 'phone']).execute(), status, messageStatusOf(status), now);
    }
  }
}

export class ReceiptBook {
  private buffer: Pending[] = [];
  private loop: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
    private readonly options: { batchSize?: number; reconcileWindowMs?: number; publicHost?: string } = {},
  ) {}

  /**
   * Group commit: the receipts that came while the last batch was being written go in the
   * next one, so a burst costs a few transactions and a lone receipt is written at once.
   */
  onReceipt(receipt: DeliveryReceipt): Promise<void> {
    return new Promise((done, failed) => {
      this.buffer.push({ receipt, done, failed });
      this.kick();
    });
  }

  /** Resolves once everything received so far is written. */
  async flush(): Promise<void> {
    while (this.loop || this.buffer.length > 0) {
      this.kick();
      await this.loop;
    }
  }

  private kick(): void {
    this.loop ??= (async () => {
      await new Promise((resolve) => setImmediate(resolve));
      while (this.buffer.length > 0) {
        await this.write(this.buffer.splice(0, this.options.batchSize ?? 500));
        // A batch is synchronous SQLite work; awaiting it yields to promises only. Without a
        // turn of the event loop between batches, a burst of 100,000 receipts held timers and
        // sockets for seconds, and a small campaign's chunk with them (issue 13).
        await new Promise((resolve) => setImmediate(resolve));
      }
    })().finally(() => {
      this.loop = null;
      if (this.buffer.length > 0) this.kick();
    });
  }

  private async write(batch: Pending[]): Promise<void> {
    if (batch.length === 0) return;
    try {
      const now = this.now();
      await this.db.transaction().execute(async (tx) => {
        const ids = [...new Set(batch.map((p) => p.receipt.providerId))];
        const known = new Map<string, number>();
        for (let i = 0; i < ids.length; i += 500) {
          const rows = await tx.selectFrom('message_provider_ids').select(['provider_id', 'message_id']).where('provider_id', 'in', ids.slice(i, i + 500)).execute();
          for (const row of rows) known.set(row.provider_id, row.message_id);
        }
        const byMessage = new Map<number, string>();
        const unmatched = [];
        for (const { receipt } of batch) {
          const messageId = known.get(receipt.providerId);
          if (messageId === undefined) {
            unmatched.push({
              provider_id: receipt.providerId,
              phone: (receipt.to ?? '').replace(/\D/g, ''),
              sender: receipt.from ?? '',
              text_start: receipt.textStart ?? '',
              delivery_status: receipt.status,
              received_at: now,
            });
          } else if (outweighs(receipt.status, byMessage.get(messageId))) byMessage.set(messageId, receipt.status);
        }
        await applyReceipts(tx, byMessage, now);
        for (let i = 0; i < unmatched.length; i += 500) await tx.insertInto('unmatched_receipts').values(unmatched.slice(i, i + 500)).execute();
      });
      for (const p of batch) p.done();
    } catch (error) {
      for (const p of batch) p.failed(error);
    }
  }

  /** Applies unmatched receipts whose SMSC id has since been recorded (the submit answer was written after the receipt came). */
  async reconcile(): Promise<number> {
    await this.loop;
    const now = this.now();
    const since = now - (this.options.reconcileWindowMs ?? 15 * 60_000);
    return this.db.transaction().execute(async (tx) => {
      const rows = await tx
        .selectFrom('unmatched_receipts as u')
        .innerJoin('message_provider_ids as p', 'p.provider_id', 'u.provider_id')
        .select(['u.id', 'u.delivery_status', 'p.message_id'])
        .where('u.received_at', '>=', since)
        .limit(5_000)
        .execute();
      if (rows.length === 0) return 0;
      const byMessage = new Map<number, string>();
      for (const row of rows) if (outweighs(row.delivery_status, byMessage.get(row.message_id))) byMessage.set(row.message_id, row.delivery_status);
      await applyReceipts(tx, byMessage, now);
      const ids = rows.map((r) => r.id);
      for (let i = 0; i < ids.length; i += 500) await tx.deleteFrom('unmatched_receipts').where('id', 'in', ids.slice(i, i + 500)).execute();
      return rows.length;
    });
  }

  /**
   * An incoming message, with the campaign it answers and that campaign's account, when one is
   * found (repliedCampaign.ts). An unsubscribe word blacklists the sender; another reply may get
   * the campaign's automatic answer, in the same transaction.
   */
  async onIncoming(message: IncomingSms): Promise<void> {
    const byNumber = await repliedCampaign(this.db, message.to, message.from, this.now());
    const stored = {
      account_id: byNumber?.account_id ?? null,
      campaign_id: byNumber?.id ?? null,
      phone: message.from,
      to_number: message.to,
      text: message.text,
      is_unsubscribe: isOptOutReply(message.text) ? 1 : 0,
      received_at: message.receivedAt || this.now(),
    };
    // The webhook event is written with the message, or neither is.
    await this.db.transaction().execute(async (tx) => {
      const { id } = await tx.insertInto('incoming_messages').values(stored).returning('id').executeTakeFirstOrThrow();
      await enqueueIncomingEvent(tx, { ...stored, id });
      // The live stream tells the campaign's sender (or the account) a reply came, leading to its conversation.
      const notified = stored.campaign_id === null ? null : await tx.selectFrom('campaigns').select('user_id').where('id', '=', stored.campaign_id).executeTakeFirst();
      const userId = notified?.user_id ?? stored.account_id;
      if (userId !== null) await raiseNotification(tx, userId, { type: NotificationType.info, message: 'shell.notifications.newReply', dynamicString: stored.phone, link: stored.campaign_id === null ? '/incoming-sms-report' : `/chat/${stored.campaign_id}` }, this.now());
      const hooks = sendingHooks();
      if (stored.is_unsubscribe && stored.account_id !== null) {
        await hooks.unsubscribeByReply(tx, { account: stored.account_id, phone: stored.phone, campaignId: stored.campaign_id, now: stored.received_at, text: stored.text });
      }
      // A campaign's automatic answer, with the reply or not at all (modules/autoReply/answer.ts).
      await hooks.answerReply(tx, { ...stored, id }, { now: this.now(), host: this.options.publicHost ?? 'localhost' });
      // SMS-to-mail: the account's addresses get the reply with it, or neither is kept (modules/myProfile/smsToMail.ts).
      await hooks.mailReply(tx, { ...stored, id }, { now: this.now() });
    });
  }

  async stop(): Promise<void> {
    await this.flush();
  }
}
