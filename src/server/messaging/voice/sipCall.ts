/**
 * One outgoing call as a SIP dialog (RFC 3261), on the transactions of the `sip` package:
 * INVITE with our SDP offer → 1xx (ringing) → 2xx → ACK → RTP until the recording ends → BYE.
 * Around it: digest authentication when the trunk challenges (401/407), CANCEL on ring timeout
 * or abort, the callee's BYE, and our own Timer B. The outcome's status follows VOICE.md.
 */
import { randomBytes } from 'node:crypto';
import type { Socket } from 'node:dgram';
import { makeResponse, type Request, type Response, type RouteEntry, type Stack } from 'sip';
import { payloadFor } from './audio';
import { callerIdOf } from './callerId';
import { digestAuthorization } from './digest';
import { statusOfFinalCode } from './outcome';
import type { RtpPacer, RtpStream } from './rtpPacer';
import { parseSdpAnswer, payloadTypeOf, sdpOffer } from './sdp';
import type { SipTrunkSettings } from './settings';
import { CallStatus, type CallEvents, type CallOutcome, type CallOutcomeStatus, type OutgoingCall } from './types';

export interface SipCallContext {
  stack: Stack;
  trunk: SipTrunkSettings;
  /** The port our stack listens on (the trunk's setting may be 0: chosen at start). */
  localPort: number;
  ringTimeoutMs: number;
  pacer: RtpPacer;
  rtpSocket: Socket;
  /** In-dialog requests from the callee (its BYE) reach the call through this. */
  dialogs: Map<string, SipCall>;
  /** BYEs awaiting their answer: stop() lets them finish before it closes the transport. */
  byes: Set<Promise<void>>;
}

/** Why we end a call that has not ended by itself. */
type GiveUp = 'ring timeout' | 'canceled';

const token = (bytes: number) => randomBytes(bytes).toString('hex');

export class SipCall {
  private readonly callId: string;
  private readonly fromTag = token(4);
  private readonly fromUri: string;
  private readonly requestUri: string;
  private readonly sessionId = Date.now();
  private invite: Request;
  private inviteSeq: number;
  /** Responses of an INVITE replaced by its authenticated retry are not ours any more. */
  private generation = 0;
  private authTried = false;
  private provisional = false;
  private ringingSeen = false;
  private giveUp: GiveUp | null = null;
  private cancelSent = false;
  private answeredAt: number | undefined;
  private sipCode: number | undefined;
  private dialog: {
    to: Response['headers']['to'];
    remoteTarget: string;
    route: RouteEntry[];
  } | null = null;
  private stream: RtpStream | null = null;
  private ended = false;
  private readonly timers: NodeJS.Timeout[] = [];
  private settle: (outcome: CallOutcome) => void = () => undefined;
  private cleanUp: () => void = () => undefined;

  constructor(
    private readonly context: SipCallContext,
    private readonly call: OutgoingCall,
    private readonly events: CallEvents = {},
  ) {
    const { trunk } = context;
    this.callId = `${token(8)}@${trunk.localAddress}`;
    const user = callerIdOf(call.from, trunk.callerIdRule);
    this.fromUri = `sip:${user}@${trunk.localAddress}:${context.localPort}`;
    this.requestUri = `sip:${call.to}@${trunk.host}:${trunk.port};transport=${trunk.transport}`;
    this.inviteSeq = 1 + Math.floor(Math.random() * 1_000);
    this.invite = this.makeInvite();
  }

  /** Places the call; resolves once it has ended, never rejects. */
  run(signal?: AbortSignal): Promise<CallOutcome> {
    return new Promise((resolve) => {
      this.settle = resolve;
      if (signal?.aborted) return this.end({ status: CallStatus.canceled });
      this.context.dialogs.set(this.callId, this);
      const abort = () => this.stop('canceled');
      signal?.addEventListener('abort', abort, { once: true });
      this.cleanUp = () => signal?.removeEventListener('abort', abort);
      this.timers.push(setTimeout(() => this.stop('ring timeout'), this.context.ringTimeoutMs));
      // Ours, not the package's (fixed at 32 s): tests shorten it; a late answer is still hung up.
      this.timers.push(
        setTimeout(() => {
          if (!this.provisional && this.answeredAt === undefined)
            this.end({
              status: CallStatus.failed,
              error: 'Timer B: no response to the INVITE',
            });
        }, this.context.trunk.inviteTimeoutMs),
      );
      this.send(this.invite);
    });
  }

  /** A request inside our dialog (the callee hangs up, refreshes the session ...). */
  onRequest(request: Request): void {
    const { stack } = this.context;
    if (request.method === 'BYE') {
      stack.send(this.reply(request, 200, 'OK'));
      if (this.answeredAt !== undefined && !this.ended) {
        this.stopMedia();
        this.end({
          status: this.giveUp === 'canceled' ? CallStatus.canceled : CallStatus.completed,
          hangupBy: 'callee',
        });
      }
    } else if (request.method === 'INVITE' || request.method === 'UPDATE') {
      // A session refresh (RFC 4028): the media stays as it is, so we answer with our offer again.
      const response = this.reply(request, 200, 'OK');
      response.headers['content-type'] = 'application/sdp';
      stack.send({ ...response, content: sdpOffer(this.context.trunk.localAddress, this.rtpPort(), this.sessionId) });
    } else {
      stack.send(this.reply(request, 200, 'OK'));
    }
  }

