/**
 * The RTP a callee receives: RFC 3550 headers (version 2, marker on the first packet only,
 * sequence +1 and timestamp +160 per packet, one SSRC), 160-byte G.711 payloads with the last one
 * padded with silence, paced 20 ms apart against absolute due times.
 */
import { createSocket, type Socket } from 'node:dgram';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { alaw, mulaw } from 'alawmulaw';
import { payloadFor } from './audio';
import { RtpPacer } from './rtpPacer';

function udp(): Promise<Socket> {
  return new Promise((resolve) => {
    const socket = createSocket('udp4');
    socket.bind(0, '127.0.0.1', () => resolve(socket));
  });
}

describe('RtpPacer', () => {
  it('sends RFC 3550 packets of 20 ms, paced against their due times, and ends the stream', async () => {
    const [sender, receiver] = await Promise.all([udp(), udp()]);
    const packets: Array<{ at: number; data: Buffer }> = [];
    receiver.on('message', (data) => packets.push({ at: performance.now(), data }));
    const payload = Buffer.from(Array.from({ length: 160 * 24 + 40 }, (_, i) => i % 256)); // 24.25 packets
    const pacer = new RtpPacer();
    const loopDelay = monitorEventLoopDelay({ resolution: 5 });
    loopDelay.enable();
    const playedAt = performance.now();
    await new Promise<void>((resolve) => pacer.play({ socket: sender, address: '127.0.0.1', port: receiver.address().port, codec: 'PCMU', payloadType: 0, payload, onEnd: resolve }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    loopDelay.disable();
    sender.close();
    receiver.close();

    expect(packets).toHaveLength(25);
    const headers = packets.map(({ data }) => ({ version: data[0] >> 6, marker: data[1] >> 7, payloadType: data[1] & 0x7f, sequence: data.readUInt16BE(2), timestamp: data.readUInt32BE(4), ssrc: data.readUInt32BE(8), bytes: data.length - 12 }));
    expect(headers.every((h) => h.version === 2 && h.payloadType === 0 && h.bytes === 160 && h.ssrc === headers[0].ssrc)).toBe(true);
    expect(headers.map((h) => h.marker)).toEqual([1, ...Array(24).fill(0)]);
    headers.slice(1).forEach((h, i) => {
      expect(h.sequence).toBe((headers[i].sequence + 1) & 0xffff);
      expect(h.timestamp).toBe((headers[i].timestamp + 160) >>> 0);
    });
    expect(packets[0].data.subarray(12)).toEqual(payload.subarray(0, 160));
    const last = packets[24].data.subarray(12);
    expect(last.subarray(0, 40)).toEqual(payload.subarray(160 * 24));
    expect(last.subarray(40).every((byte) => byte === 0xff)).toBe(true); // µ-law silence
    // 24 intervals of 20 ms: never early, no drift. Measured from the call rather than from the
    // first packet's arrival, which a busy machine may hand to the receiver late (CI saw 459 ms).
    // The stream starts on the next 20 ms tick after the call: up to 20 ms of the upper bound.
    // A starved machine that holds this process still holds the pacer too (CI once saw the last
    // packet 975 ms after the call): the bound allows the longest stall the event loop saw.
    expect(packets[24].at - playedAt).toBeGreaterThanOrEqual(24 * 20 - 2);
    expect(packets[24].at - playedAt).toBeLessThan(24 * 20 + 60 + loopDelay.max / 1e6);
    expect(pacer.lateness.summary().packets).toBe(25);
  });

  it('catches up after a stalled event loop instead of slowing the stream down', async () => {
    const [sender, receiver] = await Promise.all([udp(), udp()]);
    let received = 0;
    receiver.on('message', () => (received += 1));
    const pacer = new RtpPacer();
    const started = performance.now();
    const ended = new Promise<void>((resolve) => pacer.play({ socket: sender, address: '127.0.0.1', port: receiver.address().port, codec: 'PCMU', payloadType: 0, payload: Buffer.alloc(160 * 20), onEnd: resolve }));
    await new Promise((resolve) => setTimeout(resolve, 60));
    const stallUntil = performance.now() + 150;
    while (performance.now() < stallUntil); // the event loop is blocked for 150 ms
    await ended;
    // 20 packets still take 400 ms in all, not 400 + 150.
    expect(performance.now() - started).toBeLessThan(520); // without catch-up: 20 + 380 + 150 = 550
    expect(pacer.lateness.summary().maxMs).toBeGreaterThanOrEqual(100);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(received).toBe(20);
    sender.close();
    receiver.close();
  });
});

describe('payloadFor', () => {
  it('sends µ-law as it is, and A-law transcoded once per recording', () => {
    const samples = Int16Array.from({ length: 800 }, (_, i) => Math.round(10_000 * Math.sin(i / 5)));
    const audio = Buffer.from(mulaw.encode(samples));
    expect(payloadFor(audio, 'PCMU')).toBe(audio);
    const pcma = payloadFor(audio, 'PCMA');
    expect(payloadFor(audio, 'PCMA')).toBe(pcma);
    const decoded = alaw.decode(pcma);
    const error = decoded.reduce((sum, v, i) => sum + Math.abs(v - samples[i]), 0) / samples.length;
    expect(error).toBeLessThan(200); // both laws quantize; the shape survives
  });
});
