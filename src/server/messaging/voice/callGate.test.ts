import { CallGate, delay } from './callGate';

describe('CallGate', () => {
  it('keeps at most the channel limit under way and starts calls no faster than the rate', async () => {
    const gate = new CallGate(3, 20); // 50 ms apart
    let underWay = 0;
    let peak = 0;
    const starts: number[] = [];
    const began = performance.now();
    await Promise.all(
      Array.from({ length: 9 }, async () => {
        const release = await gate.enter();
        if (!release) throw new Error('not aborted');
        starts.push(performance.now());
        underWay += 1;
        peak = Math.max(peak, underWay);
        await delay(120);
        underWay -= 1;
        release();
      }),
    );
    expect(peak).toBe(3);
    // The n-th start is due 50 ms × n after the gate was first entered; a starved event loop only
    // makes a start later (the first one too, so the span between them proves nothing).
    starts.sort((a, b) => a - b);
    starts.forEach((at, n) => expect(at - began).toBeGreaterThanOrEqual(n * 50 - 2));
    expect(gate.callsUnderWay).toBe(0);
  });

  it('lets an aborted waiter leave without taking a channel', async () => {
    const gate = new CallGate(1, 0);
    const first = await gate.enter();
    const controller = new AbortController();
    const waiting = gate.enter(controller.signal);
    controller.abort();
    await expect(waiting).resolves.toBeNull();
    first?.();
    expect(gate.callsUnderWay).toBe(0);
    const again = await gate.enter();
    expect(again).not.toBeNull();
  });
});
