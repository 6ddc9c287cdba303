/**
 * One webhook POST over node:http(s), not fetch: node's request takes a `lookup`, so the
 * socket connects to the address lookupPublic checked (no second resolution an attacker's DNS
 * could answer differently). Redirects are not followed: a 3xx is the receiver's answer.
 */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { isPublicAddress, lookupPublic, NonPublicAddressError } from './publicAddress';

export interface WebhookPost {
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  /** PUSH_ALLOW_PRIVATE: local receivers allowed (tests, closed installs). */
  allowPrivateAddresses: boolean;
}

/** POSTs and resolves with the HTTP status; rejects when no answer came (refused address, network, timeout). */
export function postWebhook(url: string, post: WebhookPost): Promise<number> {
  const target = new URL(url);
  const host = target.hostname.replace(/^\[|\]$/g, '');
  // An address written in the URL is never looked up, so it is checked here.
  if (!post.allowPrivateAddresses && isIP(host) && !isPublicAddress(host)) return Promise.reject(new NonPublicAddressError(host, host));
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      target,
      {
        method: 'POST',
        headers: { ...post.headers, 'content-length': String(Buffer.byteLength(post.body)) },
        signal: AbortSignal.timeout(post.timeoutMs),
        ...(post.allowPrivateAddresses ? {} : { lookup: lookupPublic }),
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end(post.body);
  });
}