  /** CANCEL while it rings, BYE once answered. */
  stop(reason: GiveUp): void {
    if (this.ended) return;
    if (this.answeredAt !== undefined) {
      this.hangUp(reason === 'canceled' ? CallStatus.canceled : CallStatus.completed);
      return;
    }
    this.giveUp ??= reason;
    // RFC 3261 9.1: no CANCEL before a provisional response; it goes when one comes.
    if (this.provisional) this.sendCancel();
    // Aborted with no answer yet at all: end now (stop() must be quick); a late 2xx is hung up.
    else if (reason === 'canceled') this.end({ status: CallStatus.canceled });
  }

  private makeInvite(authorization?: { header: 'authorization' | 'proxy-authorization'; value: string }): Request {
    const { trunk } = this.context;
    return {
      method: 'INVITE',
      uri: this.requestUri,
      headers: {
        to: { uri: `sip:${this.call.to}@${trunk.host}`, params: {} },
        from: { uri: this.fromUri, params: { tag: this.fromTag } },
        'call-id': this.callId,
        cseq: { method: 'INVITE', seq: this.inviteSeq },
        contact: [{ uri: `${this.fromUri};transport=${trunk.transport}`, params: {} }],
        'max-forwards': 70,
        'content-type': 'application/sdp',
        ...(authorization ? { [authorization.header]: authorization.value } : {}),
      },
      content: sdpOffer(trunk.localAddress, this.rtpPort(), this.sessionId),
    };
  }

  private send(invite: Request): void {
    const generation = ++this.generation;
    this.context.stack.send(invite, (response) => {
      if (generation === this.generation) this.onResponse(response);
      else if (response.status >= 200 && response.status < 300) this.hangUpStray(response);
    });
  }

  private onResponse(response: Response): void {
    const { status } = response;
    if (status < 200) return this.onProvisional(status);
    if (status < 300) return this.onAnswer(response);
    if (this.ended) return;
    if ((status === 401 || status === 407) && this.retryWithAuthentication(response)) return;
    // The package answers 408 itself when nothing came back within its Timer B.
    if (status === 408 && !this.provisional)
      return this.end({
        status: CallStatus.failed,
        error: 'Timer B: no response to the INVITE',
      });
    let outcome: CallOutcomeStatus = statusOfFinalCode(status);
    if (status === 487 && this.cancelSent) outcome = this.giveUp === 'canceled' ? CallStatus.canceled : CallStatus.noAnswer;
    this.end({
      status: outcome,
      sipCode: status,
      error: this.giveUp === 'ring timeout' && status === 487 ? 'ring timeout' : `${status} ${response.reason}`.trim(),
    });
  }

  private onProvisional(status: number): void {
    this.provisional = true;
    if (this.giveUp || this.ended) {
      // We wanted it to stop before anything came back (or it already ended): stop it ringing.
      this.sendCancel();
      return;
    }
    if ((status === 180 || status === 183) && !this.ringingSeen) {
      this.ringingSeen = true;
      this.events.onRinging?.(this.call.messageId);
    }
  }

  private onAnswer(response: Response): void {
    if (this.answeredAt !== undefined) {
      this.sendAck(response); // a retransmitted 2xx: our ACK was lost
      return;
    }
    if (this.ended) return this.hangUpStray(response);
    this.sendAck(response);
    this.answeredAt = Date.now();
    this.sipCode = response.status;
    this.clearTimers();
    this.dialog = {
      to: response.headers.to,
      remoteTarget: response.headers.contact?.[0]?.uri ?? this.requestUri,
      route: [...(response.headers['record-route'] ?? [])].reverse(),
    };
    this.events.onAnswered?.(this.call.messageId, this.answeredAt);
    // Our CANCEL crossed the answer: the callee picked up, but we are leaving.
    if (this.giveUp) return this.hangUp(this.giveUp === 'canceled' ? CallStatus.canceled : CallStatus.noAnswer);
    const media = parseSdpAnswer(response.content ?? '');
    if (!media) return this.hangUp(CallStatus.failed, 'no usable SDP answer (no PCMU/PCMA audio)');
    this.stream = this.context.pacer.play({
      socket: this.context.rtpSocket,
      address: media.address,
      port: media.port,
      codec: media.codec,
      payloadType: payloadTypeOf[media.codec],
      payload: payloadFor(this.call.audio, media.codec),
      onEnd: () => this.hangUp(CallStatus.completed),
    });
  }

