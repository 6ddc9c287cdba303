import * as smpp from 'smpp';
import type { DeliveryReceipt, IncomingSms, OutgoingSms, ProviderEvents, SubmitOutcome } from '../provider';
import { SmppProvider, type SmppOptions } from './smpp';
import { startSmsc, type Smsc, type SmscOptions } from './smsc';

interface Recorder extends ProviderEvents {
  receipts: DeliveryReceipt[];
  incoming: IncomingSms[];
}

function recorder(): Recorder {
  const receipts: DeliveryReceipt[] = [];
  const incoming: IncomingSms[] = [];
  return {
    receipts,
    incoming,
    onReceipt: async (r) => void receipts.push(r),
    onIncoming: async (m) => void incoming.push(m),
  };
}

const phone = (i: number) => `97250${String(i).padStart(7, '0')}`;
const chunk = (count: number, text: (i: number) => string = (i) => `Hello ${i}`, from = 'Shop'): OutgoingSms[] =>
  Array.from({ length: count }, (_, i) => ({ messageId: i + 1, from, to: phone(i), text: text(i) }));

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 5));
  }
}

const running: { stop(): Promise<void> }[] = [];
afterEach(async () => {
  for (const thing of running.splice(0).reverse()) await thing.stop();
});

async function setUp(smscOptions: SmscOptions = {}, providerOptions: Partial<SmppOptions> = {}, events: ProviderEvents = recorder()) {
  const smsc = await startSmsc(smscOptions);
  running.push(smsc);
  const provider = new SmppProvider({ host: '127.0.0.1', port: smsc.port, systemId: 'test', password: 'secret', reconnectMinMs: 50, reconnectMaxMs: 200, ...providerOptions });
  await provider.start(events);
  running.push(provider);
  return { smsc, provider };
}

const byTo = (smsc: Smsc) => {
  const counts = new Map<string, number>();
  for (const m of smsc.received) counts.set(m.to, (counts.get(m.to) ?? 0) + 1);
  return counts;
};

