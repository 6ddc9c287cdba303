/**
 * The live side of /track-queue, one per app (per NotificationHub). While a super-administrator
 * has the page open it looks at the queue once a second (queueRead.ts, from the database, so
 * the numbers hold when `npm run worker` sends in another process): the rates are what left
 * the queue between looks, over the last few seconds, and when anything changed the windows
 * that asked are told with a `queueChanged` event on their event stream, at most once a second.
 *
 * A window asks by calling get-queue with its name; it is told for two minutes after its last
 * call, and at least once a minute, so a page left open renews itself by fetching when told,
 * and a page closed stops costing anything two minutes later. Nobody watching, no looks.
 */
import type { QueueLane, QueueRoute, QueueRouteName, QueueShipment, SendingQueue } from '../../../../contract/superAdmin';
import type { Db } from '../../../db/database';
import type { NotificationHub } from '../../../events/notificationHub';
import { readQueue, type QueueRead } from './queueRead';

export const lookMs = 1_000;
/** Rates are measured over the looks of this long (at least one look apart). */
const rateWindowMs = 5_000;
const historyMs = 60_000;
export const subscriptionMs = 120_000;
/** A window hears from the page this often even when nothing changed, so it fetches and stays subscribed. */
const quietEventMs = 60_000;
/** After a get-queue without a window, looks go on this long (the next fetch has its rates). */
const askedKeepsMs = 15_000;
const routes: QueueRouteName[] = ['sms', 'voice'];

export const queueChangedEvent = 'queueChanged';

interface Look {
  at: number;
  done: Map<number, number>;
}

interface Subscriber {
  sessionId: number;
  window: string;
  until: number;
  toldAt: number;
}

const rounded = (rate: number): number => Math.round(rate * 10) / 10;

