/**
 * The product's own address in short links: PUBLIC_HOST when set, else the origin the request
 * came to (its protocol too, so a link made on a local http server opens there). A bare host
 * gets https (what recipients open); a full origin is kept as written.
 */
import type { RequestContext } from '../../http/handler';

export const publicHostOf = (ctx: Pick<RequestContext, 'config' | 'request'>): string => ctx.config.publicHost ?? `${ctx.request.protocol}://${ctx.request.host}`;

export function linkBaseOf(host: string): string {
  const trimmed = host.trim().replace(/\/+$/, '');
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}
