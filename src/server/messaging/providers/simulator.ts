/**
 * The embedded default route: no network, the same interface. Each chunk is accepted after a
 * latency, each message's receipt comes after a delay with an outcome drawn from a mix, and a
 * share of the recipients answer with a text (for chat and unsubscribe by reply). With a seed
 * the same chunk draws the same outcomes and replies, so tests can name them.
 */
import { networkParts } from '../../../domain/messageParts';
import { DeliveryStatus, type DeliveryReceipt, type IncomingSms, type OutgoingSms, type ProviderEvents, type SmsProvider, type SubmitOutcome } from '../provider';
import { drawWeighted, randomFrom, type Random } from './random';

export interface SimulatorSettings {
  /** Before a chunk's submit outcomes (default 20 ms). */
  latencyMs?: number;
  /** After the submit, before the receipts (default 1 s). */
  receiptDelayMs?: number;
  /** Weights per delivery status (default mostly delivered, a little of each failure). */
  outcomes?: Partial<Record<DeliveryStatus, number>>;
  /** Share (0..1) of delivered recipients who answer (default 0.05). */
  replyShare?: number;
  replyDelayMs?: number;
  /** Answers drawn at random (default "תודה", "STOP", "הסר", "Thanks!"). */
  replies?: string[];
  /** The number replies go to when the sender is a name, not a number. */
  replyNumber?: string;
  seed?: number;
}

export const defaultSimulatorOutcomes: Readonly<Partial<Record<DeliveryStatus, number>>> = {
  delivered: 90,
  notDelivered: 4,
  outOfCoverage: 2,
  blocked: 1,
  kosher: 1,
  blockedByOperator: 1,
  adsBlocked: 1,
};

/** A receipt handler that fails is called again after this long, as an SMSC sends it again. */
const redeliverMs = 1_000;

export class SimulatorProvider implements SmsProvider {
  readonly name = 'simulator';
  private readonly random: Random;
  private readonly timers = new Set<NodeJS.Timeout>();
  private events: ProviderEvents | null = null;
  private nextId = 1;
  private stopped = false;

  constructor(private readonly settings: SimulatorSettings = {}) {
    this.random = randomFrom(settings.seed);
  }

  async start(events: ProviderEvents): Promise<void> {
    this.events = events;
    this.stopped = false;
  }

  async submit(messages: OutgoingSms[]): Promise<SubmitOutcome[]> {
    await this.sleep(this.settings.latencyMs ?? 20);
    const outcomes: SubmitOutcome[] = [];
    const receipts: DeliveryReceipt[] = [];
    const replies: IncomingSms[] = [];
    const replyShare = this.settings.replyShare ?? 0.05;
    const texts = this.settings.replies ?? ['תודה', 'STOP', 'הסר', 'Thanks!'];
    for (const sms of messages) {
      if (this.stopped) {
        outcomes.push({ messageId: sms.messageId, ok: false, retryable: true, error: 'provider stopped' });
        continue;
      }
      const providerIds = Array.from({ length: Math.max(1, networkParts(sms.text)) }, () => `sim-${this.nextId++}`);
      outcomes.push({ messageId: sms.messageId, ok: true, providerIds });
      const status = drawWeighted(this.settings.outcomes ?? defaultSimulatorOutcomes, this.random) ?? DeliveryStatus.delivered;
      const stat = status === DeliveryStatus.delivered ? 'DELIVRD' : status === DeliveryStatus.acceptedByNetwork ? 'ACCEPTD' : 'UNDELIV';
      for (const providerId of providerIds) receipts.push({ providerId, status, stat, error: stat === 'DELIVRD' ? '000' : status, doneAt: 0, to: sms.to, from: sms.from, textStart: sms.text.slice(0, 20) });
      if (status === DeliveryStatus.delivered && this.random() < replyShare) {
        const text = texts[Math.floor(this.random() * texts.length)] ?? 'תודה';
        replies.push({ from: sms.to, to: /^\d+$/.test(sms.from) ? sms.from : (this.settings.replyNumber ?? '972500000000'), text, receivedAt: 0 });
      }
    }
    this.later(this.settings.receiptDelayMs ?? 1_000, () => this.deliverAll(receipts, (r) => this.events?.onReceipt({ ...r, doneAt: Date.now() })));
    if (replies.length > 0) {
      this.later((this.settings.receiptDelayMs ?? 1_000) + (this.settings.replyDelayMs ?? 3_000), () =>
        this.deliverAll(replies, (m) => this.events?.onIncoming({ ...m, receivedAt: Date.now() })),
      );
    }
    return outcomes;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  /** One at a time, in order; what a handler refuses is tried again later. */
  private async deliverAll<T>(items: T[], handle: (item: T) => Promise<void> | undefined): Promise<void> {
    const refused: T[] = [];
    for (const item of items) {
      if (this.stopped) return;
      try {
        await handle(item);
      } catch {
        refused.push(item);
      }
    }
    if (refused.length > 0) this.later(redeliverMs, () => this.deliverAll(refused, handle));
  }

  private later(ms: number, run: () => Promise<void>): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void run();
    }, ms);
    this.timers.add(timer);
  }

  private sleep(ms: number): Promise<void> {
    return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
  }
}
