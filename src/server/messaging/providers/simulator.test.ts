import type { DeliveryReceipt, IncomingSms, OutgoingSms, ProviderEvents } from '../provider';
import { SimulatorProvider, type SimulatorSettings } from './simulator';

const chunk = (count: number, from = 'Shop'): OutgoingSms[] =>
  Array.from({ length: count }, (_, i) => ({ messageId: i + 1, from, to: `97250${String(i).padStart(7, '0')}`, text: `Hello ${i}` }));

async function run(settings: SimulatorSettings, messages: OutgoingSms[]) {
  const receipts: DeliveryReceipt[] = [];
  const incoming: IncomingSms[] = [];
  const events: ProviderEvents = { onReceipt: async (r) => void receipts.push(r), onIncoming: async (m) => void incoming.push(m) };
  const provider = new SimulatorProvider({ latencyMs: 0, receiptDelayMs: 0, replyDelayMs: 0, ...settings });
  await provider.start(events);
  const outcomes = await provider.submit(messages);
  const end = Date.now() + 5_000;
  while (receipts.length < messages.length && Date.now() < end) await new Promise((r) => setTimeout(r, 5));
  await new Promise((r) => setTimeout(r, 20));
  await provider.stop();
  return { outcomes, receipts, incoming };
}

describe('SimulatorProvider', () => {
  it('accepts every message and draws receipts from the outcome mix', async () => {
    const { outcomes, receipts } = await run({ seed: 7, outcomes: { delivered: 3, outOfCoverage: 1 }, replyShare: 0 }, chunk(2000));
    expect(outcomes.every((o) => o.ok && o.providerIds.length === 1)).toBe(true);
    expect(receipts).toHaveLength(2000);
    const delivered = receipts.filter((r) => r.status === 'delivered').length;
    expect(delivered / 2000).toBeGreaterThan(0.7);
    expect(delivered / 2000).toBeLessThan(0.8);
    expect(receipts.filter((r) => r.status !== 'delivered').every((r) => r.status === 'outOfCoverage')).toBe(true);
  });

  it('is the same twice with the same seed, replies included', async () => {
    const settings: SimulatorSettings = { seed: 42, replyShare: 0.2, replies: ['תודה', 'STOP'], replyNumber: '972599000111' };
    const first = await run(settings, chunk(200));
    const second = await run(settings, chunk(200));
    expect(second.receipts.map((r) => r.status)).toEqual(first.receipts.map((r) => r.status));
    expect(second.incoming.map((m) => [m.from, m.text])).toEqual(first.incoming.map((m) => [m.from, m.text]));
    expect(first.incoming.length).toBeGreaterThan(10);
    expect(first.incoming.every((m) => m.to === '972599000111' && ['תודה', 'STOP'].includes(m.text))).toBe(true);
    const delivered = new Set(first.receipts.filter((r) => r.status === 'delivered').map((r) => r.providerId));
    expect(delivered.size).toBeGreaterThan(0);
  });

  it('gives a long message one id per network part', async () => {
    const { outcomes, receipts } = await run({ seed: 1, replyShare: 0 }, [{ messageId: 1, from: 'Shop', to: '972501234567', text: 'x'.repeat(400) }]);
    expect(outcomes[0]?.ok && outcomes[0].providerIds).toHaveLength(3);
    expect(receipts).toHaveLength(3);
  });

  it('replies to the sender number when the sender is a number', async () => {
    const { incoming } = await run({ seed: 3, replyShare: 1, outcomes: { delivered: 1 } }, chunk(3, '972541112233'));
    expect(incoming.map((m) => m.to)).toEqual(['972541112233', '972541112233', '972541112233']);
  });
});
