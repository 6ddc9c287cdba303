import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mulaw } from 'alawmulaw';
import { audioKindOf } from './audioKind';
import { callAudioMs, callAudioOf, spokenCallAudio } from './convert';
import { soxInfo, spokenFile } from './testRecordings';
import { maxRunningTools, RecordingFailed, runningTools, runTool } from './tools';
import { openDatabase } from '../db/database';
import { keepRecording } from './store';
import { wavOfCallAudio } from './wav';

/** Root mean square of decoded samples: speech is well above silence's 0. */
const loudness = (audio: Buffer): number => {
  const pcm = mulaw.decode(new Uint8Array(audio));
  let sum = 0;
  for (const s of pcm) sum += s * s;
  return Math.sqrt(sum / pcm.length);
};

describe('audioKindOf reads the bytes, not the name', () => {
  test('wav by RIFF…WAVE, mp3 by its ID3 tag or by two valid MPEG frames in a row', () => {
    expect(audioKindOf(spokenFile('wav', 2))).toBe('wav');
    expect(audioKindOf(spokenFile('mp3', 2))).toBe('mp3');
    const bare = spokenFile('mp3', 2, { bare: true });
    expect(bare[0]).toBe(0xff);
    expect(audioKindOf(bare)).toBe('mp3');
  });

  test('a PDF, a RIFF that is no WAVE, text and a lone frame sync are not audio', () => {
    expect(audioKindOf(Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'))).toBeNull();
    expect(audioKindOf(Buffer.from('RIFF\x10\x00\x00\x00AVI LIST', 'latin1'))).toBeNull();
    expect(audioKindOf(Buffer.from('hello, world'))).toBeNull();
    // A valid-looking first header followed by anything but a second one.
    expect(audioKindOf(Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(1000, 0x41)]))).toBeNull();
    expect(audioKindOf(Buffer.alloc(0))).toBeNull();
  });
});

