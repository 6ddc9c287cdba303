/**
 * Meta's throughput per business number (WHATSAPP-CLOUD-API.md, "Throughput"): 80 messages a
 * second by default (level STANDARD), 1,000 once Meta upgrades the number (HIGH); past it every
 * send answers 130429 until the number is within its level again. Hammering into that wall costs
 * a whole second of the lane each time (desk.ts holds it for Retry-After) and the refused sends a
 * trip through the queue, so the desk paces itself: each send of a number takes the next start
 * slot of an even spacing that keeps any second under the level.
 *
 * The spacing has a small margin (2 %): Meta counts arrivals, the desk counts starts, and two
 * sends' round trips differ by some milliseconds. A number whose level is not known (Meta did not
 * say, or a peer without the field) is not paced: 130429 still holds its lane as before.
 */
import type { WhatsAppCloudApi } from '../types';

/** Messages a second of each throughput level Meta reports on the phone number (`throughput.level`). */
export const throughputOfLevel: Readonly<Record<string, number>> = { STANDARD: 80, HIGH: 1_000 };

const margin = 1.02;
/** A number's level is read again after this long: Meta upgrades numbers on its own. */
const levelKeptMs = 10 * 60_000;

interface Lane {
  /** Milliseconds between two starts; null: not paced. */
  spacingMs: number | null;
  /** The last slot handed out. */
  lastStart: number;
  readAt: number;
}

export class ThroughputPacer {
  private readonly lanes = new Map<string, Promise<Lane>>();

  constructor(
    private readonly api: () => WhatsAppCloudApi,
    private readonly now: () => number = Date.now,
  ) {}

  /** Waits for the number's next start slot. */
  async slot(phoneNumberId: string): Promise<void> {
    const lane = await this.laneOf(phoneNumberId);
    const now = this.now();
    // A stale level is read again in the background; sends go on at the old pace meanwhile.
    if (now - lane.readAt > levelKeptMs) {
      lane.readAt = now;
      void this.spacingOf(phoneNumberId).then((spacingMs) => (lane.spacingMs = spacingMs));
    }
    if (lane.spacingMs === null) return;
    // Slots are handed out at call time, so concurrent sends queue in the order they asked.
    const start = Math.max(now, lane.lastStart + lane.spacingMs);
    lane.lastStart = start;
    const wait = start - now;
    if (wait >= 1) await new Promise((resolve) => setTimeout(resolve, wait));
  }

  private laneOf(phoneNumberId: string): Promise<Lane> {
    const known = this.lanes.get(phoneNumberId);
    if (known) return known;
    const lane = this.spacingOf(phoneNumberId).then((spacingMs) => ({ spacingMs, lastStart: 0, readAt: this.now() }));
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
