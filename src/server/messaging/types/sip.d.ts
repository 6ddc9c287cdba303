/**
 * The part of sip@0.0.6 (kirm/sip.js, RFC 3261 transactions and transport, no types of its own)
 * that the SIP user agent uses (messaging/voice/sipUserAgent.ts). Header names are lower case,
 * as the package parses them.
 */
declare module 'sip' {
  export interface Uri {
    schema?: string;
    user?: string;
    host: string;
    port?: number;
    params: Record<string, string | null | undefined>;
  }

  export interface NameAddr {
    name?: string;
    uri: string;
    params: Record<string, string | null | undefined>;
  }

  /** Route and Record-Route entries: the package parses their URIs. */
  export interface RouteEntry {
    name?: string;
    uri: Uri | string;
    params: Record<string, string | null | undefined>;
  }

  export interface Via {
    version?: string;
    protocol?: string;
    host?: string;
    port?: number;
    params: Record<string, string | null | undefined>;
  }

  /** Values as written, quotes kept ("realm" arrives as '"sipp"'). */
  export interface AuthChallenge {
    scheme: string;
    realm?: string;
    nonce?: string;
    opaque?: string;
    algorithm?: string;
    qop?: string;
    stale?: string;
    [name: string]: string | undefined;
  }

  export interface Headers {
    to?: NameAddr;
    from?: NameAddr;
    'call-id'?: string;
    cseq?: { method: string; seq: number };
    contact?: NameAddr[];
    via?: Via[];
    route?: RouteEntry[];
    'record-route'?: RouteEntry[];
    'max-forwards'?: number;
    'content-type'?: string;
    'www-authenticate'?: AuthChallenge[];
    'proxy-authenticate'?: AuthChallenge[];
    /** Sent as written when a string. */
    authorization?: string;
    'proxy-authorization'?: string;
    [name: string]: unknown;
  }

  export interface Request {
    method: string;
    uri: string;
    headers: Headers;
    content?: string;
  }

  export interface Response {
    status: number;
    reason: string;
    headers: Headers;
    content?: string;
  }

  export type Message = Request | Response;

  export interface Remote {
    protocol: string;
    address: string;
    port: number;
  }

  export interface StackOptions {
    address?: string;
    publicAddress?: string;
    hostname?: string;
    port?: number;
    udp?: boolean;
    tcp?: boolean;
    logger?: { error?(error: unknown): void; send?(m: Message, target: unknown): void; recv?(m: Message, remote: Remote): void };
  }

  export interface Stack {
    /** A request goes out through a new client transaction (its responses to onResponse); a response through its server transaction. */
    send(message: Request, onResponse?: (response: Response) => void): void;
    send(message: Response): void;
    destroy(): void;
    hostname(): string;
  }

  export function create(options: StackOptions, onRequest: (request: Request, remote: Remote) => void): Stack;
  export function makeResponse(request: Request, status: number, reason?: string): Response;
  export function parseUri(uri: string): Uri;
  export function stringifyUri(uri: Uri): string;
  export function generateBranch(): string;
}
