/**
 * RTP (RFC 3550) packets of G.711 audio: 20 ms each, 160 samples of 8 kHz, one byte a sample.
 */

export const packetMs = 20;
export const samplesPerPacket = 160;
const headerBytes = 12;

/** What a stream keeps between packets. Sequence, timestamp and SSRC start random (RFC 3550 5.1). */
export interface RtpHeaderState {
  payloadType: number;
  ssrc: number;
  /** The first packet's sequence number and timestamp. */
  firstSequence: number;
  firstTimestamp: number;
}

/** Packet `index` of a stream: the marker bit on the first one (start of a talkspurt, RFC 3551 4.1). */
export function rtpHeader(state: RtpHeaderState, index: number): Buffer {
  const header = Buffer.allocUnsafe(headerBytes);
  header[0] = 0x80; // version 2, no padding, no extension, no CSRC
  header[1] = (index === 0 ? 0x80 : 0) | state.payloadType;
  header.writeUInt16BE((state.firstSequence + index) & 0xffff, 2);
  header.writeUInt32BE((state.firstTimestamp + index * samplesPerPacket) >>> 0, 4);
  header.writeUInt32BE(state.ssrc >>> 0, 8);
  return header;
}

/** Silence in each law, to pad the last packet to a whole 20 ms. */
export const silenceByte = { PCMU: 0xff, PCMA: 0xd5 } as const;
