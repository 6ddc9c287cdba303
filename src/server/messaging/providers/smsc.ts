/**
 * A test and bench SMSC on the smpp package's server, on 127.0.0.1. It checks binds, answers
 * submit_sm with increasing ids, records every part and every whole message (parts joined
 * by their concatenation header) so a test can say "received exactly once", sends receipts
 * after a delay with a chosen mix of outcomes, sends incoming messages on demand, and can be
 * stopped like a crash and restarted on the same port. Receipts and incoming messages not
 * acknowledged (link lost, or an error answer) are sent again, as a real SMSC does.
 */
import * as smpp from 'smpp';
import type { PDU, PduFields, Server, Session } from 'smpp';
import { randomFrom, drawWeighted } from './random';
import { receiptText } from './receiptStatus';
import { digitsOnly, encodeGsm7, EsmClass, readShortMessage, toNetworkMessage, type Concatenation } from './smppEncoding';

export interface SubmittedPart {
  messageId: string;
  from: string;
  sourceTon: number;
  sourceNpi: number;
  to: string;
  dataCoding: number;
  esmClass: number;
  registeredDelivery: number;
  text: string;
  concatenation: Concatenation | null;
  at: number;
}

export interface ReceivedMessage {
  from: string;
  to: string;
  text: string;
  dataCoding: number;
  parts: number;
  messageIds: string[];
}

export interface ReceiptOutcome {
  stat: string;
  err?: string;
}

export interface SmscOptions {
  systemId?: string;
  password?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  /** submit_sm answered after this long (0 = at once); lets a test see the client's window fill. */
  submitDelayMs?: number;
  /** A command_status for a submit_sm (0 accepts it): throttling, queue full, rejections. */
  answerSubmit?: (part: SubmittedPart, index: number) => number;
  /** Receipts for parts asking for one (default true). */
  receipts?: boolean;
  receiptDelayMs?: number;
  /** Weights by "STAT" or "STAT:ERR" (default all DELIVRD). */
  outcomeMix?: Record<string, number>;
  /** Decides each part's receipt instead of the mix; null sends none. */
  outcome?: (part: SubmittedPart) => ReceiptOutcome | null;
  seed?: number;
  /** Outstanding deliver_sm per session (default 100). */
  deliverWindow?: number;
  /** A deliver_sm refused or lost is sent again after this long (default 200 ms). */
  redeliverMs?: number;
}

export interface SmscStats {
  binds: number;
  refusedBinds: number;
  refusedSubmits: number;
  outstanding: number;
  maxOutstanding: number;
  receiptsSent: number;
  deliveriesRefused: number;
}