  private retryWithAuthentication(response: Response): boolean {
    const { trunk } = this.context;
    if (this.authTried || !trunk.user) return false;
    const challenge = (response.status === 401 ? response.headers['www-authenticate'] : response.headers['proxy-authenticate'])?.[0];
    if (!challenge) return false;
    const value = digestAuthorization(challenge, { method: 'INVITE', uri: this.requestUri }, { user: trunk.user, password: trunk.password });
    if (!value) return false;
    this.authTried = true;
    // Same dialog (Call-ID, From tag), next CSeq, new transaction (RFC 3261 22.2).
    this.inviteSeq += 1;
    this.invite = this.makeInvite({
      header: response.status === 401 ? 'authorization' : 'proxy-authorization',
      value,
    });
    this.send(this.invite);
    return true;
  }

  private sendCancel(): void {
    if (this.cancelSent) return;
    this.cancelSent = true;
    // RFC 3261 9.1: with no final response 64*T1 after the CANCEL, the INVITE is over anyway
    // (a lost 487, a callee that went silent); without this the call would never end.
    this.timers.push(
      setTimeout(() => {
        if (this.answeredAt === undefined)
          this.end({
            status: this.giveUp === 'canceled' ? CallStatus.canceled : CallStatus.noAnswer,
            error: 'no final response to the INVITE after CANCEL',
          });
      }, this.context.trunk.inviteTimeoutMs),
    );
    const via = this.invite.headers.via?.[0];
    this.context.stack.send({
      method: 'CANCEL',
      uri: this.invite.uri,
      headers: {
        // The INVITE's branch: the CANCEL names the transaction it cancels (RFC 3261 9.1).
        via: via ? [{ ...via, params: { ...via.params } }] : [],
        to: this.invite.headers.to,
        from: this.invite.headers.from,
        'call-id': this.callId,
        cseq: { method: 'CANCEL', seq: this.inviteSeq },
        'max-forwards': 70,
      },
    });
  }

  private sendAck(response: Response): void {
    this.context.stack.send({
      method: 'ACK',
      uri: response.headers.contact?.[0]?.uri ?? this.requestUri,
      headers: {
        to: response.headers.to,
        from: response.headers.from,
        'call-id': this.callId,
        cseq: {
          method: 'ACK',
          seq: response.headers.cseq?.seq ?? this.inviteSeq,
        },
        via: [],
        route: [...(response.headers['record-route'] ?? [])].reverse(),
        'max-forwards': 70,
      },
    });
  }

  /** We hang up: BYE, and the call has ended (the BYE's answer changes nothing for the outcome). */
  private hangUp(status: CallOutcomeStatus, error?: string): void {
    if (this.ended || !this.dialog) return;
    this.stopMedia();
    this.sendBye(this.dialog);
    this.end({ status, hangupBy: 'caller', ...(error ? { error } : {}) });
  }

  /** A 2xx for a call we had already given up: ACK it and hang up, so no ghost call stays open. */
  private hangUpStray(response: Response): void {
    this.sendAck(response);
    this.sendBye({
      to: response.headers.to,
      remoteTarget: response.headers.contact?.[0]?.uri ?? this.requestUri,
      route: [...(response.headers['record-route'] ?? [])].reverse(),
    });
  }

  private sendBye(dialog: NonNullable<SipCall['dialog']>): void {
    let answered: () => void = () => undefined;
    const bye = new Promise<void>((resolve) => {
      answered = resolve;
    });
    this.context.byes.add(bye);
    void bye.then(() => this.context.byes.delete(bye));
    this.context.stack.send(
      {
        method: 'BYE',
        uri: dialog.remoteTarget,
        headers: {
          to: dialog.to,
          from: this.invite.headers.from,
          'call-id': this.callId,
          cseq: { method: 'BYE', seq: this.inviteSeq + 1 },
          route: dialog.route,
          'max-forwards': 70,
        },
      },
      (response) => {
        if (response.status >= 200) answered();
      },
    );
  }

  private reply(request: Request, status: number, reason: string): Response {
    const response = makeResponse(request, status, reason);
    response.headers.contact = [{ uri: this.fromUri, params: {} }];
    return response;
  }

  private rtpPort(): number {
    const address = this.context.rtpSocket.address();
    return address.port;
  }

  private stopMedia(): void {
    if (this.stream) this.context.pacer.remove(this.stream);
  }

  private clearTimers(): void {
    for (const timer of this.timers) clearTimeout(timer);
  }

  private end(outcome: Omit<CallOutcome, 'messageId'>): void {
    if (this.ended) return;
    this.ended = true;
    this.clearTimers();
    this.cleanUp();
    this.context.dialogs.delete(this.callId);
    const listenedMs = this.answeredAt === undefined ? undefined : Date.now() - this.answeredAt;
    this.settle({
      messageId: this.call.messageId,
      sipCode: this.sipCode,
      ...outcome,
      ...(this.answeredAt === undefined ? {} : { answeredAt: this.answeredAt, listenedMs }),
    });
  }
}
