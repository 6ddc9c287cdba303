/**
 * Meta's status webhooks come one delivery per message, many at once during a campaign. Each
 * delivery is answered only once what it says is applied (a 200 tells Meta not to send it
 * again), but applying each in its own transaction makes the single SQLite writer the limit.
 * Deliveries that arrive together (received in the same turn of the event loop, or while a batch
 * is being applied) wait together and are applied as the next batch, in arrival order, in one
 * pass (statuses in one transaction): a group commit.
 * A batch that fails is applied again one delivery at a time, so a delivery that cannot be
 * applied fails alone (500, Meta delivers it again) and never holds back the others.
 */
import type { WhatsAppEvent } from '../../../messaging/whatsapp/types';

type Apply = (events: WhatsAppEvent[]) => Promise<void>;

interface Waiting {
  events: WhatsAppEvent[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

export function eventBatches(apply: Apply): (events: WhatsAppEvent[]) => Promise<void> {
  let waiting: Waiting[] = [];
  let running = false;

  async function run(): Promise<void> {
    running = true;
    while (waiting.length > 0) {
      // SQLite's driver is synchronous: a batch is applied without ever yielding to the network, so
      // without this turn the deliveries already received would never be read while one is applied,
      // and every batch would be a single delivery (a commit each). One turn lets them in first.
      await new Promise<void>((resolve) => setImmediate(resolve));
      const batch = waiting;
      waiting = [];
      try {
        await apply(batch.flatMap((w) => w.events));
        for (const w of batch) w.resolve();
      } catch {
        for (const w of batch) await apply(w.events).then(w.resolve, w.reject);
      }
    }
    running = false;
  }

  return (events) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ events, resolve, reject });
      if (!running) void run();
    });
}
