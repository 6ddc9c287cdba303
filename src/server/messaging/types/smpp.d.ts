/**
 * The part of smpp@0.5.1 (node-smpp, no types of its own) that the SMPP provider and the test
 * SMSC use. Field names are the SMPP 3.4 ones, as the package spells them.
 */
declare module 'smpp' {
  import { EventEmitter } from 'node:events';
  import type { Server as NetServer, Socket } from 'node:net';

  /** short_message after decoding: the package splits off the UDH and decodes the text. */
  export interface DecodedMessage {
    udh?: Buffer[];
    message: string | Buffer;
  }

  export interface PduFields {
    command_status?: number;
    sequence_number?: number;
    system_id?: string;
    password?: string;
    system_type?: string;
    interface_version?: number;
    service_type?: string;
    source_addr_ton?: number;
    source_addr_npi?: number;
    source_addr?: string;
    dest_addr_ton?: number;
    dest_addr_npi?: number;
    destination_addr?: string;
    esm_class?: number;
    protocol_id?: number;
    priority_flag?: number;
    registered_delivery?: number;
    data_coding?: number | null;
    /** A Buffer is sent as is; a decoded PDU holds a DecodedMessage. */
    short_message?: Buffer | string | DecodedMessage;
    /** The text of a long message some SMSCs send here instead of short_message. */
    message_payload?: Buffer | string | DecodedMessage;
    message_id?: string;
    receipted_message_id?: string;
    message_state?: number;
  }

  export interface PDU extends PduFields {
    command: string;
    command_id: number;
    command_status: number;
    sequence_number: number;
    isResponse(): boolean;
    response(options?: PduFields): PDU;
    /** The PDU's bytes as Session.send writes them. */
    toBuffer(): Buffer;
  }

  export const PDU: {
    new (command: string, options?: PduFields): PDU;
    prototype: PDU;
  };

  /** The package's GSM 03.38 coder; getCoder answers the table of a national variant (0 the default). */
  export const gsmCoder: { getCoder(encoding?: number): object };

  export type ResponseCallback = (pdu: PDU) => void;

  export class Session extends EventEmitter {
    socket: Socket;
    send(pdu: PDU, responseCallback?: ResponseCallback, sendCallback?: ResponseCallback): boolean;
    bind_transceiver(options: PduFields, responseCallback?: ResponseCallback): boolean;
    submit_sm(options: PduFields, responseCallback?: ResponseCallback): boolean;
    deliver_sm(options: PduFields, responseCallback?: ResponseCallback): boolean;
    enquire_link(options?: PduFields, responseCallback?: ResponseCallback): boolean;
    unbind(options?: PduFields, responseCallback?: ResponseCallback): boolean;
    pause(): void;
    resume(): void;
    close(callback?: () => void): void;
    destroy(callback?: () => void): void;
    on(event: 'pdu', listener: (pdu: PDU) => void): this;
    on(event: 'connect' | 'close', listener: () => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
    on(event: string, listener: (pdu: PDU) => void): this;
  }

  export interface Server extends NetServer {
    sessions: Session[];
  }

  export function connect(options: { host: string; port: number }, listener?: () => void): Session;
  export function createServer(listener?: (session: Session) => void): Server;

  export const gsmCoder: {
    /** Unpacked GSM 03.38 octets, extension characters as ESC + code; table 0 is the default alphabet. */
    encode(text: string, table: number): Buffer;
    decode(octets: Buffer, table: number): string;
  };

  export const ESME_ROK: number;
  export const ESME_RSYSERR: number;
  export const ESME_RBINDFAIL: number;
  export const ESME_RINVPASWD: number;
  export const ESME_RINVSYSID: number;
  export const ESME_RMSGQFUL: number;
  export const ESME_RTHROTTLED: number;
  export const ESME_RX_T_APPN: number;
}
