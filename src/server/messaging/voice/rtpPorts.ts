/**
 * Each call sends its RTP from its own UDP port of the configured range (VOICE_RTP_PORTS), so a
 * firewall can open exactly that range. Even ports only (RFC 3550 11: RTP on even, RTCP on the
 * odd one above). A port some other program holds is skipped; ports are handed out round robin
 * so a port just released is not reused at once (late packets of the last call still arrive).
 */
import { createSocket, type Socket } from 'node:dgram';

export class RtpPortPool {
  private readonly inUse = new Set<number>();
  private next: number;

  constructor(
    private readonly address: string,
    private readonly from: number,
    private readonly to: number,
  ) {
    this.next = this.firstEven();
  }

  /** A socket bound to a free port of the range, or null when every port is taken. */
  async open(): Promise<Socket | null> {
    const evenPorts = Math.floor((this.to - this.firstEven()) / 2) + 1;
    for (let tries = 0; tries < evenPorts; tries += 1) {
      const port = this.next;
      this.next = port + 2 > this.to ? this.firstEven() : port + 2;
      if (this.inUse.has(port)) continue;
      const socket = await bind(this.address, port);
      if (!socket) continue;
      this.inUse.add(port);
      socket.once('close', () => this.inUse.delete(port));
      return socket;
    }
    return null;
  }

  private firstEven(): number {
    return this.from % 2 === 0 ? this.from : this.from + 1;
  }
}

function bind(address: string, port: number): Promise<Socket | null> {
  return new Promise((resolve) => {
    const socket = createSocket('udp4');
    const refused = () => {
      socket.close();
      resolve(null);
    };
    socket.once('error', refused);
    socket.bind(port, address, () => {
      socket.off('error', refused);
      // An ICMP error for one packet must not crash the process; the call goes on.
      socket.on('error', () => undefined);
      resolve(socket);
    });
  });
}
