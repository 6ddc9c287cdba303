/**
 * Webhook deliveries as Meta makes them (WHATSAPP-CLOUD-API.md §7): the body serialized with
 * non-ASCII characters and `/` escaped (`\u05e9`, `\/`), signed `X-Hub-Signature-256` over
 * exactly those bytes with the app secret, retried with a growing interval when the receiver
 * does not answer 2xx, and — when `faults` asks — sometimes delivered twice or out of order.
 * A number's webhooks go out one delivery at a time, in order; statuses that wait meanwhile
 * go out together (`statuses[]` holds several), as Meta batches them under load.
 */
import type { Random } from '../../providers/random';
import { signWebhookBody, webhookSignatureHeader } from '../webhook/signature';
import { exchange } from '../cloudApi/transport';

export interface WebhookFaults {
  /** Share of deliveries (0..1) sent a second time after they succeeded. */
  duplicateRate?: number;
  /** Deliveries wait a random moment first, so a later one may overtake an earlier one. */
  outOfOrder?: boolean;
}

export interface WebhookOutboxOptions {
  url: string;
  appSecret: string;
  random: Random;
  faults: WebhookFaults;
  /** The out-of-order jitter, at most. */
  jitterMs: number;
  /** The first retry waits this long, each next one twice as long, at most a minute. */
  retryBaseMs?: number;
  /** Meta tries for up to 7 days; the simulator gives up sooner. */
  maxAttempts?: number;
}

export interface WebhookStats {
  /** Deliveries made (duplicates each count). */
  posted: number;
  /** Answered 2xx. */
  delivered: number;
  /** Attempts that failed and were tried again. */
  retried: number;
  /** Given up on after maxAttempts. */
  dropped: number;
  duplicates: number;
}

