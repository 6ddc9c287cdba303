/**
 * Making what a call plays: 8 kHz mono G.711 µ-law, one byte a sample, converted once when
 * the recording arrives (an upload by sox, a text by espeak-ng and then sox). How long a
 * recording lasts is counted from these samples — what the callee hears and what a call is
 * billed for — rather than read from the file's headers, which an mp3 may not carry or may
 * state wrongly (music-metadata is ESM-only and cannot be loaded under Jest without
 * --experimental-vm-modules; the samples make it unnecessary).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { voiceRecording, type TtsLanguage } from '../../domain/voice';
import type { AudioKind } from './audioKind';
import { inPrivateFolder, runTool } from './tools';

/** µ-law bytes a second: 8,000 samples of one byte. */
export const callAudioBytesPerSecond = 8000;

export const callAudioMs = (audio: Buffer): number => Math.round((audio.length * 1000) / callAudioBytesPerSecond);

/**
 * Decoding stops one second past the longest allowed recording: a small file that would
 * decode to hours of sound costs no more than a long-enough one, and "longer than allowed"
 * is still seen.
 */
const decodeLimitSeconds = String(voiceRecording.maxSeconds + 1);

/**
 * sox arguments from `input` (of `kind`) to raw µ-law in `output`. -D: no dither and -R: fixed
 * seeds, so the same sound always converts to the same bytes (and so the same hash).
 */
const toCallAudio = (kind: AudioKind, input: string, output: string): string[] => [
  '-V1', '-D', '-R',
  '-t', kind, input,
  '-r', '8000', '-c', '1', '-e', 'mu-law', '-t', 'raw', output,
  'trim', '0', decodeLimitSeconds,
];

/** An uploaded mp3 or wav as call audio; throws RecordingFailed when sox cannot read it. */
export function callAudioOf(data: Buffer, kind: AudioKind): Promise<Buffer> {
  return inPrivateFolder(async (folder) => {
    const input = join(folder, `upload.${kind}`);
    const output = join(folder, 'call.ul');
    await writeFile(input, data);
    await runTool('sox', toCallAudio(kind, input, output));
    return readFile(output);
  });
}

/** µ-law's code for zero (silence). */
const mulawSilence = 0xff;

/**
 * A text read aloud by espeak-ng in the language's voice, as call audio. A text of 50
 * characters reads in about three seconds; a recording under the 6-second minimum could not
 * be sent, so a short reading is followed by silence up to the minimum.
 */
export function spokenCallAudio(text: string, language: TtsLanguage): Promise<Buffer> {
  return inPrivateFolder(async (folder) => {
    // The text goes in a file: as an argument a text starting with "-" would be an option.
    const textFile = join(folder, 'text.txt');
    const speech = join(folder, 'speech.wav');
    const output = join(folder, 'call.ul');
    await writeFile(textFile, text, 'utf8');
    await runTool('espeak-ng', ['-v', language, '-b', '1', '-f', textFile, '-w', speech]);
    await runTool('sox', toCallAudio('wav', speech, output));
    const audio = await readFile(output);
    const minimum = voiceRecording.minSeconds * callAudioBytesPerSecond;
    return audio.length >= minimum ? audio : Buffer.concat([audio, Buffer.alloc(minimum - audio.length, mulawSilence)]);
  });
}
