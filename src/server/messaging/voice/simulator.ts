/**
 * The embedded default voice route: no network, the same statuses as the SIP route, so a new
 * installation sees a voice campaign ring, answer and complete. The outcome is chosen by the
 * recipient's last digits (the same suffixes as the SIPp test callee, testPeers/callee.xml):
 *   ...486  busy (SIP 486)
 *   ...480  rings until the ring timeout: no-answer (SIP 487 after our CANCEL)
 *   ...404  failed (SIP 404)
 *   ...222  answers, then hangs up after 2 s: completed, hung up by the callee
 *   other   answers and listens to the whole recording: completed, hung up by us
 * Time is real but runs `speed` times faster (VOICE_SIMULATOR_SPEED, default 10: 3 s of ringing
 * take 0.3 s, a 30 s recording 3 s); listenedMs is the call's own (unscaled) length, as a real
 * call would report it. The channel limit and start rate hold as on the SIP route.
 */
import { audioMs } from './audio';
import { CallsUnderWay } from './abort';
import { CallGate, delay } from './callGate';
import { CallStatus, dialling, type CallEvents, type CallOutcome, type OutgoingCall, type VoiceProvider } from './types';

export interface VoiceSimulatorSettings {
  speed?: number;
  channels?: number;
  callsPerSecond?: number;
  ringTimeoutMs?: number;
}

/** Simulated milliseconds. */
const ringingAfterMs = 1_000;
const answeredAfterMs = 4_000;
const refusedAfterMs = 500;
const calleeHangsUpAfterMs = 2_000;

export class VoiceSimulator implements VoiceProvider {
  readonly name = 'simulator';
  private readonly gate: CallGate;
  private readonly speed: number;
  private readonly ringTimeoutMs: number;
  private readonly underWay = new CallsUnderWay<CallOutcome>();

  constructor(settings: VoiceSimulatorSettings = {}) {
    this.speed = settings.speed && settings.speed > 0 ? settings.speed : 10;
    this.ringTimeoutMs = settings.ringTimeoutMs ?? 30_000;
    this.gate = new CallGate(settings.channels ?? 200, settings.callsPerSecond ?? 50);
  }

  async start(): Promise<void> {
    this.underWay.reopen();
  }

  async call(call: OutgoingCall, events: CallEvents = {}, signal?: AbortSignal): Promise<CallOutcome> {
    return this.underWay.run(signal, (ended) => this.place(call, events, ended));
  }

  async stop(): Promise<void> {
    await this.underWay.stop();
  }

  private async place(call: OutgoingCall, events: CallEvents, signal: AbortSignal): Promise<CallOutcome> {
    const release = await this.gate.enter(signal);
    const canceled: CallOutcome = { messageId: call.messageId, status: CallStatus.canceled };
    if (!release) return canceled;
    try {
      const notDialled = await dialling(call, events);
      if (notDialled) return notDialled;
      const wait = (simulatedMs: number) => delay(simulatedMs / this.speed, signal);
      const { messageId, to } = call;
      if (to.endsWith('486')) {
        if (!(await wait(refusedAfterMs))) return canceled;
        return { messageId, status: CallStatus.busy, sipCode: 486, error: '486 Busy Here' };
      }
      if (to.endsWith('404')) {
        if (!(await wait(refusedAfterMs))) return canceled;
        return { messageId, status: CallStatus.failed, sipCode: 404, error: '404 Not Found' };
      }
      if (!(await wait(ringingAfterMs))) return canceled;
      events.onRinging?.(messageId);
      if (to.endsWith('480') || answeredAfterMs >= this.ringTimeoutMs) {
        if (!(await wait(this.ringTimeoutMs - ringingAfterMs))) return { ...canceled, sipCode: 487 };
        return { messageId, status: CallStatus.noAnswer, sipCode: 487, error: 'ring timeout' };
      }
      if (!(await wait(answeredAfterMs - ringingAfterMs))) return { ...canceled, sipCode: 487 };
      const answeredAt = Date.now();
      events.onAnswered?.(messageId, answeredAt);
      const calleeHangsUp = to.endsWith('222') && calleeHangsUpAfterMs < audioMs(call.audio);
      const listenedMs = Math.round(calleeHangsUp ? calleeHangsUpAfterMs : audioMs(call.audio));
      const answered = { messageId, sipCode: 200, answeredAt };
      if (!(await wait(listenedMs))) return { ...answered, status: CallStatus.canceled, hangupBy: 'caller', listenedMs: Math.round((Date.now() - answeredAt) * this.speed) };
      return { ...answered, status: CallStatus.completed, hangupBy: calleeHangsUp ? 'callee' : 'caller', listenedMs };
    } finally {
      release();
    }
  }
}
