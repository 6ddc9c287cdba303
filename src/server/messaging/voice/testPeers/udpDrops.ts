import { readFileSync } from 'node:fs';

/**
 * UDP datagrams the kernel dropped because a socket's receive buffer was full (machine-wide,
 * RcvbufErrors in /proc/net/snmp). SIPp echoes every stream on one socket: on a busy machine a
 * few packets are lost there, and a count of RTP packets may miss by these, never by more.
 */
export function udpReceiveBufferDrops(): number {
  const [names, values] = readFileSync('/proc/net/snmp', 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('Udp:'))
    .map((line) => line.split(/\s+/));
  return Number(values?.[names?.indexOf('RcvbufErrors') ?? -1] ?? 0);
}
