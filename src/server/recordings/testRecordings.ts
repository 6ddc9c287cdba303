/**
 * Test recordings made at test time with the same Debian tools the product uses, so no
 * binary fixture is committed: speech read by espeak-ng, cut to length and written as wav
 * or mp3 by sox.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const speech =
  'Hello, this is a recorded message from your local branch. Our opening hours have changed: from Sunday we are open from eight in the morning until eight in the evening. ';

/**
 * A spoken recording of `seconds` (speech repeated, then cut to length) as `kind`. The wav is
 * 16-bit stereo 22.05 kHz, so the conversion has to resample and mix down; the mp3 carries the
 * ID3 tag sox writes, unless `bare` asks for plain MPEG frames.
 */
export function spokenFile(kind: 'wav' | 'mp3', seconds: number, options: { bare?: boolean } = {}): Buffer {
  const folder = mkdtempSync(join(tmpdir(), 'test-recording-'));
  try {
    writeFileSync(join(folder, 'text.txt'), speech.repeat(Math.ceil(seconds / 5) + 1));
    execFileSync('espeak-ng', ['-v', 'en', '-f', join(folder, 'text.txt'), '-w', join(folder, 'speech.wav')]);
    const out = join(folder, `out.${kind}`);
    const format = kind === 'wav' ? ['-b', '16', '-c', '2', '-r', '22050'] : ['-c', '1', '-r', '22050', '-C', '64'];
    execFileSync('sox', ['-V1', join(folder, 'speech.wav'), ...format, out, 'trim', '0', String(seconds)]);
    const data = readFileSync(out);
    // sox tags every mp3 it writes; a bare one starts straight with its first frame.
    if (kind === 'mp3' && options.bare) return withoutId3(data);
    return data;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function withoutId3(data: Buffer): Buffer {
  if (data.toString('latin1', 0, 3) !== 'ID3') return data;
  const size = ((data[6] & 0x7f) << 21) | ((data[7] & 0x7f) << 14) | ((data[8] & 0x7f) << 7) | (data[9] & 0x7f);
  return data.subarray(10 + size);
}

/** Reads a file's duration and format with soxi, a reader independent of ours. */
export function soxInfo(data: Buffer, kind: string): { seconds: number; rate: number; channels: number; bits: number } {
  const folder = mkdtempSync(join(tmpdir(), 'test-recording-'));
  try {
    const file = join(folder, `in.${kind}`);
    writeFileSync(file, data);
    const read = (flag: string) => Number(execFileSync('soxi', [flag, file], { encoding: 'utf8' }).trim());
    return { seconds: read('-D'), rate: read('-r'), channels: read('-c'), bits: read('-b') };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
