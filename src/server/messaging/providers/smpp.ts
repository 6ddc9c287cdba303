/**
 * The SMPP 3.4 route (the `smpp` package, as a transceiver). The package sends and parses
 * PDUs and nothing more, so the rest is here: a window of outstanding submit_sm, a rate,
 * TCP_NODELAY, enquire_link, reconnect with backoff and re-bind, long texts in parts, and
 * receipts and incoming messages handed to the pipeline before they are acknowledged.
 *
 * Outcomes are at least once, as SMPP is: a submit_sm whose answer is lost with the link is
 * answered "retryable", and the SMSC may have taken it. Receipts are acknowledged only once
 * onReceipt resolved, so one may come twice (after a reconnect); the handler must be idempotent.
 */
import * as smpp from 'smpp';
import type { PDU, PduFields, Session } from 'smpp';
import type { DeliveryReceipt, IncomingSms, OutgoingSms, ProviderEvents, SmsProvider, SubmitOutcome } from '../provider';
import { FifoQueue } from './fifoQueue';
import { defaultErrorStatuses, parseReceiptText, statusOfReceipt, type ErrorStatuses } from './receiptStatus';
import { digitsOnly, EsmClass, readShortMessage, sourceAddress, toNetworkMessage, type Concatenation } from './smppEncoding';
import { submitErrorTable, type SubmitErrorKind, type SubmitStatusOverrides } from './submitErrors';
import { submitSmPdu } from './submitSmPdu';

/** Which submit_sm refusals are tried again: submitErrors.ts, with this route's overrides. */
export interface SmppSettings extends SubmitStatusOverrides {
  host: string;
  port: number;
  systemId: string;
  password: string;
  systemType?: string;
  /** Outstanding submit_sm at most (default 50). */
  window?: number;
  /** submit_sm per second at most; 0 = unlimited (default). */
  ratePerSecond?: number;
  /** enquire_link period (default 30 s). */
  enquireLinkMs?: number;
}

export interface SmppOptions extends SmppSettings {
  /** Reconnect backoff, doubled after each failure (default 1 s .. 30 s). */
  reconnectMinMs?: number;
  reconnectMaxMs?: number;
  /** A submit_sm or enquire_link unanswered this long means the link is dead (default 30 s). */
  responseTimeoutMs?: number;
  /** Parts waiting while no bind: answered retryable after this long (default 60 s). */
  linkDownTimeoutMs?: number;
  /** Sending pauses this long after a throttling answer (default 200 ms). */
  throttlePauseMs?: number;
  /** On stop, how long answers of submit_sm already sent are awaited (default 2 s). */
  stopGraceMs?: number;
  errorStatuses?: ErrorStatuses;
  log?: (message: string, detail?: unknown) => void;
}

interface Failure {
  retryable: boolean;
  error: string;
  /** The submit_sm was written and its answer lost: the SMSC may have it. */
  uncertain?: boolean;
}

interface PendingMessage {
  sms: OutgoingSms;
  providerIds: string[];
  unsettled: number;
  failure: Failure | null;
  answer: (outcome: SubmitOutcome) => void;
}

interface PartJob {
  message: PendingMessage;
  index: number;
  fields: PduFields;
  sentAt: number;
}

const credentialStatuses = new Set([smpp.ESME_RINVPASWD, smpp.ESME_RINVSYSID, smpp.ESME_RBINDFAIL]);
const hex = (status: number) => `0x${status.toString(16).padStart(4, '0')}`;

export class SmppProvider implements SmsProvider {
  readonly name = 'smpp';
  private readonly window: number;
  private readonly rate: number;
  private readonly enquireLinkMs: number;
  private readonly reconnectMinMs: number;
  private readonly reconnectMaxMs: number;
  private readonly responseTimeoutMs: number;
  private readonly linkDownTimeoutMs: number;
  private readonly throttlePauseMs: number;
  private readonly stopGraceMs: number;
  private readonly errorStatuses: ErrorStatuses;
  private readonly submitError: (status: number) => SubmitErrorKind;
  private readonly log: (message: string, detail?: unknown) => void;

  private events: ProviderEvents | null = null;
  private session: Session | null = null;
  private bound = false;
  private stopping = false;
  private readonly queue = new FifoQueue<PartJob>();
  private readonly inFlight = new Set<PartJob>();
  private reference = 0;
  private reconnectAttempt = 0;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private pumpTimer: NodeJS.Timeout | null = null;
  private healthTimer: NodeJS.Timeout | null = null;
  private linkDownSince = Date.now();
  private pausedUntil = 0;
  private tokens = 0;
  private tokensAt = 0;
  private lastEnquireAt = 0;
  private enquireSentAt: number | null = null;
  private readonly incomingParts = new Map<string, { parts: (string | null)[]; seen: number; at: number }>();
  private stopped: Promise<void> | null = null;
  private firstBind: { resolve: () => void; reject: (error: Error) => void } | null = null;

