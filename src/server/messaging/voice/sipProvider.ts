/**
 * The voice route to a SIP trunk: one SIP stack (the `sip` package: transactions and transport)
 * and one RTP pacer for every call of the process, each call with its own RTP port. The trunk's
 * channel limit and start rate are kept here (CallGate), so the pipeline may hand over calls as
 * fast as it likes.
 */
import { createSocket } from 'node:dgram';
import { createServer } from 'node:net';
import { create, makeResponse, type Request, type Stack } from 'sip';
import { CallsUnderWay } from './abort';
import { CallGate, delay } from './callGate';
import type { LatenessSummary } from './latency';
import { RtpPacer } from './rtpPacer';
import { RtpPortPool } from './rtpPorts';
import { SipCall } from './sipCall';
import type { SipTrunkSettings, VoiceSettings } from './settings';
import { CallStatus, dialling, type CallEvents, type CallOutcome, type OutgoingCall, type VoiceProvider } from './types';

export type SipVoiceSettings = SipTrunkSettings & Pick<VoiceSettings, 'channels' | 'callsPerSecond' | 'ringTimeoutMs'>;

export class SipVoiceProvider implements VoiceProvider {
  readonly name = 'sip';
  private stack: Stack | null = null;
  private localPort = 0;
  private readonly pacer = new RtpPacer();
  private readonly gate: CallGate;
  private readonly ports: RtpPortPool;
  private readonly dialogs = new Map<string, SipCall>();
  private readonly underWay = new CallsUnderWay<CallOutcome>();
  private readonly byes = new Set<Promise<void>>();

  constructor(
    private readonly settings: SipVoiceSettings,
    private readonly log: (message: string, detail?: unknown) => void = () => undefined,
  ) {
    this.gate = new CallGate(settings.channels, settings.callsPerSecond);
    this.ports = new RtpPortPool(settings.localAddress, settings.rtpPorts.from, settings.rtpPorts.to);
  }

  async start(): Promise<void> {
    if (this.stack) return;
    const { localAddress, transport } = this.settings;
    this.localPort = this.settings.localPort || (await (transport === 'tcp' ? freeTcpPort : freeUdpPort)(localAddress));
    this.underWay.reopen();
    this.stack = create(
      {
        address: localAddress,
        // The package names itself by this address and will not send to it: the trunk must be elsewhere.
        publicAddress: localAddress,
        port: this.localPort,
        udp: transport === 'udp',
        tcp: transport === 'tcp',
        logger: { error: (error) => this.log('voice: SIP stack error', error) },
      },
      (request) => this.onRequest(request),
    );
  }

  async call(call: OutgoingCall, events?: CallEvents, signal?: AbortSignal): Promise<CallOutcome> {
    const stack = this.stack;
    if (!stack) throw new Error('The SIP voice provider is not started');
    return this.underWay.run(signal, (ended) => this.place(stack, call, events, ended));
  }

  async stop(): Promise<void> {
    await this.underWay.stop();
    // The last BYEs leave on the next tick and their answers take a round trip; a trunk that
    // never answers must not hold stop() for the 32 s of Timer F.
    await Promise.race([Promise.allSettled([...this.byes]), delay(2_000)]);
    this.pacer.stop();
    this.stack?.destroy();
    this.stack = null;
  }

  /** How late RTP packets left against their due time, since start (or the last reset). */
  rtpLateness(): LatenessSummary {
    return this.pacer.lateness.summary();
  }

  resetRtpLateness(): void {
    this.pacer.lateness.reset();
  }

  /** The SIP port in use (chosen at start when the setting is 0). */
  get sipPort(): number {
    return this.localPort;
  }

  private async place(stack: Stack, call: OutgoingCall, events: CallEvents | undefined, signal: AbortSignal): Promise<CallOutcome> {
    const release = await this.gate.enter(signal);
    if (!release) return { messageId: call.messageId, status: CallStatus.canceled };
    try {
      const notDialled = await dialling(call, events);
      if (notDialled) return notDialled;
      const rtpSocket = await this.ports.open();
      if (!rtpSocket) {
        this.log('voice: every RTP port of VOICE_RTP_PORTS is taken');
        return {
          messageId: call.messageId,
          status: CallStatus.failed,
          error: 'no free RTP port',
        };
      }
      try {
        const context = {
          stack,
          trunk: this.settings,
          localPort: this.localPort,
          ringTimeoutMs: this.settings.ringTimeoutMs,
          pacer: this.pacer,
          rtpSocket,
          dialogs: this.dialogs,
          byes: this.byes,
        };
        return await new SipCall(context, call, events).run(signal);
      } finally {
        rtpSocket.close();
      }
    } finally {
      release();
    }
  }

  private onRequest(request: Request): void {
    if (request.method === 'ACK' || !this.stack) return;
    const call = this.dialogs.get(request.headers['call-id'] ?? '');
    if (call) return call.onRequest(request);
    // A trunk's keep-alive OPTIONS is answered; anything else names no call of ours.
    if (request.method === 'OPTIONS') this.stack.send(makeResponse(request, 200, 'OK'));
    else this.stack.send(makeResponse(request, 481, 'Call/Transaction Does Not Exist'));
  }
}

/** A UDP port free right now on the address (the OS picks it). */
function freeUdpPort(address: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = createSocket('udp4');
    socket.once('error', reject);
    socket.bind(0, address, () => {
      const { port } = socket.address();
      socket.close(() => resolve(port));
    });
  });
}

/** A TCP port free right now on the address. */
function freeTcpPort(address: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, address, () => {
      const bound = server.address();
      const port = typeof bound === 'object' && bound ? bound.port : 0;
      server.close(() => resolve(port));
    });
  });
}