/** Meta's serialization: every non-ASCII UTF-16 unit and `/` escaped, lower-case hex. */
export const metaJson = (payload: unknown): string =>
  JSON.stringify(payload)
    .replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .replace(/\//g, '\\/');

interface Delivery {
  body: Buffer;
  attempt: number;
  duplicate: boolean;
}

interface StatusItem {
  wabaId: string;
  metadata: { display_phone_number: string; phone_number_id: string };
  status: object;
}

/**
 * One lane per business number (and one per WABA for its own changes): a lane sends one
 * delivery at a time, so without faults a number's webhooks arrive in the order they happened;
 * statuses waiting in a lane leave together, up to batchMax in one delivery.
 */
interface Lane {
  queue: (Delivery | StatusItem)[];
  busy: boolean;
}

const batchMax = 100;
const isDelivery = (item: Delivery | StatusItem): item is Delivery => 'body' in item;

export class WebhookOutbox {
  readonly stats: WebhookStats = { posted: 0, delivered: 0, retried: 0, dropped: 0, duplicates: 0 };
  private readonly lanes = new Map<string, Lane>();
  private inFlight = 0;
  private waiting = 0;
  private readonly timers = new Set<NodeJS.Timeout>();
  private idleWaiters: (() => void)[] = [];
  private stopped = false;

  constructor(private readonly options: WebhookOutboxOptions) {}

  /** One whole payload (`{object, entry:[…]}`), in the lane of its number or WABA. */
  post(payload: object, lane: string): void {
    this.enqueue(lane, { body: Buffer.from(metaJson(payload)), attempt: 1, duplicate: false });
  }

  /** One status of a `messages` change; statuses waiting together in the number's lane go out as one delivery. */
  postStatus(wabaId: string, metadata: { display_phone_number: string; phone_number_id: string }, status: object): void {
    this.enqueue(metadata.phone_number_id, { wabaId, metadata, status });
  }

  private enqueue(laneKey: string, item: Delivery | StatusItem): void {
    if (this.stopped) return;
    const add = () => {
      const lane = this.lanes.get(laneKey) ?? { queue: [], busy: false };
      this.lanes.set(laneKey, lane);
      lane.queue.push(item);
      this.pump(lane);
    };
    if (this.options.faults.outOfOrder) this.after(this.options.random() * this.options.jitterMs, add);
    else add();
  }

  private after(delayMs: number, run: () => void): void {
    this.waiting += 1;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.waiting -= 1;
      if (!this.stopped) run();
      this.checkIdle();
    }, delayMs);
    this.timers.add(timer);
  }

  private pump(lane: Lane): void {
    if (lane.busy || !lane.queue.length || this.stopped) return;
    const head = lane.queue[0];
    let delivery: Delivery;
    if (isDelivery(head)) {
      lane.queue.shift();
      delivery = head;
    } else {
      let count = 0;
      while (count < lane.queue.length && count < batchMax && !isDelivery(lane.queue[count])) count += 1;
      const items = lane.queue.splice(0, count) as StatusItem[];
      delivery = { body: Buffer.from(metaJson(messagesPayload(head.wabaId, head.metadata, { statuses: items.map((i) => i.status) }))), attempt: 1, duplicate: false };
    }
    lane.busy = true;
    void this.deliver(delivery).finally(() => {
      lane.busy = false;
      this.pump(lane);
      this.checkIdle();
    });
  }

  /** A retry or a duplicate goes out on its own, outside the lanes (Meta's retries come whenever they come). */
  private sendAlone(delivery: Delivery, delayMs: number): void {
    this.after(delayMs, () => void this.deliver(delivery).finally(() => this.checkIdle()));
  }

  private async deliver(delivery: Delivery): Promise<void> {
    this.stats.posted += 1;
    this.inFlight += 1;
    let ok = false;
    try {
      const response = await exchange('POST', this.options.url, { 'content-type': 'application/json', [webhookSignatureHeader]: signWebhookBody(this.options.appSecret, delivery.body) }, delivery.body, 10_000);
      ok = response.ok;
    } catch {
      ok = false;
    } finally {
      this.inFlight -= 1;
    }
    if (this.stopped) return;
    if (ok) {
      this.stats.delivered += 1;
      const rate = this.options.faults.duplicateRate ?? 0;
      if (!delivery.duplicate && rate > 0 && this.options.random() < rate) {
        this.stats.duplicates += 1;
        this.sendAlone({ body: delivery.body, attempt: 1, duplicate: true }, this.options.random() * Math.max(10, this.options.jitterMs));
      }
      return;
    }
    if (delivery.attempt >= (this.options.maxAttempts ?? 30)) {
      this.stats.dropped += 1;
      return;
    }
    this.stats.retried += 1;
    this.sendAlone({ ...delivery, attempt: delivery.attempt + 1 }, Math.min(60_000, (this.options.retryBaseMs ?? 1000) * 2 ** (delivery.attempt - 1)));
  }

  private get busy(): boolean {
    return this.inFlight > 0 || this.waiting > 0 || [...this.lanes.values()].some((lane) => lane.busy || lane.queue.length > 0);
  }

  private checkIdle(): void {
    if (this.busy) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  /** Resolves once nothing is queued, waiting for a retry or under way. */
  idle(): Promise<void> {
    if (!this.busy) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.waiting = 0;
    this.lanes.clear();
    this.checkIdle();
  }
}

export function messagesPayload(wabaId: string, metadata: object, value: object): object {
  return { object: 'whatsapp_business_account', entry: [{ id: wabaId, changes: [{ value: { messaging_product: 'whatsapp', metadata, ...value }, field: 'messages' }] }] };
}

/** A WABA-level change (templates, account, quality): `entry[].time` is an integer of seconds there. */
export function wabaPayload(wabaId: string, field: string, value: object, now: number): object {
  return { object: 'whatsapp_business_account', entry: [{ id: wabaId, time: Math.floor(now / 1000), changes: [{ field, value }] }] };
}
