/**
 * A flood of recordings from one account (uploads and text-to-speech together run sox or
 * espeak-ng) is cut at rateRules.recordingsPerAccount an hour: 429, nothing kept; another
 * account goes on.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TextToSpeech } from '../../../contract/statusCodes';
import { Permission } from '../../../domain/permissions';
import { createSession } from '../../http/session';
import { countHit, rateRules } from '../../http/rateLimit';
import { spokenFile } from '../../recordings/testRecordings';
import { bearer } from '../../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../../test/testApp';
import { multipart } from '../contacts/importTesting';

const text = 'Hello, this is a reminder that your appointment is tomorrow at ten in the morning.';

describe('recordings per account', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'recordings-limit-'));
    t = await startTestApp({ dataDir }, {});
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const account = async () => {
    const userId = await insertUser(t.db, { permissions: [Permission.voice] });
    return { userId, token: (await createSession(t.db, { userId, lifetimeMs: 3_600_000, keepLoggedIn: false, now: Date.now() })).token };
  };

  test('past the hour\'s limit text-to-speech and uploads answer 429 and keep nothing; another account is not held back', async () => {
    const flooder = await account();
    const rule = rateRules.recordingsPerAccount;
    for (let i = 0; i < rule.limit; i += 1) await countHit(t.db, rule, flooder.userId, Date.now());
    const speak = (token: string) => t.app.inject({ method: 'POST', url: '/api/campaigns/text-to-speech', headers: bearer(token), payload: { text, language: 'en' } });
    expect((await speak(flooder.token)).statusCode).toBe(429);
    const upload = multipart({}, { name: 'hello.wav', data: spokenFile('wav', 7), type: 'audio/wav' });
    const uploaded = await t.app.inject({ method: 'POST', url: '/api/campaigns/get-voice-dest-file', headers: { ...bearer(flooder.token), ...upload.headers }, payload: upload.payload });
    expect(uploaded.statusCode).toBe(429);
    expect(await t.db.selectFrom('voice_files').select('hash').where('account_id', '=', flooder.userId).execute()).toEqual([]);

    const other = await account();
    expect((await speak(other.token)).json().data.status).toBe(TextToSpeech.created);
  });
});
