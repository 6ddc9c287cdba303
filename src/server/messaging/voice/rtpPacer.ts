/**
 * ONE scheduler paces every RTP stream of the process. Packet i of a stream is due at
 * start + i·20 ms on the monotonic clock, and each tick sends every packet that is due: a late
 * timer makes packets late once but never slows a stream down. A setInterval(20) per call drifts
 * (−1.67 % at 200 streams, shared/design/VOICE.md) and 200 timers cost more than one.
 * Streams start on the pacer's 20 ms grid, so one tick serves them all.
 */
import { randomBytes } from 'node:crypto';
import type { Socket } from 'node:dgram';
import { LatenessHistogram } from './latency';
import { packetMs, rtpHeader, samplesPerPacket, silenceByte, type RtpHeaderState } from './rtpPacket';
import type { Codec } from './sdp';

export interface RtpTarget {
  socket: Socket;
  address: string;
  port: number;
  codec: Codec;
  payloadType: number;
  /** G.711 bytes in the codec's law. */
  payload: Buffer;
  /** Every packet has been sent. */
  onEnd(): void;
}

export class RtpStream {
  private readonly header: RtpHeaderState;
  readonly total: number;
  sent = 0;
  /** On the pacer's clock (performance.now()). */
  readonly startAt: number;

  constructor(
    readonly target: RtpTarget,
    startAt: number,
  ) {
    const random = randomBytes(10);
    this.header = { payloadType: target.payloadType, ssrc: random.readUInt32BE(0), firstSequence: random.readUInt16BE(4), firstTimestamp: random.readUInt32BE(6) };
    this.total = Math.ceil(target.payload.length / samplesPerPacket);
    this.startAt = startAt;
  }

  /** Sends what is due at `now`; true once the last packet is out. */
  pump(now: number, lateness: LatenessHistogram): boolean {
    // A packet less than 1 ms early goes now: the next tick would make it 19 ms late.
    const due = Math.min(this.total, Math.floor((now + 1 - this.startAt) / packetMs) + 1);
    while (this.sent < due) {
      const index = this.sent;
      this.target.socket.send([rtpHeader(this.header, index), this.chunk(index)], this.target.port, this.target.address);
      // The time it really left: the 200th stream of a tick goes after 199 sends.
      lateness.record(performance.now() - (this.startAt + index * packetMs));
      this.sent += 1;
    }
    return this.sent >= this.total;
  }

  private chunk(index: number): Buffer {
    const chunk = this.target.payload.subarray(index * samplesPerPacket, (index + 1) * samplesPerPacket);
    if (chunk.length === samplesPerPacket) return chunk;
    const padded = Buffer.alloc(samplesPerPacket, silenceByte[this.target.codec]);
    chunk.copy(padded);
    return padded;
  }
}

export class RtpPacer {
  private readonly streams = new Set<RtpStream>();
  private timer: NodeJS.Timeout | null = null;
  /** Per-packet lateness against the due time, for benches and the log. */
  readonly lateness = new LatenessHistogram();

  play(target: RtpTarget): RtpStream {
    const stream = new RtpStream(target, Math.ceil(performance.now() / packetMs) * packetMs);
    this.streams.add(stream);
    if (!this.timer) this.schedule();
    return stream;
  }

  /** Stops a stream before its end (a hang-up); its onEnd is not called. */
  remove(stream: RtpStream): void {
    this.streams.delete(stream);
    if (this.streams.size === 0 && this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
  }

  get activeStreams(): number {
    return this.streams.size;
  }

  stop(): void {
    this.streams.clear();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(): void {
    const untilNextSlot = packetMs - (performance.now() % packetMs);
    this.timer = setTimeout(() => this.tick(), Math.ceil(untilNextSlot));
  }

  private tick(): void {
    this.timer = null;
    const now = performance.now();
    const ended: RtpStream[] = [];
    for (const stream of this.streams) {
      try {
        if (stream.pump(now, this.lateness)) ended.push(stream);
      } catch {
        // The socket was closed under the stream (its call ended): nothing more to send.
        ended.push(stream);
      }
    }
    for (const stream of ended) this.streams.delete(stream);
    if (this.streams.size > 0) this.schedule();
    for (const stream of ended) stream.target.onEnd();
  }
}
