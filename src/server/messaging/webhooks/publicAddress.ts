/**
 * Push URLs are called by the server, so a customer could aim them at the server's own
 * network (SSRF): loopback, private ranges, link-local (169.254.169.254, the cloud metadata
 * service). Only public addresses are called, checked on the addresses the host name resolves
 * to; the connection then goes to the very address that was checked (lookupPublic), so a
 * name that resolves differently a moment later (DNS rebinding) cannot switch it.
 * PUSH_ALLOW_PRIVATE=1 lifts the rule for tests and closed installs whose receivers are local.
 */
import { lookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

const notPublic = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  notPublic.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  notPublic.addSubnet(net, prefix, 'ipv6');
}

/** Whether an IP address (v4 or v6, IPv4-mapped included) is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPublicAddress(mapped[1]);
  const family = isIP(address);
  if (family === 0) return false;
  return !notPublic.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class NonPublicAddressError extends Error {
  constructor(host: string, address: string) {
    super(`push URL host ${host} resolves to a non-public address ${address}`);
    this.name = 'NonPublicAddressError';
  }
}

/**
 * A DNS lookup for node:http(s) that answers only public addresses: any non-public one among
 * a name's addresses fails the lookup, so the socket connects only to an address checked here.
 */
export const lookupPublic: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 4);
    const bad = addresses.find((a) => !isPublicAddress(a.address));
    if (bad || addresses.length === 0) return callback(new NonPublicAddressError(hostname, bad?.address ?? 'none'), '', 4);
    if (options.all) return (callback as unknown as (e: null, a: typeof addresses) => void)(null, addresses);
    return callback(null, addresses[0].address, addresses[0].family);
  });
};

/** The host's addresses, or [] when it does not resolve (yet). */
function resolveAll(host: string): Promise<string[]> {
  return new Promise((resolve) => {
    lookup(host, { all: true }, (error, addresses) => resolve(error ? [] : addresses.map((a) => a.address)));
  });
}

/**
 * At save: a URL whose host is a non-public address, or resolves to one, is refused. A name
 * that does not resolve yet is accepted (its receiver may not be up); sending checks again.
 */
export async function pointsOutside(url: string): Promise<boolean> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return isPublicAddress(host);
  if (host === 'localhost' || host.endsWith('.localhost')) return false;
  return (await resolveAll(host)).every(isPublicAddress);
}
