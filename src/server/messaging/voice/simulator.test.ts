import { getEventListeners } from 'node:events';
import { VoiceSimulator } from './simulator';

const audio = Buffer.alloc(8_000 * 6, 0xff); // 6 s of µ-law silence
let nextId = 1;
const call = (to: string) => ({ messageId: nextId++, from: '972501234567', to, audio });

describe('VoiceSimulator', () => {
  it('chooses the outcome by the number, with the SIP codes a trunk would give', async () => {
    const simulator = new VoiceSimulator({ speed: 200, ringTimeoutMs: 10_000 });
    await simulator.start();
    const [completed, busy, noAnswer, failed, hungUp] = await Promise.all(['972501234567', '972500000486', '972500000480', '972500000404', '972500000222'].map((to) => simulator.call(call(to))));
    await simulator.stop();
    expect(completed).toMatchObject({ status: 'completed', sipCode: 200, hangupBy: 'caller', listenedMs: 6_000 });
    expect(completed.answeredAt).toBeDefined();
    expect(busy).toMatchObject({ status: 'busy', sipCode: 486 });
    expect(noAnswer).toMatchObject({ status: 'no-answer', sipCode: 487 });
    expect(failed).toMatchObject({ status: 'failed', sipCode: 404 });
    expect(hungUp).toMatchObject({ status: 'completed', hangupBy: 'callee', listenedMs: 2_000 });
  });

  it('tells when the phone rings and when it is answered', async () => {
    const simulator = new VoiceSimulator({ speed: 200 });
    const events: string[] = [];
    const outgoing = call('972501234567');
    await simulator.call(outgoing, { onRinging: (id) => events.push(`ringing ${id}`), onAnswered: (id) => events.push(`answered ${id}`) });
    expect(events).toEqual([`ringing ${outgoing.messageId}`, `answered ${outgoing.messageId}`]);
  });

  it('takes scaled real time: a 6 s call at speed 20 lasts about half a second', async () => {
    const simulator = new VoiceSimulator({ speed: 20 });
    const started = Date.now();
    await simulator.call(call('972501234567'));
    expect(Date.now() - started).toBeGreaterThanOrEqual((4_000 + 6_000) / 20 - 5);
  });

  it('cancels on abort and on stop()', async () => {
    const simulator = new VoiceSimulator({ speed: 10 });
    const controller = new AbortController();
    const aborted = simulator.call(call('972501234567'), { onAnswered: () => controller.abort() }, controller.signal);
    await expect(aborted).resolves.toMatchObject({ status: 'canceled', hangupBy: 'caller' });
    const underWay = simulator.call(call('972501234567'));
    await simulator.stop();
    await expect(underWay).resolves.toMatchObject({ status: 'canceled' });
  });

  it('leaves no listener on a signal shared by many calls (a campaign signal)', async () => {
    const simulator = new VoiceSimulator({ speed: 1_000 });
    const campaign = new AbortController();
    await Promise.all(Array.from({ length: 20 }, () => simulator.call(call('972501234567'), {}, campaign.signal)));
    expect(getEventListeners(campaign.signal, 'abort')).toHaveLength(0);
  });

  it('keeps the channel limit', async () => {
    const simulator = new VoiceSimulator({ speed: 100, channels: 2, callsPerSecond: 1_000 });
    let underWay = 0;
    let peak = 0;
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        await simulator.call(call('972501234567'), {
          onRinging: () => {
            underWay += 1;
            peak = Math.max(peak, underWay);
          },
        });
        underWay -= 1;
      }),
    );
    expect(peak).toBe(2);
  });
});
