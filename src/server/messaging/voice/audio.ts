/**
 * The recording arrives as µ-law (what an upload is converted to once); a callee that chose
 * PCMA gets it transcoded, once per recording: every call of a campaign shares one Buffer,
 * so the WeakMap keeps one A-law copy for all of them and lets it go with the recording.
 */
import { alaw, mulaw } from 'alawmulaw';
import type { Codec } from './sdp';

const alawCopies = new WeakMap<Buffer, Buffer>();

export function payloadFor(audio: Buffer, codec: Codec): Buffer {
  if (codec === 'PCMU') return audio;
  let copy = alawCopies.get(audio);
  if (!copy) {
    const encoded = alaw.encode(mulaw.decode(audio));
    copy = Buffer.from(encoded.buffer, encoded.byteOffset, encoded.byteLength);
    alawCopies.set(audio, copy);
  }
  return copy;
}

/** How long a recording plays: 8,000 bytes a second. */
export const audioMs = (audio: Buffer): number => audio.length / 8;
