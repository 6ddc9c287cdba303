/** Free ports for test peers, so suites can run side by side. */
import { createSocket } from 'node:dgram';
import { connect } from 'node:net';

/** Whether nothing holds the UDP port on the address right now. */
export function udpPortFree(address: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createSocket('udp4');
    socket.once('error', () => resolve(false));
    socket.bind(port, address, () => socket.close(() => resolve(true)));
  });
}

/** A free UDP port on the address; `even` with the one two above also free (RTP and SIPp's video echo). */
export async function freeUdpPort(address: string, { even = false } = {}): Promise<number> {
  for (let tries = 0; tries < 200; tries += 1) {
    const port = 30_000 + 2 * Math.floor(Math.random() * 15_000) + (even ? 0 : 1);
    if ((await udpPortFree(address, port)) && (!even || (await udpPortFree(address, port + 2)))) return port;
  }
  throw new Error(`no free UDP port on ${address}`);
}

/** Resolves once something listens on the UDP port (a peer started in the background). */
export async function untilListening(address: string, port: number, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (await udpPortFree(address, port)) {
    if (Date.now() > until) throw new Error(`nothing listens on ${address}:${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Resolves once something accepts TCP connections on the port (SIP over TCP). */
export async function untilAccepting(address: string, port: number, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  const accepts = () =>
    new Promise<boolean>((resolve) => {
      const socket = connect(port, address, () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
  while (!(await accepts())) {
    if (Date.now() > until) throw new Error(`nothing accepts TCP on ${address}:${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
