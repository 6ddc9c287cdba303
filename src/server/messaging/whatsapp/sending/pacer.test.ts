/**
 * The desk's pacing against the simulator over loopback: a number's level read from Meta's
 * phone-number fields, and a burst of sends kept within it, where the same burst unpaced meets
 * 130429 (the simulator holds the number to its level as Meta does); a send's room in the
 * second is freed a second after its answer, so arrivals never crowd a second however late the
 * answers come, and a late answer holds back only its own room.
 */
import { createCloudApiClient } from '../cloudApi/client';
import { startWhatsAppSimulator, type WhatsAppSimulator } from '../simulator';
import { registeredNumber, startWebhookReceiver, type WebhookReceiver } from '../simulator/simulatorTesting';
import type { OutgoingWhatsApp, WhatsAppCloudApi } from '../types';
import { ThroughputPacer, type PacedSend } from './pacer';

const appSecret = 'pacer-app-secret';
const token = 'pacer-token';
let receiver: WebhookReceiver;
let simulator: WhatsAppSimulator | null = null;

afterEach(async () => {
  await simulator?.stop();
  simulator = null;
  await receiver?.stop();
});

async function numberAt(messagesPerSecond: number): Promise<{ client: WhatsAppCloudApi; pn: string }> {
  receiver = await startWebhookReceiver(appSecret);
  simulator = await startWhatsAppSimulator({ webhookUrl: receiver.url, appSecret, token, limits: { messagesPerSecond }, speed: { moderationMs: 20, statusStepMs: 5 } });
  const client = createCloudApiClient({ baseUrl: simulator.url, version: 'v23.0', token });
  return { client, pn: await registeredNumber(client, simulator.control, '972501234567') };
}

// A free-form text goes only inside its customer's 24-hour window: each customer writes first.
async function burst(client: WhatsAppCloudApi, pn: string, count: number, pacer?: ThroughputPacer) {
  const customers = Array.from({ length: count }, (_, i) => `97252${String(1_000_000 + i)}`);
  for (const from of customers) simulator!.control.inbound({ from, to: '972501234567', type: 'text', text: 'hi' });
  await simulator!.control.settled();
  return Promise.all(
    customers.map(async (to) => {
      const paced = await pacer?.slot(pn);
      try {
        return await client.send(pn, { type: 'text', to, text: 'שלום' } satisfies OutgoingWhatsApp);
      } finally {
        paced?.answered();
      }
    }),
  );
}

test("the number's level is read from Meta's phone-number fields: HIGH at 1,000 a second, STANDARD below", async () => {
  const high = await numberAt(1_000);
  expect(await high.client.getThroughput(high.pn)).toEqual({ ok: true, level: 'HIGH' });
  await simulator!.stop();
  await receiver?.stop();
  const standard = await numberAt(80);
  expect(await standard.client.getThroughput(standard.pn)).toEqual({ ok: true, level: 'STANDARD' });
  expect(await standard.client.getThroughput('404')).toMatchObject({ ok: false });
});

test('a STANDARD number (80 a second): 100 sends at once, paced, all accepted; unpaced, 130429 for those past 80', async () => {
  const { client, pn } = await numberAt(80);
  const unpaced = await burst(client, pn, 100);
  expect(unpaced.filter((r) => !r.ok)).not.toHaveLength(0);
  expect(unpaced.filter((r) => !r.ok).every((r) => !r.ok && r.code === 130429)).toBe(true);
  // The number's second passes before the paced burst.
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const pacer = new ThroughputPacer(() => client);
  const started = performance.now();
  const paced = await burst(client, pn, 100, pacer);
  expect(paced.filter((r) => !r.ok)).toEqual([]);
  // 100 sends at 80 a second: the 81st waits for the first's answer to be a second old.
  expect(performance.now() - started).toBeGreaterThan(1_000);
});

