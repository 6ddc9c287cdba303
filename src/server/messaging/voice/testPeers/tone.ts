import { mulaw } from 'alawmulaw';

/** A 440 Hz tone of `seconds`, as recordings are stored (8 kHz µ-law, one byte a sample): what tests and benches play. */
export function toneAudio(seconds: number): Buffer {
  const samples = Int16Array.from({ length: Math.round(8_000 * seconds) }, (_, i) => Math.round(8_000 * Math.sin((2 * Math.PI * 440 * i) / 8_000)));
  return Buffer.from(mulaw.encode(samples));
}
