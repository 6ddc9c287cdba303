/**
 * What an uploaded recording is, read from its bytes: the name and the browser's content type
 * are whatever the sender chose, so a PDF renamed .mp3 is no mp3 here.
 */

export type AudioKind = 'mp3' | 'wav';

/** RIFF <size> WAVE: the RIFF container of a wav file. */
const isWav = (bytes: Buffer): boolean => bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WAVE';

/** An ID3v2 tag ("ID3", major version 2 to 4) opens most mp3 files. */
const hasId3 = (bytes: Buffer): boolean => bytes.length >= 10 && bytes.toString('latin1', 0, 3) === 'ID3' && bytes[3] >= 2 && bytes[3] <= 4;

// Bit rates (kbit/s) of MPEG-1 layer III and of MPEG-2/2.5 layer III, by the header's index.
const mpeg1Rates = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const mpeg2Rates = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const sampleRates: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

/**
 * The length in bytes of the layer III frame whose header starts at `at`, or null when the
 * four bytes there are no valid header. Two bytes of sync (0xFFE) alone would let through
 * one binary file in 2,048; a valid version, layer, bit rate and sample rate, followed by a
 * second header where the first frame ends, does not happen by chance.
 */
function frameLength(bytes: Buffer, at: number): number | null {
  if (at + 4 > bytes.length || bytes[at] !== 0xff || (bytes[at + 1] & 0xe0) !== 0xe0) return null;
  const version = (bytes[at + 1] >> 3) & 0x03; // 3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5, 1: reserved
  const layer = (bytes[at + 1] >> 1) & 0x03; // 1: layer III
  const rateIndex = bytes[at + 2] >> 4;
  const sampleIndex = (bytes[at + 2] >> 2) & 0x03;
  if (version === 1 || layer !== 1 || rateIndex === 0 || rateIndex === 15 || sampleIndex === 3) return null;
  const kbps = (version === 3 ? mpeg1Rates : mpeg2Rates)[rateIndex];
  const sampleRate = sampleRates[version][sampleIndex];
  const padding = (bytes[at + 2] >> 1) & 0x01;
  const samplesPerFrame = version === 3 ? 1152 : 576;
  return Math.floor((samplesPerFrame / 8) * kbps * 1000 / sampleRate) + padding;
}

function startsWithMpegFrames(bytes: Buffer): boolean {
  const first = frameLength(bytes, 0);
  if (first === null) return false;
  // A file of a single frame is 26 ms of sound at most: too short anyway, but an mp3.
  return first >= bytes.length || frameLength(bytes, first) !== null;
}

/** mp3 or wav by content, or null for anything else (the caller's "unsupported type"). */
export function audioKindOf(bytes: Buffer): AudioKind | null {
  if (isWav(bytes)) return 'wav';
  if (hasId3(bytes) || startsWithMpegFrames(bytes)) return 'mp3';
  return null;
}
