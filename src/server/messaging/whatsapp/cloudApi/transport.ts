/**
 * The HTTP exchange under the Cloud API client, over node:http(s) with keep-alive connections.
 * A campaign is thousands of small JSON calls to one host; fetch (undici's WHATWG layer: web
 * streams, abort signals, a Response per call) cost about three times the CPU of a plain
 * request each, and the sends of a 10,000-recipient campaign share the process with the
 * pipeline and the webhooks it applies (issue 19). Multipart (FormData) stays on fetch.
 * Past `timeoutMs` the request is destroyed and fails like fetch's AbortSignal.timeout, with a
 * TimeoutError, which linkFailure reads as no answer.
 */
import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

export interface Exchange {
  status: number;
  ok: boolean;
  header(name: string): string | null;
  bytes: Buffer;
}

/** An idle connection is dropped before a server's own keep-alive timeout (Node's 5 s) can close it under a new request. */
const idleMs = 4_000;
const agents = { http: new HttpAgent({ keepAlive: true, timeout: idleMs }), https: new HttpsAgent({ keepAlive: true, timeout: idleMs }) };

class TimeoutError extends Error {
  override name = 'TimeoutError';
}

export function exchange(method: string, url: string, headers: Record<string, string>, body: string | Uint8Array | undefined, timeoutMs: number): Promise<Exchange> {
  const target = new URL(url);
  const secure = target.protocol === 'https:';
  const send = secure ? httpsRequest : httpRequest;
  const outgoing: Record<string, string | number> = { ...headers };
  if (body !== undefined) outgoing['content-length'] = Buffer.byteLength(body);
  return new Promise<Exchange>((resolve, reject) => {
    const call = send(target, { method, headers: outgoing, agent: secure ? agents.https : agents.http }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        clearTimeout(timer);
        const status = response.statusCode ?? 0;
        const received: IncomingHttpHeaders = response.headers;
        resolve({
          status,
          ok: status >= 200 && status < 300,
          header: (name) => {
            const value = received[name.toLowerCase()];
            return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
          },
          bytes: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks),
        });
      });
    });
    const timer = setTimeout(() => call.destroy(new TimeoutError(`no answer in ${timeoutMs} ms`)), timeoutMs);
    call.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    call.end(body);
  });
}
