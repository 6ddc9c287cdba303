/**
 * What the sending pipeline asks of a voice route, whatever is behind it: the SIP user agent
 * (a real SIP trunk, SIP + RTP) or the voice simulator (the embedded default). As SmsProvider
 * is for SMS (../provider.ts), this is the one seam voice calls cross.
 *
 * Statuses as users of Twilio, Asterisk and VICIdial expect them (shared/design/VOICE.md).
 */
export const CallStatus = {
  queued: 'queued',
  ringing: 'ringing',
  inProgress: 'in-progress',
  completed: 'completed',
  busy: 'busy',
  noAnswer: 'no-answer',
  failed: 'failed',
  canceled: 'canceled',
} as const;
export type CallStatus = (typeof CallStatus)[keyof typeof CallStatus];

/** The outcomes a finished call can have. */
export type CallOutcomeStatus = Extract<CallStatus, 'completed' | 'busy' | 'no-answer' | 'failed' | 'canceled'>;

export interface OutgoingCall {
  /** Our message row's id: the outcome names it. */
  messageId: number;
  /** The calling number (a verified number of the account), digits only, international form. */
  from: string;
  /** The recipient, digits only, international form (9725XXXXXXXX). */
  to: string;
  /** 8 kHz mono G.711 µ-law samples, one byte each (what the upload was converted to). */
  audio: Buffer;
}

export interface CallOutcome {
  messageId: number;
  status: CallOutcomeStatus;
  /** Epoch ms when the callee answered (2xx), if it did. */
  answeredAt?: number;
  /** How long the recipient listened: answer to hang-up, in ms. */
  listenedMs?: number;
  hangupBy?: 'caller' | 'callee';
  /** The INVITE's final SIP response code, when one came (486, 404, 200 ...). */
  sipCode?: number;
  /** Why it failed, in the network's words (e.g. "Timer B", "404 Not Found"), for support. */
  error?: string;
}

export interface CallEvents {
  /**
   * A channel is taken and the INVITE is about to leave: awaited, so that what a restarted
   * process finds tells a number never dialled (claimed, waiting for a channel) from one that
   * may have rung. If it fails the call is not placed (failed, nothing dialled).
   */
  onDialling?(messageId: number): Promise<void>;
  /** A provisional 180/183 came: the phone rings. */
  onRinging?(messageId: number): void;
  /** The callee answered: from here a crash must not dial the number again. */
  onAnswered?(messageId: number, at: number): void;
}

export interface VoiceProvider {
  readonly name: string;
  start(): Promise<void>;
  /**
   * Places one call and resolves with its outcome once it has ended. The provider keeps the
   * trunk's channel limit and its calls-started-per-second itself: a call waits for a channel
   * before it is dialled. An aborted signal ends the call (CANCEL while ringing, BYE once
   * answered, nothing if not yet dialled) with status canceled.
   */
  call(call: OutgoingCall, events?: CallEvents, signal?: AbortSignal): Promise<CallOutcome>;
  /** Ends every call under way (as canceled) and closes the transport. */
  stop(): Promise<void>;
}

/** Announces the dial (CallEvents.onDialling); answers the outcome of a call that must not be placed, or null to go on. */
export async function dialling(call: OutgoingCall, events: CallEvents | undefined): Promise<CallOutcome | null> {
  try {
    await events?.onDialling?.(call.messageId);
    return null;
  } catch (error) {
    return { messageId: call.messageId, status: CallStatus.failed, error: `not dialled: ${error instanceof Error ? error.message : String(error)}` };
  }
}