export interface Smsc {
  readonly port: number;
  /** Every accepted submit_sm, in order. */
  readonly parts: SubmittedPart[];
  /** Every whole message, once its last part arrived. */
  readonly received: ReceivedMessage[];
  /** Receipts acknowledged, by the message id they name, with how often. */
  readonly receiptsAcked: Map<string, number>;
  readonly stats: SmscStats;
  /** An incoming message (MO) to the bound client; resolves once it is acknowledged. */
  sendIncoming(sms: { from: string; to: string; text: string }): Promise<void>;
  /** Receipts and incoming messages not yet acknowledged. */
  pendingDeliveries(): number;
  /** Like a crash: every link dropped at once, nothing answered; what is pending is kept. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  restart(): Promise<void>;
  waitFor(check: () => boolean, timeoutMs?: number): Promise<void>;
}

interface Delivery {
  fields: PduFields;
  dueAt: number;
  receiptOf: string | null;
  acked: () => void;
}

interface Link {
  bound: boolean;
  receives: boolean;
  corked: boolean;
  deliveries: Set<Delivery>;
}

const bindCommands = new Set(['bind_transceiver', 'bind_transmitter', 'bind_receiver']);
const printable = (text: string) => text.replace(/[^A-Za-z0-9 .,!?-]/g, '?');

export async function startSmsc(options: SmscOptions = {}): Promise<Smsc> {
  const systemId = options.systemId ?? 'test';
  const password = options.password ?? 'secret';
  const deliverWindow = options.deliverWindow ?? 100;
  const redeliverMs = options.redeliverMs ?? 200;
  const receiptDelayMs = options.receiptDelayMs ?? 0;
  const random = randomFrom(options.seed);
  const outcomeOf =
    options.outcome ??
    ((): ReceiptOutcome | null => {
      const drawn = drawWeighted(options.outcomeMix ?? { DELIVRD: 1 }, random) ?? 'DELIVRD';
      const [stat = 'DELIVRD', err = stat === 'DELIVRD' ? '000' : '001'] = drawn.split(':');
      return { stat, err };
    });

  const parts: SubmittedPart[] = [];
  const received: ReceivedMessage[] = [];
  const receiptsAcked = new Map<string, number>();
  const stats: SmscStats = { binds: 0, refusedBinds: 0, refusedSubmits: 0, outstanding: 0, maxOutstanding: 0, receiptsSent: 0, deliveriesRefused: 0 };
  const partial = new Map<string, SubmittedPart[]>();
  const links = new Map<Session, Link>();
  // Due deliveries, oldest first; `head` skips the sent ones without copying the array each time.
  let pending: Delivery[] = [];
  let head = 0;
  let nextId = 1;
  let submitIndex = 0;
  let reference = 0;
  let flushTimer: NodeJS.Timeout | null = null;
  let flushAt = Infinity;
  let server: Server | null = null;
  let port = options.port ?? 0;

  const corkFor = (session: Session, link: Link) => {
    if (link.corked) return;
    link.corked = true;
    session.socket.cork();
    process.nextTick(() => {
      link.corked = false;
      session.socket.uncork();
    });
  };

  const scheduleFlush = (at: number) => {
    if (flushTimer && flushAt <= at) return;
    if (flushTimer) clearTimeout(flushTimer);
    flushAt = at;
    flushTimer = setTimeout(() => {
      flushTimer = null;
      flushAt = Infinity;
      flush();
    }, Math.max(0, at - Date.now()));
    flushTimer.unref();
  };

  const flush = () => {
    const now = Date.now();
    for (const [session, link] of links) {
      if (!link.bound || !link.receives) continue;
      while (head < pending.length && link.deliveries.size < deliverWindow) {
        const delivery = pending[head];
        if (!delivery || delivery.dueAt > now) break;
        head += 1;
        corkFor(session, link);
        link.deliveries.add(delivery);
        if (delivery.receiptOf) stats.receiptsSent += 1;
        session.send(new smpp.PDU('deliver_sm', delivery.fields), (resp) => {
          if (!link.deliveries.delete(delivery)) return;
          if (resp.command_status === smpp.ESME_ROK) delivery.acked();
          else {
            stats.deliveriesRefused += 1;
            requeue(delivery, Date.now() + redeliverMs);
          }
          flush();
        });
      }
    }
    if (head > 1024 && head * 2 > pending.length) {
      pending = pending.slice(head);
      head = 0;
    }
    const next = pending[head];
    if (next && [...links.values()].some((l) => l.bound && l.receives && l.deliveries.size < deliverWindow)) scheduleFlush(Math.max(next.dueAt, now));
  };

  const requeue = (delivery: Delivery, dueAt: number) => {
    delivery.dueAt = dueAt;
    pending.push(delivery);
    scheduleFlush(dueAt);
  };

  const queueReceipt = (part: SubmittedPart) => {
    const outcome = outcomeOf(part);
    if (!outcome) return;
    const now = Date.now();
    const text = receiptText({ id: part.messageId, stat: outcome.stat, err: outcome.err ?? '000', submittedAt: part.at, doneAt: now, text: printable(part.text) });
    const delivery: Delivery = {
      fields: {
        source_addr: part.to,
        source_addr_ton: 1,
        source_addr_npi: 1,
        destination_addr: part.from,
        esm_class: EsmClass.deliveryReceipt,
        data_coding: 0,
        short_message: encodeGsm7(text),
        receipted_message_id: part.messageId,
        message_state: outcome.stat === 'DELIVRD' ? 2 : 5,
      },
      dueAt: now + receiptDelayMs,
      receiptOf: part.messageId,
      acked: () => receiptsAcked.set(part.messageId, (receiptsAcked.get(part.messageId) ?? 0) + 1),
    };
    requeue(delivery, delivery.dueAt);
  };

  const record = (part: SubmittedPart) => {
    parts.push(part);
    const c = part.concatenation;
    if (!c || c.total <= 1) {
      received.push({ from: part.from, to: part.to, text: part.text, dataCoding: part.dataCoding, parts: 1, messageIds: [part.messageId] });
      return;
    }
    const key = `${part.from}|${part.to}|${c.reference}|${c.total}`;
    const list = partial.get(key) ?? [];
    list.push(part);
    partial.set(key, list);
    if (list.length < c.total) return;
    partial.delete(key);
    list.sort((a, b) => (a.concatenation?.sequence ?? 0) - (b.concatenation?.sequence ?? 0));
    received.push({
      from: part.from,
      to: part.to,
      text: list.map((p) => p.text).join(''),
      dataCoding: part.dataCoding,
      parts: list.length,
      messageIds: list.map((p) => p.messageId),
    });
  };

  const onSubmit = (session: Session, link: Link, pdu: PDU) => {
    const { text, concatenation } = readShortMessage(pdu.short_message, pdu.data_coding);
    const part: SubmittedPart = {
      messageId: '',
      from: pdu.source_addr ?? '',
      sourceTon: pdu.source_addr_ton ?? 0,
      sourceNpi: pdu.source_addr_npi ?? 0,
      to: pdu.destination_addr ?? '',
      dataCoding: pdu.data_coding ?? 0,
      esmClass: pdu.esm_class ?? 0,
      registeredDelivery: pdu.registered_delivery ?? 0,
      text,
      concatenation,
      at: Date.now(),
    };
    stats.outstanding += 1;
    stats.maxOutstanding = Math.max(stats.maxOutstanding, stats.outstanding);
    const answer = () => {
      stats.outstanding -= 1;
      if (!links.has(session)) return;
      const status = options.answerSubmit?.(part, submitIndex++) ?? 0;
      corkFor(session, link);
      if (status !== 0) {
        stats.refusedSubmits += 1;
        session.send(pdu.response({ command_status: status }));
        return;
      }
      part.messageId = String(nextId++);
      record(part);
      session.send(pdu.response({ message_id: part.messageId }));
      if ((options.receipts ?? true) && (part.registeredDelivery & 0x03) !== 0) queueReceipt(part);
    };
    if (options.submitDelayMs) setTimeout(answer, options.submitDelayMs);
    else answer();
  };

  const onSession = (session: Session) => {
    const link: Link = { bound: false, receives: false, corked: false, deliveries: new Set() };
    links.set(session, link);
    session.socket.setNoDelay(true);
    session.on('error', () => undefined);
    session.on('close', () => {
      links.delete(session);
      for (const delivery of link.deliveries) requeue(delivery, Date.now() + redeliverMs);
      link.deliveries.clear();
    });
    session.on('pdu', (pdu: PDU) => {
      if (pdu.isResponse()) return;
      if (bindCommands.has(pdu.command)) {
        if (pdu.system_id !== systemId || pdu.password !== password) {
          stats.refusedBinds += 1;
          session.send(pdu.response({ command_status: pdu.system_id !== systemId ? smpp.ESME_RINVSYSID : smpp.ESME_RINVPASWD }), () => session.close());
          return;
        }
        stats.binds += 1;
        link.bound = true;
        link.receives = pdu.command !== 'bind_transmitter';
        session.send(pdu.response({ system_id: 'test-smsc' }));
        flush();
        return;
      }
      if (pdu.command === 'enquire_link') return void session.send(pdu.response());
      if (pdu.command === 'unbind') return void session.send(pdu.response(), () => session.close());
      if (!link.bound) return void session.send(pdu.response({ command_status: 0x0004 }));
      if (pdu.command === 'submit_sm') return onSubmit(session, link, pdu);
      session.send(pdu.response({ command_status: 0x0003 }));
    });
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const created = smpp.createServer(onSession);
      created.once('error', reject);
      created.listen(port, '127.0.0.1', () => {
        const address = created.address();
        if (address && typeof address === 'object') port = address.port;
        server = created;
        resolve();
      });
    });

  const stop = async () => {
    const closing = server;
    server = null;
    if (flushTimer) clearTimeout(flushTimer);
    flushTimer = null;
    flushAt = Infinity;
    for (const session of [...links.keys()]) session.socket.destroy();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };

  await listen();

  return {
    get port() {
      return port;
    },
    parts,
    received,
    receiptsAcked,
    stats,
    sendIncoming(sms) {
      reference = (reference + 1) & 0xff;
      const network = toNetworkMessage(sms.text, reference);
      let unacked = network.shortMessages.length;
      return new Promise<void>((resolve) => {
        for (const shortMessage of network.shortMessages) {
          requeue(
            {
              fields: {
                source_addr: digitsOnly(sms.from),
                source_addr_ton: 1,
                source_addr_npi: 1,
                destination_addr: sms.to,
                esm_class: network.esmClass,
                data_coding: network.dataCoding,
                short_message: shortMessage,
              },
              dueAt: Date.now(),
              receiptOf: null,
              acked: () => {
                unacked -= 1;
                if (unacked === 0) resolve();
              },
            },
            Date.now(),
          );
        }
      });
    },
    pendingDeliveries: () => pending.length - head + [...links.values()].reduce((n, l) => n + l.deliveries.size, 0),
    stop,
    async restart() {
      if (server) return;
      await listen();
    },
    async waitFor(check, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (!check()) {
        if (Date.now() > until) throw new Error('SMSC: condition not met in time');
        await new Promise((r) => setTimeout(r, 5));
      }
    },
  };
}
