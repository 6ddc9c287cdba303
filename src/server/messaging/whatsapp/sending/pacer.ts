/**
 * Meta's throughput per business number (WHATSAPP-CLOUD-API.md, "Throughput"): 80 messages a
 * second by default (level STANDARD), 1,000 once Meta upgrades the number (HIGH); past it every
 * send answers 130429 until the number is within its level again. Hammering into that wall costs
 * a whole second of the lane each time (desk.ts holds it for Retry-After) and the refused sends a
 * trip through the queue, so the desk paces itself: at most `level` sends of a number in any
 * second, and a window's sends go as soon as they may, so the number reaches its level (even
 * spacing would lose the first second's worth: 10,000 sends in 10 s instead of 9).
 *
 * Meta counts arrivals; the desk cannot see them, only that each arrival lies between the send's
 * start and its answer. So a send goes only while the sends still on their way and those
 * answered within the last second are fewer than `level`: then no second of arrivals ever holds
 * more than `level`, however long either side's event loop stood still (CI saw the embedded
 * simulator's stall 50-120 ms, and a margin on starts alone turned each such stall into 130429).
 * Why: of the sends arriving within one second, the last to start found every other one either
 * on its way or answered (after that second began, so) less than a second before. The price is
 * one round trip a second. Room is counted, not kept in send order: a send answered late holds
 * back only its own room (a ring of places in send order held every later one behind it, and the
 * dispatch bench's seconds spread wider each time round, 616 ms for the first thousand sends,
 * 976 for the last). A number whose level is not known (Meta did not say, or a peer without the
 * field) is not paced: 130429 still holds its lane as before.
 */
import type { WhatsAppCloudApi } from '../types';

/** Messages a second of each throughput level Meta reports on the phone number (`throughput.level`). */
export const throughputOfLevel: Readonly<Record<string, number>> = { STANDARD: 80, HIGH: 1_000 };

/** A send let go by the pacer: `answered` when Meta's answer (or its failure) came back. */
export interface PacedSend {
  startedAt: number;
  answered(): void;
}

/** A number's level is read again after this long: Meta upgrades numbers on its own. */
const levelKeptMs = 10 * 60_000;

interface Lane {
  /** The number's level (sends a second); null: not paced. */
  level: number | null;
  readAt: number;
  /** Sends let go and not answered yet. */
  onTheirWay: number;
  /** When the sends answered within the last second were answered, oldest first. */
  answers: number[];
  /** Sends waiting for room, in the order they asked. */
  waiting: Array<(send: PacedSend) => void>;
  /** Set while the second is full: fires when its oldest answer is a second old. */
  timer: NodeJS.Timeout | null;
}

export class ThroughputPacer {
  private readonly lanes = new Map<string, Promise<Lane>>();

  constructor(
    private readonly api: () => WhatsAppCloudApi,
    // Monotonic: the wall clock is stepped by time sync (CI saw a second of starts counted short).
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Waits for room in the number's second; the caller says when the send was answered. */
  async slot(phoneNumberId: string): Promise<PacedSend> {
    const lane = await this.laneOf(phoneNumberId);
    const now = this.now();
    // A stale level is read again in the background; sends go on at the old pace meanwhile.
    if (now - lane.readAt > levelKeptMs) {
      lane.readAt = now;
      void this.levelOf(phoneNumberId).then((level) => {
        lane.level = level;
        this.release(lane);
      });
    }
    if (lane.level === null && lane.waiting.length === 0) return { startedAt: now, answered: () => undefined };
    return new Promise<PacedSend>((resolve) => {
      lane.waiting.push(resolve);
      this.release(lane);
    });
  }

  /** Lets waiting sends go while the last second has room; else waits for the oldest answer to leave it. */
  private release(lane: Lane): void {
    if (lane.timer) return;
    while (lane.waiting.length > 0) {
      const now = this.now();
      const send: PacedSend = { startedAt: now, answered: () => undefined };
      if (lane.level !== null) {
        const { answers } = lane;
        while (answers.length > 0 && answers[0]! + 1000 <= now) answers.shift();
        if (lane.onTheirWay + answers.length >= lane.level) {
          // All on their way: the next answer, not a timer, starts the clock (it calls release).
          if (answers.length > 0) {
            lane.timer = setTimeout(() => {
              lane.timer = null;
              this.release(lane);
            }, Math.ceil(answers[0]! + 1000 - now));
          }
          return;
        }
        lane.onTheirWay += 1;
        let once = false;
        send.answered = () => {
          if (once) return;
          once = true;
          lane.onTheirWay -= 1;
          answers.push(this.now());
          this.release(lane);
        };
      }
      lane.waiting.shift()!(send);
    }
  }

  private laneOf(phoneNumberId: string): Promise<Lane> {
    const known = this.lanes.get(phoneNumberId);
    if (known) return known;
    const lane = this.levelOf(phoneNumberId).then((level): Lane => ({ level, readAt: this.now(), onTheirWay: 0, answers: [], waiting: [], timer: null }));
    this.lanes.set(phoneNumberId, lane);
    return lane;
  }

  private async levelOf(phoneNumberId: string): Promise<number | null> {
    try {
      const read = await this.api().getThroughput(phoneNumberId);
      return (read.ok ? throughputOfLevel[read.level] : undefined) ?? null;
    } catch {
      return null;
    }
  }
}
