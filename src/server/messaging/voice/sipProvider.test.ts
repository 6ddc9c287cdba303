/**
 * The SIP voice provider against SIPp (testPeers/callee.xml): each outcome as VOICE.md names
 * it, and SIPp's own counters as proof that the dialogs ended and every RTP packet arrived.
 */
import { createSocket } from 'node:dgram';
import { SipVoiceProvider } from './sipProvider';
import { startSippCallee, testTrunk, toneAudio, type SippCallee } from './testPeers';
import { freeUdpPort } from './testPeers/ports';
import type { CallOutcome } from './types';


const audio = toneAudio(0.5); // 25 packets
let nextId = 1;
const outgoing = (to: string, sound = audio) => ({ messageId: nextId++, from: '972501234567', to, audio: sound });

describe('SipVoiceProvider against SIPp', () => {
  let callee: SippCallee;

  beforeEach(async () => {
    callee = await startSippCallee();
  });

  afterEach(async () => {
    await callee.stop();
  });

  it('classifies every outcome, and SIPp completed every dialog and echoed every RTP packet sent', async () => {
    const provider = new SipVoiceProvider(testTrunk(callee, { ringTimeoutMs: 800 }));
    await provider.start();
    const ringing: number[] = [];
    const answered: number[] = [];
    const events = { onRinging: (id: number) => ringing.push(id), onAnswered: (id: number) => answered.push(id) };
    const calls = {
      pcmu: outgoing('972501234567'),
      pcma: outgoing('alaw'),
      busy: outgoing('972500000486'),
      noAnswer: outgoing('noanswer'),
      failed: outgoing('972500000404'),
      hangUp: outgoing('972500000222', toneAudio(4)),
      auth: outgoing('auth'),
    };
    const entries = await Promise.all(Object.entries(calls).map(async ([name, call]) => [name, await provider.call(call, events)] as const));
    const outcome: Record<string, CallOutcome> = Object.fromEntries(entries);
    await provider.stop();

    expect(outcome.pcmu).toMatchObject({ status: 'completed', sipCode: 200, hangupBy: 'caller' });
    expect(outcome.pcmu.listenedMs).toBeGreaterThanOrEqual(450);
    expect(outcome.pcma).toMatchObject({ status: 'completed', sipCode: 200, hangupBy: 'caller' });
    expect(outcome.busy).toMatchObject({ status: 'busy', sipCode: 486 });
    expect(outcome.noAnswer).toMatchObject({ status: 'no-answer', sipCode: 487, error: 'ring timeout' });
    expect(outcome.failed).toMatchObject({ status: 'failed', sipCode: 404 });
    expect(outcome.hangUp).toMatchObject({ status: 'completed', sipCode: 200, hangupBy: 'callee' });
    expect(outcome.hangUp.listenedMs).toBeGreaterThanOrEqual(1_900);
    expect(outcome.hangUp.listenedMs).toBeLessThan(3_000);
    expect(outcome.auth).toMatchObject({ status: 'completed', sipCode: 200, hangupBy: 'caller' });
    expect(outcome.pcmu.answeredAt).toBeDefined();
    expect(outcome.busy.answeredAt).toBeUndefined();
    expect(ringing).toEqual(expect.arrayContaining([calls.pcmu.messageId, calls.noAnswer.messageId, calls.auth.messageId]));
    expect(answered.sort()).toEqual([calls.pcmu, calls.pcma, calls.hangUp, calls.auth].map((c) => c.messageId).sort());

    const sent = provider.rtpLateness().packets;
    expect(sent).toBeGreaterThanOrEqual(3 * 25 + 90); // three whole 0.5 s calls, 2 s of the hang-up
    const counters = await callee.stop();
    expect(counters.successfulCalls).toBe(7);
    expect(counters.failedCalls).toBe(0);
    expect(counters.echoedRtpPackets).toBe(sent);
  });

  it("answers a proxy's 407 challenge with Proxy-Authorization", async () => {
    const provider = new SipVoiceProvider(testTrunk(callee));
    await provider.start();
    const outcome = await provider.call(outgoing('proxyauth'));
    await provider.stop();
    expect(outcome).toMatchObject({ status: 'completed', sipCode: 200 });
  });

  it('fails a call whose credentials the trunk refuses, with its code', async () => {
    const provider = new SipVoiceProvider(testTrunk(callee, { password: 'wrong' }));
    await provider.start();
    const outcome = await provider.call(outgoing('auth'));
    await provider.stop();
    expect(outcome).toMatchObject({ status: 'failed', sipCode: 403 });
  });

  it('cancels on abort: CANCEL while it rings, BYE once answered', async () => {
    const provider = new SipVoiceProvider(testTrunk(callee));
    await provider.start();
    const whileRinging = new AbortController();
    const onceAnswered = new AbortController();
    const [ringing, talking] = await Promise.all([
      provider.call(outgoing('noanswer'), { onRinging: () => whileRinging.abort() }, whileRinging.signal),
      provider.call(outgoing('972501234567', toneAudio(5)), { onAnswered: () => setTimeout(() => onceAnswered.abort(), 300) }, onceAnswered.signal),
    ]);
    await provider.stop();
    expect(ringing).toMatchObject({ status: 'canceled', sipCode: 487 });
    expect(talking).toMatchObject({ status: 'canceled', sipCode: 200, hangupBy: 'caller' });
    expect(talking.listenedMs).toBeLessThan(1_000);
    expect((await callee.stop()).successfulCalls).toBe(2);
  });

  it('ends every call under way as canceled on stop()', async () => {
    const provider = new SipVoiceProvider(testTrunk(callee));
    await provider.start();
    const call = provider.call(outgoing('972501234567', toneAudio(10)));
    await new Promise((resolve) => setTimeout(resolve, 500));
    await provider.stop();
    await expect(call).resolves.toMatchObject({ status: 'canceled', hangupBy: 'caller' });
  });

  it('keeps the channel limit and the calls-per-second cap', async () => {
    const provider = new SipVoiceProvider(testTrunk(callee, { channels: 2, callsPerSecond: 10 }));
    await provider.start();
    let underWay = 0;
    let peak = 0;
    const dialled: number[] = [];
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        const outcome = await provider.call(outgoing('972501234567', toneAudio(0.2)), {
          onRinging: () => {
            dialled.push(performance.now());
            underWay += 1;
            peak = Math.max(peak, underWay);
          },
        });
        underWay -= 1;
        expect(outcome.status).toBe('completed');
      }),
    );
    await provider.stop();
    expect(peak).toBe(2);
    // Dialled 100 ms apart: the sixth rings at least 500 ms after the first (less the network's jitter).
    expect(Math.max(...dialled) - Math.min(...dialled)).toBeGreaterThanOrEqual(5 * 100 - 20);
  });
});