  constructor(private readonly options: SmppOptions) {
    this.window = Math.max(1, options.window ?? 50);
    this.rate = Math.max(0, options.ratePerSecond ?? 0);
    this.enquireLinkMs = options.enquireLinkMs ?? 30_000;
    this.reconnectMinMs = options.reconnectMinMs ?? 1_000;
    this.reconnectMaxMs = options.reconnectMaxMs ?? 30_000;
    this.responseTimeoutMs = options.responseTimeoutMs ?? 30_000;
    this.linkDownTimeoutMs = options.linkDownTimeoutMs ?? 60_000;
    this.throttlePauseMs = options.throttlePauseMs ?? 200;
    this.stopGraceMs = options.stopGraceMs ?? 2_000;
    this.errorStatuses = options.errorStatuses ?? defaultErrorStatuses;
    this.submitError = submitErrorTable(options);
    this.log = options.log ?? (() => undefined);
  }

  /** Resolves at the first bind; rejects when the SMSC refuses the credentials. */
  start(events: ProviderEvents): Promise<void> {
    this.events = events;
    this.healthTimer = setInterval(() => this.checkHealth(), Math.min(1_000, this.enquireLinkMs));
    const bound = new Promise<void>((resolve, reject) => {
      this.firstBind = { resolve, reject };
    });
    this.connect();
    return bound;
  }

  submit(messages: OutgoingSms[]): Promise<SubmitOutcome[]> {
    if (messages.length === 0) return Promise.resolve([]);
    return new Promise((resolve) => {
      const outcomes: SubmitOutcome[] = [];
      const answer = (outcome: SubmitOutcome) => {
        outcomes.push(outcome);
        if (outcomes.length === messages.length) resolve(outcomes);
      };
      for (const sms of messages) {
        if (this.stopping) {
          answer({ messageId: sms.messageId, ok: false, retryable: true, error: 'provider stopped' });
          continue;
        }
        // The last guard: an SMSC may take an empty source_addr and put its own default, or
        // nothing, in front of the recipient. The sender is decided at acceptance.
        if (!sms.from.trim()) {
          answer({ messageId: sms.messageId, ok: false, retryable: false, error: 'no sender: empty source_addr refused' });
          continue;
        }
        this.reference = (this.reference + 1) & 0xff;
        const network = toNetworkMessage(sms.text, this.reference);
        const message: PendingMessage = { sms, providerIds: [], unsettled: network.shortMessages.length, failure: null, answer };
        const common: PduFields = {
          ...sourceAddress(sms.from),
          dest_addr_ton: 1,
          dest_addr_npi: 1,
          destination_addr: sms.to,
          esm_class: network.esmClass,
          registered_delivery: 1,
          data_coding: network.dataCoding,
        };
        network.shortMessages.forEach((shortMessage, index) => {
          this.queue.push({ message, index, fields: { ...common, short_message: shortMessage }, sentAt: 0 });
        });
      }
      this.pump();
    });
  }

  stop(): Promise<void> {
    this.stopped ??= this.shutDown();
    return this.stopped;
  }

  private async shutDown(): Promise<void> {
    this.stopping = true;
    for (const timer of [this.reconnectTimer, this.pumpTimer]) if (timer) clearTimeout(timer);
    if (this.healthTimer) clearInterval(this.healthTimer);
    this.reconnectTimer = this.pumpTimer = this.healthTimer = null;
    for (const job of this.queue.drain()) this.settle(job, { retryable: true, error: 'provider stopped' });
    const grace = Date.now() + this.stopGraceMs;
    while (this.inFlight.size > 0 && this.bound && Date.now() < grace) await new Promise((r) => setTimeout(r, 10));
    const session = this.session;
    if (session && this.bound) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 1_000);
        session.unbind({}, () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    if (session && !session.socket.destroyed) await new Promise<void>((resolve) => session.destroy(resolve));
    this.failInFlight('provider stopped');
    this.firstBind?.reject(new Error('provider stopped before the first bind'));
    this.firstBind = null;
  }

  private connect(): void {
    if (this.stopping) return;
    const session = smpp.connect({ host: this.options.host, port: this.options.port });
    this.session = session;
    // The package never sets it, and with a window Nagle's delay caps throughput.
    session.socket.setNoDelay(true);
    session.on('connect', () => {
      session.bind_transceiver(
        { system_id: this.options.systemId, password: this.options.password, system_type: this.options.systemType ?? '', interface_version: 0x34 },
        (resp) => this.onBindResp(session, resp),
      );
    });
    session.on('pdu', (pdu: PDU) => {
      if (!pdu.isResponse()) this.onRequest(session, pdu);
    });
    session.on('error', (error: Error) => this.log('smpp link error', error.message));
    session.on('close', () => this.onClose(session));
  }