export class QueueWatch {
  private looks: Look[] = [];
  private history = new Map<QueueRouteName, { at: number; ratePerSecond: number }[]>(routes.map((r) => [r, []]));
  private readonly subscribers = new Map<string, Subscriber>();
  private timer: NodeJS.Timeout | null = null;
  private askedAt = 0;
  private looking: Promise<SendingQueue> | null = null;
  private told = '';
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly hub: Pick<NotificationHub, 'hasStream' | 'sendLive'>,
    private readonly now: () => number,
  ) {}

  /** The window is told of changes for the next two minutes. */
  subscribe(sessionId: number, window: string): void {
    const key = `${sessionId}:${window}`;
    const known = this.subscribers.get(key);
    this.subscribers.set(key, { sessionId, window, until: this.now() + subscriptionMs, toldAt: known?.toldAt ?? this.now() });
  }

  /**
   * The queue now, and looks go on for a while. Always a look of its own: a fetch right after a
   * pause must show it (a look costs a few index reads).
   */
  async snapshot(): Promise<SendingQueue> {
    this.askedAt = this.now();
    this.start();
    // A look under way (the once-a-second one) may have read before the change this fetch
    // follows: it is waited for, not shared.
    await this.looking?.catch(() => undefined);
    return this.look();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => void this.tick(), lookMs);
    this.timer.unref();
  }

  private look(): Promise<SendingQueue> {
    this.looking ??= (async () => {
      try {
        const tracked = new Set(this.looks.flatMap((l) => [...l.done.keys()]));
        const read = await readQueue(this.db, this.now(), tracked);
        return this.measure(read);
      } finally {
        this.looking = null;
      }
    })();
    return this.looking;
  }

  /** Rates from the oldest look of the window, and the snapshot as the contract says. */
  private measure(read: QueueRead): SendingQueue {
    const at = read.at;
    const done = new Map([...read.progress].map(([id, p]) => [id, p.done]));
    this.looks = [...this.looks.filter((l) => at - l.at <= rateWindowMs + lookMs), { at, done }];
    const base = this.looks.find((l) => at - l.at <= rateWindowMs && at - l.at >= lookMs * 0.9);
    const seconds = base ? (at - base.at) / 1000 : 0;
    const rateOf = (id: number): number | null => {
      if (!base) return null;
      const now = done.get(id);
      if (now === undefined) return 0;
      // A shipment new since the base look had sent nothing then.
      return rounded(Math.max(0, now - (base.done.get(id) ?? 0)) / seconds);
    };

    const byRoute = new Map<QueueRouteName, number>();
    const byAccount = new Map<number, number>();
    for (const [id, p] of read.progress) {
      const rate = rateOf(id) ?? 0;
      byRoute.set(p.route, (byRoute.get(p.route) ?? 0) + rate);
      byAccount.set(p.account, (byAccount.get(p.account) ?? 0) + rate);
    }
    if (base) {
      for (const route of routes) {
        const points = this.history.get(route)!.filter((p) => at - p.at <= historyMs);
        if (points.length === 0 || at - points[points.length - 1].at >= lookMs * 0.9) points.push({ at, ratePerSecond: rounded(byRoute.get(route) ?? 0) });
        this.history.set(route, points);
      }
    }

    const lanes = new Map<number, QueueLane>();
    for (const shipment of read.shipments) {
      const { accountId, ...rest } = shipment;
      const listed: QueueShipment = { ...rest, ratePerSecond: rateOf(shipment.shipmentId) };
      let lane = lanes.get(accountId);
      if (!lane) {
        const account = read.accounts.get(accountId);
        lane = {
          accountId,
          username: account?.username ?? '',
          name: account?.name ?? '',
          recipientsLeft: 0,
          inFlight: 0,
          ratePerSecond: base ? rounded(byAccount.get(accountId) ?? 0) : null,
          shipments: [],
        };
        lanes.set(accountId, lane);
      }
      lane.shipments.push(listed);
      lane.recipientsLeft += listed.recipientsLeft;
      lane.inFlight += listed.inFlight;
    }
    const sending = (lane: QueueLane) => (lane.shipments.some((s) => s.state === 'sending') ? 0 : 1);
    const ordered = [...lanes.values()].sort(
      (a, b) => sending(a) - sending(b) || (b.ratePerSecond ?? 0) - (a.ratePerSecond ?? 0) || b.recipientsLeft - a.recipientsLeft || a.accountId - b.accountId,
    );
    const routeRows: QueueRoute[] = routes.map((route) => ({
      route,
      ratePerSecond: base ? rounded(byRoute.get(route) ?? 0) : null,
      inFlight: read.shipments.filter((s) => s.route === route).reduce((sum, s) => sum + s.inFlight, 0),
      history: [...this.history.get(route)!],
    }));
    return { at, rateSeconds: rounded(seconds), lanes: ordered, routes: routeRows, more: read.more };
  }

  /** What the page shows that can change: a window is told only when this did. */
  private static fingerprint(queue: SendingQueue): string {
    return JSON.stringify([
      queue.lanes.map((l) => [l.accountId, l.ratePerSecond, l.shipments.map((s) => [s.shipmentId, s.state, s.waitingReason, s.recipientsLeft, s.inFlight, s.ratePerSecond])]),
      queue.routes.map((r) => [r.ratePerSecond, r.inFlight]),
    ]);
  }

  private async tick(): Promise<void> {
    if (this.looking || this.stopped) return;
    const now = this.now();
    for (const [key, s] of this.subscribers) if (s.until < now) this.subscribers.delete(key);
    if (this.subscribers.size === 0 && now - this.askedAt > askedKeepsMs) {
      if (this.timer) clearInterval(this.timer);
      this.timer = null;
      return;
    }
    let queue: SendingQueue;
    try {
      queue = await this.look();
    } catch {
      // The database is closing or briefly busy: the next second looks again.
      return;
    }
    const fingerprint = QueueWatch.fingerprint(queue);
    const changed = fingerprint !== this.told;
    this.told = fingerprint;
    for (const s of this.subscribers.values()) {
      if (!changed && now - s.toldAt < quietEventMs) continue;
      if (this.hub.sendLive(s.sessionId, s.window, queueChangedEvent, { at: queue.at })) s.toldAt = now;
    }
  }
}

const watches = new WeakMap<NotificationHub, QueueWatch>();

/** The app's watch, made with its first use and stopped with the event streams. */
export function queueWatchOf(hub: NotificationHub, db: Db, now: () => number): QueueWatch {
  let watch = watches.get(hub);
  if (!watch) {
    const made = new QueueWatch(db, hub, now);
    hub.onStop(() => made.stop());
    watches.set(hub, (watch = made));
  }
  return watch;
}
