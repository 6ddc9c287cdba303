/**
 * The mail sender: delivers the outbox's pending mail rows over SMTP (nodemailer), when
 * SMTP_URL is set; without it nothing runs and mail stays in the outbox (the embedded
 * default). The pipeline runs it beside the webhook sender, in every process that sends.
 *
 * Several senders may run at once (pg-boss workers): a row is taken with a conditional UPDATE
 * (pending → sending, stamped with this pass's token), so only one mails it. A sender that dies
 * mid-send leaves its rows in `sending`; after staleClaimMs they are taken again — the
 * recipient may then get a mail twice, which beats never.
 *
 * A refused or unreachable SMTP peer fails the row's try: attempts counts it, the error is
 * kept, and it waits longer each time (backoff) up to maxAttempts, then it is failed for good.
 */
import { periodicPass } from '../periodicPass';
import { randomUUID } from 'node:crypto';
import { createTransport, type Transporter } from 'nodemailer';
import type { Db } from '../../db/database';

export interface MailSenderOptions {
  smtpUrl: string;
  from: string;
  now?: () => number;
  log?: (message: string, detail?: unknown) => void;
  /** How often a pass runs (default 5 s); 0 runs none by itself (tests call runOnce). */
  intervalMs?: number;
  /** Rows taken per pass (default 50). */
  batchSize?: number;
  /** Tries of one mail before it is failed for good (default 10). */
  maxAttempts?: number;
  /** The wait after the first failed try; it doubles with each try, up to an hour (default 1 min). */
  backoffMs?: number;
  staleClaimMs?: number;
  /** Pending mail older than this is not sent (a sign-in code mailed a day late is noise; default 1 day). */
  maxAgeMs?: number;
  /** One SMTP conversation at most this long (default 30 s). */
  timeoutMs?: number;
}

export interface MailSender {
  /** One pass now; resolves with the number of mails sent. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/** The wait before try number attempts + 1: backoff, doubled per try, at most an hour. */
export const retryDelayMs = (attempts: number, backoffMs: number): number => Math.min(3_600_000, backoffMs * 2 ** Math.max(0, attempts - 1));

export function startMailSender(db: Db, options: MailSenderOptions): MailSender {
  const now = options.now ?? Date.now;
  const log = options.log ?? (() => undefined);
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxAttempts = options.maxAttempts ?? 10;
  const backoffMs = options.backoffMs ?? 60_000;
  const staleClaimMs = options.staleClaimMs ?? Math.max(60_000, timeoutMs * 4);
  const maxAgeMs = options.maxAgeMs ?? 86_400_000;
  const transport: Transporter = createTransport({ url: options.smtpUrl, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs });

  const runOnce = async (): Promise<number> => {
    const at = now();
    await db.updateTable('outbox').set({ status: 'pending', claimed_by: null }).where('channel', '=', 'mail').where('status', '=', 'sending').where('claimed_at', '<', at - staleClaimMs).execute();
    const due = await db
      .selectFrom('outbox')
      .select('id')
      .where('channel', '=', 'mail')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', at)
      .where('created_at', '>=', at - maxAgeMs)
      .orderBy('id')
      .limit(options.batchSize ?? 50)
      .execute();
    if (due.length === 0) return 0;
    const token = randomUUID();
    await db
      .updateTable('outbox')
      .set({ status: 'sending', claimed_by: token, claimed_at: at })
      .where('id', 'in', due.map((d) => d.id))
      .where('status', '=', 'pending')
      .execute();
    const taken = await db.selectFrom('outbox').select(['id', 'recipient', 'subject', 'body', 'html', 'attempts']).where('claimed_by', '=', token).orderBy('id').execute();
    let sent = 0;
    for (const mail of taken) {
      try {
        await transport.sendMail({ from: options.from, to: mail.recipient, subject: mail.subject, text: mail.body, ...(mail.html !== null && { html: mail.html }) });
        await db.updateTable('outbox').set({ status: 'sent', sent_at: now(), attempts: mail.attempts + 1, claimed_by: null, error: null }).where('id', '=', mail.id).where('claimed_by', '=', token).execute();
        sent += 1;
      } catch (error) {
        const attempts = mail.attempts + 1;
        const reason = error instanceof Error ? error.message : String(error);
        log('mail not delivered', { id: mail.id, attempts, reason });
        await db
          .updateTable('outbox')
          .set({ status: attempts >= maxAttempts ? 'failed' : 'pending', attempts, next_attempt_at: now() + retryDelayMs(attempts, backoffMs), claimed_by: null, error: reason.slice(0, 500) })
          .where('id', '=', mail.id)
          .where('claimed_by', '=', token)
          .execute();
      }
    }
    return sent;
  };

  const passes = periodicPass(runOnce, { intervalMs: options.intervalMs ?? 5_000, name: 'mail sender', log });
  return {
    runOnce: passes.runOnce,
    stop: async () => {
      await passes.stop();
      transport.close();
    },
  };
}