  private onBindResp(session: Session, resp: PDU): void {
    if (resp.command_status !== smpp.ESME_ROK) {
      const error = `bind refused (${hex(resp.command_status)})`;
      this.log(error);
      if (this.firstBind && credentialStatuses.has(resp.command_status)) {
        this.firstBind.reject(new Error(`SMPP ${error}: check SMPP_SYSTEM_ID and SMPP_PASSWORD`));
        this.firstBind = null;
        this.stopping = true;
      }
      session.destroy();
      return;
    }
    this.bound = true;
    this.reconnectAttempt = 0;
    this.lastEnquireAt = Date.now();
    this.enquireSentAt = null;
    this.firstBind?.resolve();
    this.firstBind = null;
    this.pump();
  }

  private onClose(session: Session): void {
    if (this.session !== session) return;
    this.session = null;
    if (this.bound) this.linkDownSince = Date.now();
    this.bound = false;
    this.failInFlight('connection lost before submit_sm_resp');
    if (this.stopping) return;
    const delay = Math.min(this.reconnectMaxMs, this.reconnectMinMs * 2 ** this.reconnectAttempt);
    this.reconnectAttempt += 1;
    this.log(`smpp link down, reconnecting in ${delay} ms`);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.connect();
    }, delay);
  }

  private failInFlight(error: string): void {
    const jobs = [...this.inFlight];
    this.inFlight.clear();
    for (const job of jobs) this.settle(job, { retryable: true, error, uncertain: true });
  }

  private checkHealth(): void {
    const now = Date.now();
    const session = this.session;
    if (session && this.bound) {
      const oldest = this.inFlight.values().next().value;
      const stale = (oldest && now - oldest.sentAt > this.responseTimeoutMs) || (this.enquireSentAt !== null && now - this.enquireSentAt > this.responseTimeoutMs);
      if (stale) {
        this.log('smpp link unanswered, dropping it');
        session.destroy();
        return;
      }
      if (this.enquireSentAt === null && now - this.lastEnquireAt >= this.enquireLinkMs) {
        this.enquireSentAt = now;
        session.enquire_link({}, () => {
          this.enquireSentAt = null;
          this.lastEnquireAt = Date.now();
        });
      }
    } else if (!this.bound && this.queue.length > 0 && now - this.linkDownSince > this.linkDownTimeoutMs) {
      for (const job of this.queue.drain()) this.settle(job, { retryable: true, error: 'SMSC unreachable' });
    }
    for (const [key, entry] of this.incomingParts) if (now - entry.at > 10 * 60_000) this.incomingParts.delete(key);
  }

  private pump(): void {
    const session = this.session;
    if (!session || !this.bound || this.stopping || this.pumpTimer) return;
    const now = Date.now();
    if (now < this.pausedUntil) return this.pumpLater(this.pausedUntil - now);
    let corked = false;
    while (this.inFlight.size < this.window && this.queue.length > 0) {
      if (this.rate > 0 && !this.takeToken(now)) {
        this.pumpLater(Math.ceil(1_000 / this.rate));
        break;
      }
      const job = this.queue.shift();
      if (!job) break;
      // A part of a message that already failed is not worth sending.
      if (job.message.failure) {
        this.settle(job, job.message.failure);
        continue;
      }
      if (!corked) {
        // One write for everything this turn sends, not one syscall per PDU.
        session.socket.cork();
        corked = true;
      }
      job.sentAt = now;
      const sent = session.send(submitSmPdu(job.fields), (resp) => this.onSubmitResp(job, resp));
      if (!sent) {
        this.queue.unshift(job);
        break;
      }
      this.inFlight.add(job);
    }
    if (corked) session.socket.uncork();
  }

  private pumpLater(ms: number): void {
    if (this.pumpTimer) return;
    this.pumpTimer = setTimeout(() => {
      this.pumpTimer = null;
      this.pump();
    }, ms);
  }

  private takeToken(now: number): boolean {
    const burst = Math.max(1, this.rate / 20);
    this.tokens = Math.min(burst, this.tokens + ((now - this.tokensAt) * this.rate) / 1_000);
    this.tokensAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  private onSubmitResp(job: PartJob, resp: PDU): void {
    if (!this.inFlight.delete(job)) return;
    const status = resp.command_status;
    if (status === smpp.ESME_ROK) {
      job.message.providerIds[job.index] = resp.message_id ?? '';
      this.settle(job, null);
    } else {
      const retryable = this.submitError(status) === 'transient';
      if (status === smpp.ESME_RTHROTTLED) this.pausedUntil = Date.now() + this.throttlePauseMs;
      this.settle(job, { retryable, error: `submit_sm refused (${hex(status)})` });
    }
    this.pump();
  }

  /** A part is done; the message's outcome goes out with its last part. A final failure outweighs a retryable one. */
  private settle(job: PartJob, failure: Failure | null): void {
    const message = job.message;
    const uncertain = Boolean(message.failure?.uncertain || failure?.uncertain);
    if (failure && (!message.failure || (message.failure.retryable && !failure.retryable))) message.failure = failure;
    if (message.failure) message.failure.uncertain = uncertain;
    message.unsettled -= 1;
    if (message.unsettled > 0) return;
    const { messageId } = message.sms;
    // A retryable failure after some part was taken is uncertain too: sending it again would repeat that part.
    const partTaken = message.providerIds.some((id) => id !== undefined);
    message.answer(
      message.failure
        ? { messageId, ok: false, retryable: message.failure.retryable, error: message.failure.error, ...(message.failure.retryable && (uncertain || partTaken) ? { uncertain: true } : {}) }
        : { messageId, ok: true, providerIds: message.providerIds },
    );
  }

  private onRequest(session: Session, pdu: PDU): void {
    switch (pdu.command) {
      case 'deliver_sm':
        this.onDeliver(session, pdu);
        return;
      case 'enquire_link':
        session.send(pdu.response());
        return;
      case 'unbind':
        session.send(pdu.response(), () => session.destroy());
        this.bound = false;
        return;
      default:
        session.send(pdu.response({ command_status: 0x0003 }));
    }
  }

  /** Acknowledged once the pipeline has it; a handler that fails gets a temporary error, so the SMSC sends it again. */
  private onDeliver(session: Session, pdu: PDU): void {
    const ack = (ok: boolean) => session.send(pdu.response(ok ? {} : { command_status: smpp.ESME_RX_T_APPN }));
    const handled = (work: Promise<void>) =>
      work.then(
        () => ack(true),
        (error: unknown) => {
          this.log('deliver_sm handler failed; the SMSC will send it again', error);
          ack(false);
        },
      );
    const events = this.events;
    if (!events) return void ack(false);
    const inShortMessage = readShortMessage(pdu.short_message, pdu.data_coding);
    const { text, concatenation } = inShortMessage.text === '' && pdu.message_payload ? readShortMessage(pdu.message_payload, pdu.data_coding) : inShortMessage;
    const messageType = (pdu.esm_class ?? 0) & EsmClass.messageTypeMask;
    if (messageType === EsmClass.deliveryReceipt) {
      const receipt = this.receiptOf(pdu, text);
      if (!receipt) return void ack(true);
      return void handled(Promise.resolve().then(() => events.onReceipt(receipt)));
    }
    // Acknowledgements and intermediate notifications carry nothing the pipeline keeps.
    if (messageType !== 0) return void ack(true);
    const incoming = this.incomingOf(pdu, text, concatenation);
    if (!incoming) return void ack(true);
    handled(Promise.resolve().then(() => events.onIncoming(incoming)));
  }

  private receiptOf(pdu: PDU, text: string): DeliveryReceipt | null {
    const parsed = parseReceiptText(text);
    if (!parsed) {
      this.log('unreadable delivery receipt', text);
      return null;
    }
    const status = statusOfReceipt(parsed.stat, parsed.err, this.errorStatuses);
    if (status === null) return null;
    return {
      providerId: pdu.receipted_message_id || parsed.id,
      status,
      stat: parsed.stat,
      error: parsed.err,
      doneAt: parsed.doneAt ?? Date.now(),
      // A receipt goes from the recipient to the sender: its source is our destination.
      to: digitsOnly(pdu.source_addr),
      from: pdu.destination_addr ?? '',
      textStart: parsed.text,
    };
  }

  /** A whole incoming text, or null while parts of it are missing (parts are kept in memory). */
  private incomingOf(pdu: PDU, text: string, concatenation: Concatenation | null): IncomingSms | null {
    const from = digitsOnly(pdu.source_addr);
    const to = digitsOnly(pdu.destination_addr);
    if (!concatenation || concatenation.total <= 1) return { from, to, text, receivedAt: Date.now() };
    const key = `${from}|${to}|${concatenation.reference}|${concatenation.total}`;
    const entry = this.incomingParts.get(key) ?? { parts: new Array<string | null>(concatenation.total).fill(null), seen: 0, at: Date.now() };
    this.incomingParts.set(key, entry);
    const slot = concatenation.sequence - 1;
    if (slot >= 0 && slot < entry.parts.length && entry.parts[slot] === null) {
      entry.parts[slot] = text;
      entry.seen += 1;
    }
    if (entry.seen < concatenation.total) return null;
    this.incomingParts.delete(key);
    return { from, to, text: entry.parts.join(''), receivedAt: Date.now() };
  }
}
