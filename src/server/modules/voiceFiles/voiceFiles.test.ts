import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mulaw } from 'alawmulaw';
import { GetVoiceDestFile, TextToSpeech, DeleteVoiceFile } from '../../../contract/statusCodes';
import { Permission } from '../../../domain/permissions';
import { voiceRecording } from '../../../domain/voice';
import type { Db } from '../../db/database';
import { createSession } from '../../http/session';
import { recordingAudio } from '../../recordings';
import { soxInfo, spokenFile } from '../../recordings/testRecordings';
import { bearer, onEachDatabase } from '../../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../../test/testApp';
import { multipart } from '../contacts/importTesting';

interface Caller {
  userId: number;
  token: string;
}

async function caller(db: Db, input: { adminId?: number; permissions?: number[] } = {}): Promise<Caller> {
  const userId = await insertUser(db, { permissions: input.permissions ?? [Permission.voice], adminId: input.adminId });
  const session = await createSession(db, { userId, lifetimeMs: 3_600_000, keepLoggedIn: false, now: Date.now() });
  return { userId, token: session.token };
}

const fileRows = async (db: Db): Promise<number> => Number((await db.selectFrom('voice_files').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

onEachDatabase('voice recordings', (dbOptions) => {
  let t: TestApp;
  let dataDir: string;
  let owner: Caller;
  let other: Caller;
  let wav9: Buffer;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'voice-files-test-'));
    t = await startTestApp({ dataDir }, dbOptions);
    owner = await caller(t.db);
    other = await caller(t.db);
    wav9 = spokenFile('wav', 9);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const stored = (): string[] => (existsSync(join(dataDir, 'recordings')) ? readdirSync(join(dataDir, 'recordings')) : []);
  const upload = (who: Caller, file: { name: string; data: Buffer }) => {
    const body = multipart({}, file);
    return t.app.inject({ method: 'POST', url: '/api/campaigns/get-voice-dest-file', headers: { ...bearer(who.token), ...body.headers }, payload: body.payload });
  };
  const speak = (who: Caller, body: object) => t.app.inject({ method: 'POST', url: '/api/campaigns/text-to-speech', headers: bearer(who.token), payload: body });
  const remove = (who: Caller, fileHash: string) => t.app.inject({ method: 'POST', url: '/api/campaigns/delete-voice-file', headers: bearer(who.token), payload: { fileHash } });
  const play = (who: Caller, hash: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/download/voice-file?hash=${hash}`, headers: { ...bearer(who.token), ...headers } });

  /** Runs a refused request and proves it kept nothing: no new file, no new row. */
  async function refusedWithNothingKept(request: () => Promise<{ statusCode: number; json: () => { data?: { status?: number } } }>): Promise<{ statusCode: number; status?: number }> {
    const files = stored();
    const rows = await fileRows(t.db);
    const answer = await request();
    expect(stored()).toEqual(files);
    expect(await fileRows(t.db)).toBe(rows);
    return { statusCode: answer.statusCode, status: answer.statusCode === 200 ? answer.json().data?.status : undefined };
  }

  test('a spoken wav of 9 s and an mp3 of 100 s are kept as 8 kHz µ-law, and answered as the composer shows them', async () => {
    const answer = await upload(owner, { name: 'הודעה.wav', data: wav9 });
    expect(answer.statusCode).toBe(200);
    const { voiceFile } = answer.json().data;
    expect(answer.json().data.status).toBe(GetVoiceDestFile.uploaded);
    expect(voiceFile).toEqual({ originalName: 'הודעה.wav', hash: expect.stringMatching(/^[0-9a-f]{64}$/), duration: expect.any(Number), fullPath: `/api/download/voice-file?hash=${voiceFile.hash}` });
    expect(Math.abs(voiceFile.duration - 9)).toBeLessThan(0.05);
    const audio = await recordingAudio(t.db, dataDir, owner.userId, voiceFile.hash);
    expect(audio!.length).toBe(voiceFile.duration * 8000);
    expect(stored()).toContain(`${voiceFile.hash}.ul`);

    const mp3 = await upload(owner, { name: 'long.mp3', data: spokenFile('mp3', 100) });
    expect(mp3.json().data).toMatchObject({ status: GetVoiceDestFile.uploaded, voiceFile: { originalName: 'long.mp3' } });
    expect(Math.abs(mp3.json().data.voiceFile.duration - 100)).toBeLessThan(0.2);
    const row = await t.db.selectFrom('voice_files').selectAll().where('hash', '=', mp3.json().data.voiceFile.hash).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ account_id: owner.userId, user_id: owner.userId, source: 'upload', deleted_at: null });
  });

  test('the type is read from the content: a bare-frame mp3 named .wav is taken, a PDF named .mp3 is unsupportedType', async () => {
    const bare = await upload(owner, { name: 'message.wav', data: spokenFile('mp3', 7, { bare: true }) });
    expect(bare.json().data.status).toBe(GetVoiceDestFile.uploaded);
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'), Buffer.alloc(50_000, 0x20)]);
    expect(await refusedWithNothingKept(() => upload(owner, { name: 'message.mp3', data: pdf }))).toEqual({ statusCode: 200, status: GetVoiceDestFile.unsupportedType });
  });

  test('under 6 s and over 120 s are audioLength (-3); a damaged mp3 or an empty file is uploadFailed; nothing is kept', async () => {
    expect(await refusedWithNothingKept(() => upload(owner, { name: 'short.wav', data: spokenFile('wav', 5) }))).toEqual({ statusCode: 200, status: GetVoiceDestFile.audioLength });
    expect(await refusedWithNothingKept(() => upload(owner, { name: 'long.mp3', data: spokenFile('mp3', 121) }))).toEqual({ statusCode: 200, status: GetVoiceDestFile.audioLength });
    const damaged = Buffer.concat([Buffer.from('ID3\x03\x00\x00\x00\x00\x00\x00', 'latin1'), Buffer.alloc(20_000, 0x41)]);
    expect(await refusedWithNothingKept(() => upload(owner, { name: 'damaged.mp3', data: damaged }))).toEqual({ statusCode: 200, status: GetVoiceDestFile.uploadFailed });
    expect(await refusedWithNothingKept(() => upload(owner, { name: 'empty.wav', data: Buffer.alloc(0) }))).toEqual({ statusCode: 200, status: GetVoiceDestFile.uploadFailed });
  });

  test('a file over 6 MB is refused with 413 and nothing is kept; 6 MB exactly is read', async () => {
    const riff = (size: number) => Buffer.concat([Buffer.from('RIFF\x00\x00\x00\x00WAVE', 'latin1'), Buffer.alloc(size - 12)]);
    expect(await refusedWithNothingKept(() => upload(owner, { name: 'big.wav', data: riff(voiceRecording.maxBytes + 1) }))).toEqual({ statusCode: 413 });
    // Not a playable wav (no fmt chunk), but it got past the size limit to the conversion.
    expect(await refusedWithNothingKept(() => upload(owner, { name: 'big.wav', data: riff(voiceRecording.maxBytes) }))).toEqual({ statusCode: 200, status: GetVoiceDestFile.uploadFailed });
  });

  test('the same sound again is the same recording; another account uploading it gets its own', async () => {
    const first = (await upload(owner, { name: 'a.wav', data: wav9 })).json().data.voiceFile;
    const again = (await upload(owner, { name: 'b.wav', data: wav9 })).json().data.voiceFile;
    expect(again).toEqual({ ...first, originalName: 'b.wav' });
    const theirs = (await upload(other, { name: 'a.wav', data: wav9 })).json().data.voiceFile;
    expect(theirs.hash).not.toBe(first.hash);
  });

  test('a sub-user works in the account: it plays the primary user\'s recording; a user without the voice permission is 403', async () => {
    const hash = (await upload(owner, { name: 'a.wav', data: wav9 })).json().data.voiceFile.hash;
    const sub = await caller(t.db, { adminId: owner.userId });
    expect((await play(sub, hash)).statusCode).toBe(200);
    const noVoice = await caller(t.db, { permissions: [] });
    expect((await upload(noVoice, { name: 'a.wav', data: wav9 })).statusCode).toBe(403);
    expect((await play(noVoice, hash)).statusCode).toBe(403);
  });

  test('playback is a 16-bit 8 kHz mono WAV whose samples decode from the stored µ-law, cacheable by its hash', async () => {
    const hash = (await upload(owner, { name: 'a.wav', data: wav9 })).json().data.voiceFile.hash;
    const answer = await play(owner, hash);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('audio/wav');
    expect(answer.headers['cache-control']).toBe('private, max-age=86400');
    expect(answer.headers.etag).toBe(`"${hash}"`);
    const wav = answer.rawPayload;
    expect(soxInfo(wav, 'wav')).toMatchObject({ rate: 8000, channels: 1, bits: 16 });
    const audio = (await recordingAudio(t.db, dataDir, owner.userId, hash))!;
    const pcm = new Int16Array(wav.buffer.slice(wav.byteOffset + 44, wav.byteOffset + wav.length));
    expect(Array.from(pcm)).toEqual(Array.from(mulaw.decode(new Uint8Array(audio))));
    const cached = await play(owner, hash, { 'if-none-match': `"${hash}"` });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);
  });

  test("another account's hash is 404 on delete and on playback, and stays playable for its owner", async () => {
    const hash = (await upload(owner, { name: 'a.wav', data: wav9 })).json().data.voiceFile.hash;
    expect((await remove(other, hash)).statusCode).toBe(404);
    expect((await play(other, hash)).statusCode).toBe(404);
    expect((await play(other, 'f'.repeat(64))).statusCode).toBe(404);
    expect(await recordingAudio(t.db, dataDir, other.userId, hash)).toBeNull();
    expect((await play(owner, hash)).statusCode).toBe(200);
    expect((await play(owner, '../../etc/passwd')).statusCode).toBe(400);
  });

  test('delete: the recording is no longer played, its file is gone, a second delete is 404; uploading it again brings it back', async () => {
    const data = spokenFile('wav', 8);
    const hash = (await upload(owner, { name: 'bye.wav', data })).json().data.voiceFile.hash;
    const deleted = await remove(owner, hash);
    expect(deleted.json().data.status).toBe(DeleteVoiceFile.deleted);
    expect(await recordingAudio(t.db, dataDir, owner.userId, hash)).toBeNull();
    expect(stored()).not.toContain(`${hash}.ul`);
    expect((await play(owner, hash)).statusCode).toBe(404);
    expect((await remove(owner, hash)).statusCode).toBe(404);
    const back = (await upload(owner, { name: 'again.wav', data })).json().data.voiceFile;
    expect(back.hash).toBe(hash);
    expect(await recordingAudio(t.db, dataDir, owner.userId, hash)).not.toBeNull();
  });

  test.each(['he', 'en', 'ru', 'ar'] as const)('text-to-speech in %s keeps a recording of plausible length', async (language) => {
    const texts = {
      he: 'שלום לכולם, זוהי הודעה קולית מהסניף שלנו. שעות הפתיחה השתנו: מיום ראשון אנחנו פתוחים משמונה בבוקר ועד שמונה בערב.',
      en: 'Hello everyone, this is a voice message from our branch. Our opening hours have changed: from Sunday we are open from eight in the morning until eight in the evening.',
      ru: 'Здравствуйте, это голосовое сообщение от нашего филиала. Часы работы изменились: с воскресенья мы открыты с восьми утра до восьми вечера.',
      ar: 'مرحبا بكم، هذه رسالة صوتية من فرعنا. تغيرت ساعات العمل: من يوم الأحد نحن نعمل من الثامنة صباحا حتى الثامنة مساء.',
    };
    const answer = await speak(owner, { text: texts[language], language });
    expect(answer.json().data.status).toBe(TextToSpeech.created);
    const { voiceFile } = answer.json().data;
    expect(voiceFile.duration).toBeGreaterThan(6);
    expect(voiceFile.duration).toBeLessThan(20);
    expect(voiceFile.originalName).toBe(`${texts[language].slice(0, 39)}…`);
    const row = await t.db.selectFrom('voice_files').selectAll().where('hash', '=', voiceFile.hash).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ source: 'tts', language, tts_text: texts[language] });
    expect((await play(owner, voiceFile.hash)).statusCode).toBe(200);
  });

  test('text-to-speech longer than 120 s is tooLong (-3) and keeps nothing; 50 characters of blanks are a bad request', async () => {
    // Numbers are read out in full: 200 of them take over three minutes.
    const numbers = '987654321 '.repeat(200).trim();
    expect(await refusedWithNothingKept(() => speak(owner, { text: numbers, language: 'en' }))).toEqual({ statusCode: 200, status: TextToSpeech.tooLong });
    expect(await refusedWithNothingKept(() => speak(owner, { text: `${' '.repeat(50)}hello` }))).toEqual({ statusCode: 400 });
    expect((await speak(owner, { text: 'short' })).statusCode).toBe(400);
  });

  test('text-to-speech of a text holding a prohibited word, disguised too, is refused before it is read', async () => {
    const word = await t.db.insertInto('forbidden_words').values({ word: 'jackpotvoice', active: 1, created_at: Date.now() }).returning('id').executeTakeFirstOrThrow();
    const text = 'Call us now and win the J.A.C.K-P\u041eT voice prize, only this week at our shop!';
    const refused = await speak(owner, { text, language: 'en' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('errors.campaign.forbiddenText');
    await t.db.deleteFrom('forbidden_words').where('id', '=', word.id).execute();
  });
});