describe('SmppProvider against the test SMSC', () => {
  it('sends a 1,000-message chunk: every message acknowledged with its SMSC id and received exactly once', async () => {
    const { smsc, provider } = await setUp({ receipts: false });
    const messages = chunk(1000);
    const outcomes = await provider.submit(messages);
    expect(outcomes).toHaveLength(1000);
    expect(new Set(outcomes.map((o) => o.messageId)).size).toBe(1000);
    const ids = outcomes.flatMap((o) => (o.ok ? o.providerIds : []));
    expect(ids).toHaveLength(1000);
    expect(new Set(ids).size).toBe(1000);
    const counts = byTo(smsc);
    expect(counts.size).toBe(1000);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    const first = smsc.received.find((m) => m.to === phone(7));
    expect(first).toMatchObject({ from: 'Shop', text: 'Hello 7', dataCoding: 0, parts: 1 });
    expect(smsc.parts[0]).toMatchObject({ sourceTon: 5, sourceNpi: 0, registeredDelivery: 1 });
  });

  it('gives a number sender TON 1 / NPI 1', async () => {
    const { smsc, provider } = await setUp({ receipts: false });
    await provider.submit(chunk(1, () => 'hi', '972541234567'));
    expect(smsc.parts[0]).toMatchObject({ from: '972541234567', sourceTon: 1, sourceNpi: 1 });
  });

  it('keeps at most `window` submit_sm outstanding, and fills it', async () => {
    const { smsc, provider } = await setUp({ receipts: false, submitDelayMs: 5 }, { window: 10 });
    const outcomes = await provider.submit(chunk(300));
    expect(outcomes.every((o) => o.ok)).toBe(true);
    expect(smsc.stats.maxOutstanding).toBe(10);
  });

  it('holds to the rate', async () => {
    const { provider } = await setUp({ receipts: false }, { ratePerSecond: 200 });
    const started = Date.now();
    await provider.submit(chunk(100));
    // 100 at 200/s is half a second, less the first burst.
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
  });

  it('sends Hebrew as UCS-2, in parts when long, and the SMSC joins them back', async () => {
    const { smsc, provider } = await setUp({ receipts: false });
    const short = 'שלום, ההודעה שלך התקבלה';
    const long = 'מבצע סוף העונה! כל המוצרים בחנות ב-50% הנחה עד יום שישי. פרטים באתר שלנו 😀 '.repeat(2);
    const [a, b] = await provider.submit([
      { messageId: 1, from: 'Shop', to: phone(1), text: short },
      { messageId: 2, from: 'Shop', to: phone(2), text: long },
    ]);
    expect(a).toMatchObject({ ok: true, providerIds: [expect.any(String)] });
    expect(b?.ok && b.providerIds.length).toBe(3);
    const received = new Map(smsc.received.map((m) => [m.to, m]));
    expect(received.get(phone(1))).toMatchObject({ text: short, dataCoding: 8, parts: 1 });
    expect(received.get(phone(2))).toMatchObject({ text: long, dataCoding: 8, parts: 3 });
  });

  it('splits a 400-character English text into 3 parts with a concatenation header', async () => {
    const { smsc, provider } = await setUp({ receipts: false });
    const text = ('Big sale [today] only: 50% off, code {SAVE} ~ 5€. ').repeat(8).slice(0, 400);
    const [outcome] = await provider.submit([{ messageId: 9, from: 'Shop', to: phone(9), text }]);
    expect(outcome?.ok && outcome.providerIds).toHaveLength(3);
    expect(smsc.parts).toHaveLength(3);
    expect(smsc.parts.every((p) => p.esmClass === 0x40 && p.dataCoding === 0)).toBe(true);
    expect(smsc.parts.map((p) => p.concatenation?.sequence)).toEqual([1, 2, 3]);
    expect(new Set(smsc.parts.map((p) => p.concatenation?.reference)).size).toBe(1);
    expect(smsc.received).toEqual([expect.objectContaining({ text, parts: 3, dataCoding: 0 })]);
  });

  it('maps receipts to delivery statuses (ACCEPTD is final) and ignores ENROUTE, the one that is not', async () => {
    const stats: Record<string, string> = { '0': 'DELIVRD', '1': 'UNDELIV:027', '2': 'REJECTD:000', '3': 'EXPIRED', '4': 'UNDELIV:011', '5': 'UNDELIV:013', '6': 'ENROUTE', '7': 'ACCEPTD' };
    const events = recorder();
    const { provider } = await setUp(
      {
        outcome: (part) => {
          const [stat = '', err = '000'] = (stats[part.to.slice(-1)] ?? 'DELIVRD').split(':');
          return { stat, err };
        },
      },
      {},
      events,
    );
    const outcomes = await provider.submit(chunk(8));
    const idOf = (i: number) => {
      const o = outcomes.find((x) => x.messageId === i + 1);
      return o?.ok ? o.providerIds[0] : undefined;
    };
    await until(() => events.receipts.length === 7);
    await new Promise((r) => setTimeout(r, 50));
    const statusOf = new Map(events.receipts.map((r) => [r.providerId, r.status]));
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((i) => statusOf.get(idOf(i) ?? ''))).toEqual([
      'delivered',
      'outOfCoverage',
      'blocked',
      'notDelivered',
      'kosher',
      'blockedByOperator',
      undefined,
      // ACCEPTD is final (SMPP 3.4 appendix B): taken by the network, no handset confirmation.
      'acceptedByNetwork',
    ]);
    expect(events.receipts.find((r) => r.providerId === idOf(1))).toMatchObject({ stat: 'UNDELIV', error: '027' });
  });

  it('does not acknowledge a receipt whose handler failed, so the SMSC sends it again', async () => {
    const receipts: DeliveryReceipt[] = [];
    let failures = 0;
    const events: ProviderEvents = {
      onReceipt: async (r) => {
        if (failures < 3) {
          failures += 1;
          throw new Error('database away');
        }
        receipts.push(r);
      },
      onIncoming: async () => undefined,
    };
    const { smsc, provider } = await setUp({ redeliverMs: 20 }, { log: () => undefined }, events);
    const outcomes = await provider.submit(chunk(5));
    await until(() => receipts.length === 5);
    expect(new Set(receipts.map((r) => r.providerId))).toEqual(new Set(outcomes.flatMap((o) => (o.ok ? o.providerIds : []))));
    expect(smsc.stats.deliveriesRefused).toBe(3);
    await smsc.waitFor(() => smsc.receiptsAcked.size === 5);
    expect([...smsc.receiptsAcked.values()]).toEqual([1, 1, 1, 1, 1]);
  });

  it('hands incoming messages (one part or several) to onIncoming', async () => {
    const events = recorder();
    const { smsc } = await setUp({}, {}, events);
    await smsc.sendIncoming({ from: '972501234567', to: '972599000111', text: 'הסר' });
    const long = 'I would like to know more about the offer you sent me yesterday, can someone call me back please? '.repeat(2);
    await smsc.sendIncoming({ from: '972501234568', to: '972599000111', text: long });
    expect(events.incoming).toEqual([
      expect.objectContaining({ from: '972501234567', to: '972599000111', text: 'הסר' }),
      expect.objectContaining({ from: '972501234568', text: long }),
    ]);
  });

  it('reconnects when the SMSC restarts mid-chunk and answers every message once', async () => {
    const events = recorder();
    const { smsc, provider } = await setUp({ submitDelayMs: 1 }, { window: 50, log: () => undefined }, events);
    const messages = chunk(3000);
    const done = provider.submit(messages);
    await until(() => smsc.parts.length >= 600);
    await smsc.stop();
    await new Promise((r) => setTimeout(r, 100));
    await smsc.restart();
    const outcomes: SubmitOutcome[] = await done;

    expect(outcomes).toHaveLength(3000);
    expect(new Set(outcomes.map((o) => o.messageId)).size).toBe(3000);
    const failed = outcomes.filter((o) => !o.ok);
    // Only what was in the window when the link dropped; all worth retrying.
    expect(failed.length).toBeLessThanOrEqual(50);
    expect(failed.every((o) => !o.ok && o.retryable)).toBe(true);
    expect(smsc.stats.binds).toBe(2);
    const acceptedIds = new Set(smsc.parts.map((p) => p.messageId));
    const okIds = outcomes.flatMap((o) => (o.ok ? o.providerIds : []));
    expect(okIds.length).toBe(3000 - failed.length);
    expect(okIds.every((id) => acceptedIds.has(id))).toBe(true);
    // Every message acknowledged ok reached the SMSC exactly once.
    const counts = byTo(smsc);
    const okTo = outcomes.filter((o) => o.ok).map((o) => phone(o.messageId - 1));
    expect(okTo.every((to) => counts.get(to) === 1)).toBe(true);
    // Receipts lost with the first link come again after the re-bind.
    await until(() => new Set(events.receipts.map((r) => r.providerId)).size === smsc.parts.length);
  });

  it('answers throttling and queue-full as retryable and other refusals as final', async () => {
    const { provider } = await setUp({
      receipts: false,
      answerSubmit: (part) => {
        if (part.to === phone(0)) return smpp.ESME_RTHROTTLED;
        if (part.to === phone(1)) return smpp.ESME_RMSGQFUL;
        if (part.to === phone(2)) return 0x000b;
        return 0;
      },
    });
    const outcomes = await provider.submit(chunk(4));
    const of = (i: number) => outcomes.find((o) => o.messageId === i + 1);
    expect(of(0)).toMatchObject({ ok: false, retryable: true, error: expect.stringContaining('0x0058') });
    expect(of(1)).toMatchObject({ ok: false, retryable: true, error: expect.stringContaining('0x0014') });
    expect(of(2)).toMatchObject({ ok: false, retryable: false });
    expect(of(3)).toMatchObject({ ok: true });
  });

  it('follows the route\'s table of refusals: ESME_RSYSERR retryable by default, final when the route says so', async () => {
    const answerSubmit = (part: { to: string }) => (part.to === phone(0) ? smpp.ESME_RSYSERR : part.to === phone(1) ? 0x0045 : 0);
    const first = await setUp({ receipts: false, answerSubmit });
    const outcomes = await first.provider.submit(chunk(3));
    const of = (list: SubmitOutcome[], i: number) => list.find((o) => o.messageId === i + 1);
    expect(of(outcomes, 0)).toMatchObject({ ok: false, retryable: true, error: expect.stringContaining('0x0008') });
    expect(of(outcomes, 1)).toMatchObject({ ok: false, retryable: false, error: expect.stringContaining('0x0045') });
    const second = await setUp({ receipts: false, answerSubmit }, { finalStatuses: [0x0008], retryStatuses: [0x0045] });
    const overridden = await second.provider.submit(chunk(3));
    expect(of(overridden, 0)).toMatchObject({ ok: false, retryable: false });
    expect(of(overridden, 1)).toMatchObject({ ok: false, retryable: true });
  });

  it('never submits an empty source_addr: the message fails for good without reaching the SMSC', async () => {
    const { smsc, provider } = await setUp({ receipts: false });
    const outcomes = await provider.submit([...chunk(1, () => 'hi', ''), { messageId: 2, from: '  ', to: phone(1), text: 'hi' }, { messageId: 3, from: 'Shop', to: phone(2), text: 'hi' }]);
    expect(outcomes.filter((o) => !o.ok)).toEqual([
      expect.objectContaining({ messageId: 1, retryable: false, error: expect.stringContaining('empty source_addr') }),
      expect.objectContaining({ messageId: 2, retryable: false }),
    ]);
    expect(smsc.parts.map((p) => p.from)).toEqual(['Shop']);
  });

  it('refuses to start with a wrong password', async () => {
    const smsc = await startSmsc();
    running.push(smsc);
    const provider = new SmppProvider({ host: '127.0.0.1', port: smsc.port, systemId: 'test', password: 'wrong' });
    await expect(provider.start(recorder())).rejects.toThrow(/0x000e/);
    await provider.stop();
  });
});
