/**
 * What every part of the simulator shares: its state, the webhook outbox, its clock and dice,
 * and the timers of things due later (moderation, statuses, unpausing), tracked so the control
 * plane can wait for them and stop() can cancel them.
 */
import type { Random } from '../../providers/random';
import { GraphError } from './graphError';
import type { SimPhoneNumber, SimState } from './state';
import type { ResumableUploads } from './uploads';
import type { WebhookOutbox } from './webhooks';

export interface SimulatorSpeed {
  /** Template review takes this long (Meta: minutes to 24 hours). */
  moderationMs: number;
  /** Between accepted → sent → delivered → read. */
  statusStepMs: number;
  /** The first and second spam pause (Meta: 3 h and 6 h). */
  pauseMs: [number, number];
  /** A resolved media URL works this long (Meta: 5 minutes). */
  mediaUrlMs: number;
}

export interface SimulatorReplies {
  share: number;
  delayMs: number;
  texts: string[];
}

export interface SimulatorLimits {
  /** Throughput per number; above it 130429 with HTTP 429 (Meta's highest tier: 1,000). */
  messagesPerSecond: number;
  /** Messages to one customer from one number within pairWindowMs before 131056. */
  pairBurst: number;
  pairWindowMs: number;
}

export interface SimContext {
  state: SimState;
  save(): void;
  outbox: WebhookOutbox;
  random: Random;
  now(): number;
  speed: SimulatorSpeed;
  limits: SimulatorLimits;
  /** Whether a customer reads what arrives (else the last status is delivered). */
  reads(waId: string): boolean;
  /** Customers who answer a template they got: what share of them, how long after, with what. */
  replies: SimulatorReplies;
  later(ms: number, run: () => void): void;
  /** Files sent through the Resumable Upload API, by the handle each was answered with. */
  uploads: ResumableUploads;
}

export class Timers {
  /** Each timer and when it is due (ms since the epoch). */
  private readonly pending = new Map<NodeJS.Timeout, number>();
  private waiters: (() => void)[] = [];

  later(ms: number, run: () => void): void {
    const timer = setTimeout(() => {
      this.pending.delete(timer);
      try {
        run();
      } finally {
        this.wake();
      }
    }, ms);
    // A pause of hours must not keep a test process (or a stopping server) alive.
    timer.unref();
    this.pending.set(timer, Date.now() + ms);
  }

  /** Resolves when nothing is due within `horizonMs` (a pause of hours is not waited for). */
  async settled(horizonMs = 60_000): Promise<void> {
    while ([...this.pending.values()].some((dueAt) => dueAt - Date.now() <= horizonMs)) {
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }

  stop(): void {
    for (const timer of this.pending.keys()) clearTimeout(timer);
    this.pending.clear();
    this.wake();
  }
}

/** Graph's answer for an id it does not know (code 100, subcode 33). */
export const unknownObject = (id: string, method: string): GraphError =>
  new GraphError(400, 100, `Unsupported ${method.toLowerCase()} request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation`, '', { subcode: 33 });

export function phoneNumberOf(ctx: SimContext, id: string, method: string): SimPhoneNumber {
  const phone = ctx.state.phoneNumbers[id];
  if (!phone) throw unknownObject(id, method);
  return phone;
}

/** Meta's display form of a number in webhooks' metadata: digits only. */
export const metadataOf = (phone: SimPhoneNumber) => ({ display_phone_number: phone.phone, phone_number_id: phone.id });
