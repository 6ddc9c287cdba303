/**
 * What the sending pipeline asks of an SMS route, whatever is behind it: the SMPP 3.4 provider
 * (a real SMSC) or the simulator (the embedded default). The dispatcher hands over a chunk of
 * messages and records each one's outcome; receipts and incoming messages come back through
 * the handlers given at start, at any time, possibly after a reconnect.
 */

/** Delivery outcomes of section 4, as stored on a message. */
export const DeliveryStatus = {
  delivered: 'delivered', // reached destination
  notDelivered: 'notDelivered', // not reached
  blocked: 'blocked',
  kosher: 'kosher', // kosher number: the line takes no text messages
  blockedOnRequest: 'blockedOnRequest',
  blockedByOperator: 'blockedByOperator',
  outOfCoverage: 'outOfCoverage',
  adsBlocked: 'adsBlocked',
  awaitingRetry: 'awaitingRetry',
  /**
   * ACCEPTD, a final state of SMPP 3.4 (appendix B): the network accepted the message (e.g.
   * read on the subscriber's behalf) but no handset confirmed it. Billed, never sent again,
   * counted with delivered, shown under its own name.
   */
  acceptedByNetwork: 'acceptedByNetwork',
  /** No final receipt within the receipt validity period (RECEIPT_VALIDITY_HOURS): settlement.ts states the policy. */
  noReceipt: 'noReceipt',
} as const;
export type DeliveryStatus = (typeof DeliveryStatus)[keyof typeof DeliveryStatus];

export interface OutgoingSms {
  /** Our message row's id: the provider echoes it back with the submit outcome. */
  messageId: number;
  /** The sender: a name of up to 11 Latin characters, or a number (digits). */
  from: string;
  /** The recipient in international form, digits only (9725XXXXXXXX). */
  to: string;
  /** The whole text: the provider splits it into parts with concatenation headers. */
  text: string;
}

export type SubmitOutcome =
  | { messageId: number; ok: true; /** The SMSC's message id(s), one per part; receipts name them. */ providerIds: string[] }
  | {
      messageId: number;
      ok: false;
      /** Worth trying again later (throttled, link down), or final (rejected). */
      retryable: boolean;
      error: string;
      /**
       * The SMSC may have taken it: the submit was written but its answer was lost with the
       * link. Sending it again could deliver it twice, so the pipeline settles it by receipts.
       */
      uncertain?: boolean;
    };

export interface DeliveryReceipt {
  /** The SMSC's id of the part (or message) the receipt is about. */
  providerId: string;
  status: DeliveryStatus;
  /** The SMSC's own stat and err, kept for support. */
  stat: string;
  error: string;
  doneAt: number;
  /**
   * What the receipt says of the message, when it says it: the recipient, the sender and the
   * first characters of the text. They settle a message whose submit answer was lost in a
   * crash (no SMSC id was recorded for it) without sending it twice.
   */
  to?: string;
  from?: string;
  textStart?: string;
}

export interface IncomingSms {
  /** The sender's number, digits only, international form. */
  from: string;
  /** The number it was sent to (the account's attached number). */
  to: string;
  text: string;
  receivedAt: number;
}

export interface ProviderEvents {
  onReceipt(receipt: DeliveryReceipt): Promise<void>;
  onIncoming(message: IncomingSms): Promise<void>;
}

export interface SmsProvider {
  readonly name: string;
  /** Connects (or starts the simulation); receipts and incoming messages go to events. */
  start(events: ProviderEvents): Promise<void>;
  /**
   * Sends a chunk and answers one outcome per message, in any order. The provider keeps its
   * own window and rate; it resolves once every message of the chunk has an outcome.
   */
  submit(messages: OutgoingSms[]): Promise<SubmitOutcome[]>;
  stop(): Promise<void>;
}