describe('SipVoiceProvider without a callee', () => {
  it('sends the INVITE a trunk expects: the number in the Request-URI, the caller ID by its rule, PCMU and PCMA sendrecv', async () => {
    const trunk = createSocket('udp4');
    await new Promise<void>((resolve) => trunk.bind(0, '127.0.0.2', resolve));
    const invite = new Promise<string>((resolve) => trunk.once('message', (data) => resolve(data.toString())));
    const provider = new SipVoiceProvider(testTrunk({ host: '127.0.0.2', port: trunk.address().port }, { callerIdRule: '972=0' }));
    await provider.start();
    const controller = new AbortController();
    const call = provider.call({ messageId: 1, from: '972501234567', to: '972509999999', audio }, {}, controller.signal);
    const text = await invite;
    controller.abort();
    await expect(call).resolves.toMatchObject({ status: 'canceled' });
    await provider.stop();
    trunk.close();
    expect(text).toMatch(/^INVITE sip:972509999999@127\.0\.0\.2:\d+;transport=udp SIP\/2\.0\r\n/);
    expect(text).toMatch(/^From:\s+<sip:0501234567@127\.0\.0\.1:\d+>;tag=\w+\r$/m);
    expect(text).toMatch(/^m=audio \d+ RTP\/AVP 0 8\r$/m);
    expect(text).toMatch(/^a=sendrecv\r$/m);
  });

  it('fails a call nobody answers after Timer B, without a SIP code', async () => {
    const port = await freeUdpPort('127.0.0.2');
    const provider = new SipVoiceProvider(testTrunk({ host: '127.0.0.2', port }, { inviteTimeoutMs: 1_000 }));
    await provider.start();
    const outcome = await provider.call(outgoing('972501234567'));
    await provider.stop();
    expect(outcome.status).toBe('failed');
    expect(outcome.error).toMatch(/Timer B/);
    expect(outcome.sipCode).toBeUndefined();
  });
});

/** A response to a SIP request read off the wire, its dialog headers copied (RFC 3261 8.2.6.2). */
function responseTo(request: string, status: string): string {
  const copied = request.split('\r\n').filter((line) => /^(via|from|to|call-id|cseq):/i.test(line));
  return [`SIP/2.0 ${status}`, ...copied.map((line) => (/^to:/i.test(line) && !/tag=/.test(line) ? `${line};tag=silent` : line)), 'Content-Length: 0', '', ''].join('\r\n');
}

describe('SipVoiceProvider with a callee that goes silent', () => {
  it('ends a call that rang, was cancelled and never got its 487, 64*T1 after the CANCEL (RFC 3261 9.1)', async () => {
    const trunk = createSocket('udp4');
    await new Promise<void>((resolve) => trunk.bind(0, '127.0.0.2', resolve));
    const cancels: string[] = [];
    trunk.on('message', (data, from) => {
      const text = data.toString();
      const answer = (status: string) => trunk.send(responseTo(text, status), from.port, from.address);
      if (text.startsWith('INVITE ')) answer('180 Ringing');
      // The CANCEL is accepted, but the INVITE's own final answer (487) never comes.
      else if (text.startsWith('CANCEL ')) {
        cancels.push(text);
        answer('200 OK');
      }
    });
    const provider = new SipVoiceProvider(testTrunk({ host: '127.0.0.2', port: trunk.address().port }, { ringTimeoutMs: 300, inviteTimeoutMs: 1_000 }));
    await provider.start();
    const started = Date.now();
    const outcome = await provider.call(outgoing('972501234567'));
    await provider.stop();
    trunk.close();
    expect(cancels).toHaveLength(1);
    expect(outcome).toMatchObject({ status: 'no-answer', error: expect.stringMatching(/after CANCEL/) });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_200);
  });
});

describe('SipVoiceProvider over TCP', () => {
  it('completes a call and is hung up by the callee, SIP over TCP', async () => {
    const callee = await startSippCallee({ transport: 'tcp' });
    const provider = new SipVoiceProvider(testTrunk(callee));
    try {
      await provider.start();
      const [completed, hungUp] = await Promise.all([provider.call(outgoing('972501234567')), provider.call(outgoing('hangup', toneAudio(4)))]);
      expect(completed).toMatchObject({ status: 'completed', sipCode: 200, hangupBy: 'caller' });
      expect(hungUp).toMatchObject({ status: 'completed', hangupBy: 'callee' });
    } finally {
      await provider.stop();
    }
    expect(await callee.stop()).toMatchObject({ successfulCalls: 2, failedCalls: 0 });
  });
});
