/**
 * Meta's throughput per business number (WHATSAPP-CLOUD-API.md, "Throughput"): 80 messages a
 * second by default (level STANDARD), 1,000 once Meta upgrades the number (HIGH); past it every
 * send answers 130429 until the number is within its level again. Hammering into that wall costs
 * a whole second of the lane each time (desk.ts holds it for Retry-After) and the refused sends a
 * trip through the queue, so the desk paces itself: each send of a number takes the next start
 * slot of an even spacing that keeps any second under the level.
 *
 * The spacing has a margin (5 %): Meta counts arrivals, the desk counts starts, and a request
 * waits on its way for whatever the peer's side is busy with (CI and the bench saw the embedded
 * simulator's event loop stall 50-120 ms, and 2 % let each such stall end in 130429, which costs
 * the lane a whole second). A number whose level is not known (Meta did not say, or a peer
 * without the field) is not paced: 130429 still holds its lane as before.
 */
import type { WhatsAppCloudApi } from '../types';

/** Messages a second of each throughput level Meta reports on the phone number (`throughput.level`). */
export const throughputOfLevel: Readonly<Record<string, number>> = { STANDARD: 80, HIGH: 1_000 };

const margin = 1.05;
/** A number's level is read again after this long: Meta upgrades numbers on its own. */
const levelKeptMs = 10 * 60_000;

interface Lane {
  /** Milliseconds between two starts; null: not paced. */
  spacingMs: number | null;
  /** The last slot handed out. */
  lastStart: number;
  readAt: number;
  /** When the last `starts.length` sends really started, oldest at `next` (a ring). */
  starts: number[];
  next: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The ring of real starts a second may hold at this spacing (none when not paced). */
const windowOf = (spacingMs: number | null): Pick<Lane, 'starts' | 'next'> => ({ starts: spacingMs === null ? [] : Array<number>(Math.floor(1000 / spacingMs)).fill(-Infinity), next: 0 });

export class ThroughputPacer {
  private readonly lanes = new Map<string, Promise<Lane>>();

  constructor(
    private readonly api: () => WhatsAppCloudApi,
    // Monotonic: the wall clock is stepped by time sync (CI saw a second of starts counted short).
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Waits for the number's next start slot; resolves with the time (`now`) it let the send go. */
  async slot(phoneNumberId: string): Promise<number> {
    const lane = await this.laneOf(phoneNumberId);
    const now = this.now();
    // A stale level is read again in the background; sends go on at the old pace meanwhile.
    if (now - lane.readAt > levelKeptMs) {
      lane.readAt = now;
      void this.spacingOf(phoneNumberId).then((spacingMs) => Object.assign(lane, { spacingMs }, spacingMs === lane.spacingMs ? {} : windowOf(spacingMs)));
    }
    if (lane.spacingMs === null) return now;
    // Slots are handed out at call time, so concurrent sends queue in the order they asked.
    const start = Math.max(now, lane.lastStart + lane.spacingMs);
    lane.lastStart = start;
    const wait = start - now;
    if (wait >= 1) await sleep(wait);
    // A timer fires late when the event loop was busy (a synchronous SQLite write), and every send
    // whose slot passed meanwhile goes at once: the spacing alone would let that burst past the
    // level. Counted on the real starts, no second ever holds more than the paced number.
    const perWindow = lane.starts.length;
    if (perWindow === 0) return this.now();
    for (let at = this.now(); at - lane.starts[lane.next] <= 1000; at = this.now()) await sleep(lane.starts[lane.next] + 1001 - at);
    const started = this.now();
    lane.starts[lane.next] = started;
    lane.next = (lane.next + 1) % perWindow;
    return started;
  }

  private laneOf(phoneNumberId: string): Promise<Lane> {
    const known = this.lanes.get(phoneNumberId);
    if (known) return known;
    const lane = this.spacingOf(phoneNumberId).then((spacingMs) => ({ spacingMs, lastStart: 0, readAt: this.now(), ...windowOf(spacingMs) }));
    this.lanes.set(phoneNumberId, lane);
    return lane;
  }

  private async spacingOf(phoneNumberId: string): Promise<number | null> {
    try {
      const read = await this.api().getThroughput(phoneNumberId);
      const perSecond = read.ok ? throughputOfLevel[read.level] : undefined;
      return perSecond ? (1000 * margin) / perSecond : null;
    } catch {
      return null;
    }
  }
}
