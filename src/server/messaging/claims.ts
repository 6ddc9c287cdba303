/**
 * Claiming a job's messages for one sender, the same for every channel: they move queued →
 * submitting (with claimed_at and one more attempt) in one statement, so two processes never
 * claim the same message; what a dead process left in submitting is found by its claimed_at.
 */
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

export type DispatchJob = { shipmentId: number; seqFrom: number; seqTo: number } | { messageIds: number[] };

export interface Claimed {
  id: number;
  shipment_id: number;
  campaign_id: number;
  phone: string;
  text: string;
  credits: number;
  attempts: number;
}

const idBatch = 500;

export function* batches<T>(items: T[], size = idBatch): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

/**
 * The job's messages that are due, now this sender's. `channel` keeps each sender to its own
 * rows: a call (call_status set) is never texted, a text never dialled, and a WhatsApp
 * campaign's message (its campaign's kind; one primary-key look-up a row) never goes as a text.
 */
export async function claimMessages(db: Db, job: DispatchJob, channel: 'sms' | 'voice' | 'whatsapp', now: number): Promise<Claimed[]> {
  let query = db
    .updateTable('messages')
    .set({ status: 'submitting', claimed_at: now, attempts: sql<number>`attempts + 1` })
    .where('status', '=', 'queued')
    .where('call_status', channel === 'voice' ? 'is not' : 'is', null)
    .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', now)]));
  if (channel !== 'voice') {
    const whatsapp = (eb: ExpressionBuilder<Database, 'messages'>) =>
      eb.exists(eb.selectFrom('campaigns as c').select('c.id').whereRef('c.id', '=', 'messages.campaign_id').where('c.kind', '=', 'whatsapp'));
    query = query.where((eb) => (channel === 'whatsapp' ? whatsapp(eb) : eb.not(whatsapp(eb))));
  }
  if ('messageIds' in job) {
    if (job.messageIds.length === 0) return [];
    query = query.where('id', 'in', job.messageIds);
  } else {
    query = query.where('shipment_id', '=', job.shipmentId).where('seq', '>=', job.seqFrom).where('seq', '<=', job.seqTo);
  }
  return query.returning(['id', 'shipment_id', 'campaign_id', 'phone', 'text', 'credits', 'attempts']).execute();
}

/**
 * With several sending processes: renews claimed_at of what is still in submitting every
 * `everyMs` until the answer is called, so another process's markAbandoned (which takes what
 * was claimed too long ago) never takes a live sender's messages, however long a submit (or a
 * call) lasts. Without `everyMs` (one process) nothing is renewed.
 */
export function keepClaimed(db: Db, ids: () => number[], options: { everyMs?: number; now: () => number; log?: (message: string, detail?: unknown) => void }): () => Promise<void> {
  const every = options.everyMs;
  if (!every) return async () => undefined;
  let beat: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    beat = beat.then(async () => {
      try {
        for (const batch of batches(ids())) await db.updateTable('messages').set({ claimed_at: options.now() }).where('id', 'in', batch).where('status', '=', 'submitting').execute();
      } catch (error) {
        options.log?.('claim heartbeat failed', error);
      }
    });
  }, every);
  return async () => {
    clearInterval(timer);
    await beat;
  };
}