describe('conversion to call audio (8 kHz mono µ-law) with sox', () => {
  let temp: string;
  const savedTmp = process.env.TMPDIR;
  beforeAll(() => {
    // os.tmpdir() reads TMPDIR on every call: this folder holds only what these tests make.
    temp = mkdtempSync(join(tmpdir(), 'recordings-test-'));
    process.env.TMPDIR = temp;
  });
  afterAll(() => {
    process.env.TMPDIR = savedTmp;
    rmSync(temp, { recursive: true, force: true });
  });

  test('a 16-bit stereo 22 kHz wav and an mp3 become one byte a sample at 8 kHz, the same length, always the same bytes', async () => {
    const wav = await callAudioOf(spokenFile('wav', 9), 'wav');
    expect(callAudioMs(wav)).toBeGreaterThan(8_950);
    expect(callAudioMs(wav)).toBeLessThan(9_050);
    expect(loudness(wav)).toBeGreaterThan(300);
    const mp3Input = spokenFile('mp3', 9);
    const mp3 = await callAudioOf(mp3Input, 'mp3');
    expect(Math.abs(callAudioMs(mp3) - 9_000)).toBeLessThan(100);
    // No dither, fixed seeds: the same file converts to the same bytes, so to the same hash.
    expect((await callAudioOf(mp3Input, 'mp3')).equals(mp3)).toBe(true);
    // Every private folder is gone afterwards.
    expect(readdirSync(temp)).toEqual([]);
  });

  test('decoding stops one second past the 120-second maximum', async () => {
    const audio = await callAudioOf(spokenFile('wav', 130), 'wav');
    expect(callAudioMs(audio)).toBe(121_000);
  });

  test('a file sox cannot read is RecordingFailed, and its folder is removed too', async () => {
    const broken = Buffer.concat([Buffer.from('ID3\x03\x00\x00\x00\x00\x00\x00', 'latin1'), Buffer.alloc(4000, 0x41)]);
    await expect(callAudioOf(broken, 'mp3')).rejects.toBeInstanceOf(RecordingFailed);
    await expect(callAudioOf(Buffer.from('RIFF\x00\x00\x00\x00WAVEjunk', 'latin1'), 'wav')).rejects.toBeInstanceOf(RecordingFailed);
    expect(readdirSync(temp)).toEqual([]);
  });

  test('a program that runs past its time limit is killed and fails', async () => {
    const started = Date.now();
    await expect(runTool('sox', ['-n', '-t', 'raw', '-r', '8000', '-e', 'mu-law', '/dev/null', 'synth', '100000', 'sine', '300'], 300)).rejects.toBeInstanceOf(RecordingFailed);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  test('no more programs run at once than there are cores; the others wait their turn and all finish', async () => {
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, runningTools())), 5);
    const jobs = Array.from({ length: maxRunningTools + 3 }, () => runTool('sox', ['-n', '-t', 'raw', '-r', '8000', '-e', 'mu-law', '/dev/null', 'synth', '40', 'sine', '300']));
    await Promise.all(jobs);
    clearInterval(watch);
    expect(most).toBe(maxRunningTools);
    expect(runningTools()).toBe(0);
  });

  test.each([
    ['he', 'שלום לכולם, זוהי הודעה קולית מהסניף שלנו. שעות הפתיחה השתנו: מיום ראשון אנחנו פתוחים משמונה בבוקר ועד שמונה בערב.'],
    ['en', 'Hello everyone, this is a voice message from our branch. Our opening hours have changed: from Sunday we are open from eight in the morning until eight in the evening.'],
    ['ru', 'Здравствуйте, это голосовое сообщение от нашего филиала. Часы работы изменились: с воскресенья мы открыты с восьми утра до восьми вечера.'],
    ['ar', 'مرحبا بكم، هذه رسالة صوتية من فرعنا. تغيرت ساعات العمل: من يوم الأحد نحن نعمل من الثامنة صباحا حتى الثامنة مساء.'],
  ] as const)('text-to-speech in %s reads the text aloud for a plausible time', async (language, text) => {
    const audio = await spokenCallAudio(text, language);
    // About 120 to 170 characters: espeak-ng reads them in 6 to 12 seconds in every voice.
    expect(callAudioMs(audio)).toBeGreaterThan(6_000);
    expect(callAudioMs(audio)).toBeLessThan(20_000);
    expect(loudness(audio)).toBeGreaterThan(300);
  });

  test('a short reading is followed by silence up to the 6-second minimum', async () => {
    const audio = await spokenCallAudio('Hi.', 'en');
    expect(callAudioMs(audio)).toBe(6_000);
    expect(audio.subarray(-8000).every((b) => b === 0xff)).toBe(true);
  });
});

describe('wavOfCallAudio', () => {
  test('is a 16-bit 8 kHz mono WAV that soxi reads, whose samples are the µ-law decoded', async () => {
    const audio = await callAudioOf(spokenFile('wav', 7), 'wav');
    const wav = wavOfCallAudio(audio);
    expect(soxInfo(wav, 'wav')).toEqual({ seconds: audio.length / 8000, rate: 8000, channels: 1, bits: 16 });
    const pcm = new Int16Array(wav.buffer.slice(wav.byteOffset + 44, wav.byteOffset + wav.length));
    expect(Array.from(pcm)).toEqual(Array.from(mulaw.decode(new Uint8Array(audio))));
  });
});

describe('keepRecording', () => {
  test('a row that cannot be written takes the file it wrote away again', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'recordings-keep-'));
    // Not migrated: there is no voice_files table to write the claim in.
    const db = openDatabase('sqlite::memory:');
    try {
      const claim = { accountId: 1, userId: 1, source: 'upload' as const, originalName: 'a.wav', now: Date.now() };
      // Matched by its text: better-sqlite3's error class may come from another test file's module realm.
      const failure = await keepRecording(db, dataDir, claim, Buffer.alloc(48_000, 0xff)).then(
        () => 'kept',
        (error: unknown) => String(error),
      );
      expect(failure).toMatch(/no such table: voice_files/);
      expect(readdirSync(join(dataDir, 'recordings'))).toEqual([]);
    } finally {
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