test('a number whose level Meta does not give is not paced', async () => {
  const { client, pn } = await numberAt(1_000);
  const silent: WhatsAppCloudApi = { ...client, getThroughput: async () => ({ ok: false, httpStatus: 500, code: 1, title: 'unknown', details: '' }) };
  const pacer = new ThroughputPacer(() => silent);
  // Not paced is never waiting: no slot sets a timer (a busy machine's clock would say nothing).
  const timers = jest.spyOn(global, 'setTimeout');
  try {
    for (let i = 0; i < 200; i++) await pacer.slot(pn);
    expect(timers).not.toHaveBeenCalled();
  } finally {
    timers.mockRestore();
  }
});

const standard = { getThroughput: async () => ({ ok: true, level: 'STANDARD' }) } as unknown as WhatsAppCloudApi;

/** The most of `times` in any second. */
const mostInASecond = (times: number[]) => Math.max(...times.map((at) => times.filter((other) => other >= at && other < at + 1000).length));

test('a stalled event loop does not turn into a burst past the level: no second of real starts holds more than the level', async () => {
  const pacer = new ThroughputPacer(() => standard);
  // 400 ms of synchronous work a third of a second in: every place freed meanwhile is late.
  setTimeout(() => {
    const until = performance.now() + 400;
    while (performance.now() < until);
  }, 300);
  // Each answered at once; the times the pacer let each go are read afterwards, a garbage
  // collection in between (CI's worker, late in the run) would move one by tens of milliseconds.
  const starts = await Promise.all(
    Array.from({ length: 200 }, async () => {
      const paced = await pacer.slot('pn');
      paced.answered();
      return paced.startedAt;
    }),
  );
  expect(mostInASecond(starts)).toBeLessThanOrEqual(80);
  expect(starts).toHaveLength(200);
});

test("a send's room is freed a second after its answer, not its start: arrivals between start and answer never crowd a second", async () => {
  const pacer = new ThroughputPacer(() => standard);
  const first = await Promise.all(Array.from({ length: 80 }, () => pacer.slot('pn')));
  // The level's worth went at once (no even spacing: the number's first second is used whole).
  expect(Math.max(...first.map((p) => p.startedAt)) - Math.min(...first.map((p) => p.startedAt))).toBeLessThan(100);
  let next: PacedSend | null = null;
  const waiting = pacer.slot('pn').then((paced) => (next = paced));
  // Meta answers slowly: nothing more goes while every place's send is still on its way.
  await new Promise((resolve) => setTimeout(resolve, 1_300));
  expect(next).toBeNull();
  const answeredAt = performance.now();
  for (const paced of first) paced.answered();
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(next).toBeNull();
  const paced = await waiting;
  expect(paced.startedAt - answeredAt).toBeGreaterThanOrEqual(999);
});

test("a send answered late holds back only its own room: the others' sends go a second after their own answers", async () => {
  const pacer = new ThroughputPacer(() => standard);
  const [late, ...first] = await Promise.all(Array.from({ length: 80 }, () => pacer.slot('pn')));
  for (const paced of first) paced.answered();
  const answeredAt = performance.now();
  const next = await Promise.all(Array.from({ length: 79 }, () => pacer.slot('pn')));
  // The first send still on its way (a stall on either side): the 79 after it do not wait for it.
  expect(Math.max(...next.map((p) => p.startedAt)) - answeredAt).toBeLessThan(1_400);
  let last: PacedSend | null = null;
  const waiting = pacer.slot('pn').then((paced) => (last = paced));
  await new Promise((resolve) => setTimeout(resolve, 300));
  // Its own room opens only a second after its answer.
  expect(last).toBeNull();
  late!.answered();
  const lateAt = performance.now();
  expect((await waiting).startedAt - lateAt).toBeGreaterThanOrEqual(999);
});

test('sends wait their turn in the order they asked', async () => {
  const pacer = new ThroughputPacer(() => standard);
  const order: number[] = [];
  await Promise.all(
    Array.from({ length: 120 }, async (_, i) => {
      const paced = await pacer.slot('pn');
      order.push(i);
      paced.answered();
    }),
  );
  expect(order).toEqual(Array.from({ length: 120 }, (_, i) => i));
});
