/**
 * Digest authentication of an INVITE for a trunk that answers 401 (WWW-Authenticate) or 407
 * (Proxy-Authenticate): RFC 2617 MD5, with qop=auth when the challenge offers it, as RFC 3261
 * 22.4 asks of a user agent. auth-int and other algorithms are not offered by trunks in practice;
 * a challenge that asks only for them is refused (the call fails with the challenge's code).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { AuthChallenge } from 'sip';

export interface DigestCredentials {
  user: string;
  password: string;
}

const md5 = (text: string): string => createHash('md5').update(text).digest('hex');

/** sip@0.0.6 keeps the quotes of quoted values. */
const unquote = (value: string | undefined): string | undefined => (value === undefined ? undefined : value.replace(/^"(.*)"$/, '$1'));

/**
 * The Authorization (or Proxy-Authorization) header value answering a challenge, or null when
 * we cannot answer it. nc is 1: each challenge is answered once, with a fresh cnonce.
 */
export function digestAuthorization(
  challenge: AuthChallenge,
  request: { method: string; uri: string },
  credentials: DigestCredentials,
  cnonce: string = randomBytes(8).toString('hex'),
): string | null {
  if (challenge.scheme.toLowerCase() !== 'digest') return null;
  const realm = unquote(challenge.realm) ?? '';
  const nonce = unquote(challenge.nonce);
  const algorithm = unquote(challenge.algorithm);
  if (!nonce || (algorithm && algorithm.toUpperCase() !== 'MD5')) return null;
  const qops = (unquote(challenge.qop) ?? '').split(',').map((q) => q.trim()).filter(Boolean);
  if (qops.length > 0 && !qops.includes('auth')) return null;

  const ha1 = md5(`${credentials.user}:${realm}:${credentials.password}`);
  const ha2 = md5(`${request.method}:${request.uri}`);
  const nc = '00000001';
  const response = qops.length > 0 ? md5(`${ha1}:${nonce}:${nc}:${cnonce}:auth:${ha2}`) : md5(`${ha1}:${nonce}:${ha2}`);

  const fields = [`username="${credentials.user}"`, `realm="${realm}"`, `nonce="${nonce}"`, `uri="${request.uri}"`, `response="${response}"`, 'algorithm=MD5'];
  if (qops.length > 0) fields.push('qop=auth', `nc=${nc}`, `cnonce="${cnonce}"`);
  const opaque = unquote(challenge.opaque);
  if (opaque !== undefined) fields.push(`opaque="${opaque}"`);
  return `Digest ${fields.join(', ')}`;
}
