import { CallGate, delay } from './callGate';

describe('CallGate', () => {
  it('keeps at most the channel limit under way and starts calls no faster than the rate', async () => {
    const gate = new CallGate(3, 20); // 50 ms apart
    let underWay = 0;
    let peak = 0;
    const starts: number[] = [];
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
    // Starts are due 50 ms apart from the first (a late timer shortens one gap, not the span).
    expect(Math.max(...starts) - Math.min(...starts)).toBeGreaterThanOrEqual(8 * 50 - 2);
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
