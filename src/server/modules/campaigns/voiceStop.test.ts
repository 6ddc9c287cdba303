/**
 * Issue 16: a voice campaign stopped and resumed as a text one is (super-admin
 * start-or-stop-campaign). Stop means now: calls waiting for a channel are never dialled and go
 * back to the queue with their attempt uncounted; a call already answered is hung up, charged
 * (it reached someone) and shown as canceled with its seconds; on resume the rest are called,
 * each once. Through the voice simulator, the embedded default's route.
 */
import { mulaw } from 'alawmulaw';
import { Group } from '../../../domain/access';
import { Permission } from '../../../domain/permissions';
import { SendVoiceCampaign } from '../../../contract/statusCodes';
import { startPipeline, type Pipeline } from '../../messaging/pipeline';
import { VoiceSimulator } from '../../messaging/voice';
import { bearer } from '../../test/signIn';
import { signedInToken, startTestApp, type TestApp } from '../../test/testApp';
import { callingAccount, recordingRow, sendVoiceCall } from './voiceTesting';

jest.setTimeout(60_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(check: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

describe('a voice campaign stopped and resumed', () => {
  let t: TestApp;
  let pipeline: Pipeline | null = null;
  beforeAll(async () => {
    t = await startTestApp({}, {});
  });
  afterAll(async () => {
    await pipeline?.stop();
    await t.close();
  });

  test('waiting calls are not dialled while stopped, answered ones are hung up and charged, and each number is called once in all', async () => {
    const a = await callingAccount(t, 100, ['524000001', '524000002', '524000003', '524000004', '524000005', '524000006']);
    await recordingRow(t.db, a.userId, 'six', 6_000);
    const audio = Buffer.from(mulaw.encode(new Int16Array(8_000 * 3)));
    // Two channels: two calls play (3 s each, in real time), four wait for a channel.
    const provider = new VoiceSimulator({ speed: 1, channels: 2, callsPerSecond: 50, ringTimeoutMs: 30_000 });
    pipeline = await startPipeline({ db: t.db, voiceProvider: provider, audioOf: async () => audio, tickMs: 100 });
    const sent = (await sendVoiceCall(t, a.token, { destinations: [{ type: 'cl', id: a.listId }], voiceFile: { hash: 'six' }, callingNumber: a.callingNumber, campaign_type: '3', validation: false })).json().data;
    expect(sent.status).toBe(SendVoiceCampaign.sent);
    const calls = () => t.db.selectFrom('messages').select(['phone', 'status', 'call_status', 'attempts']).where('campaign_id', '=', sent.campaignId).orderBy('phone').execute();
    await until(async () => (await calls()).filter((m) => m.call_status === 'in-progress').length === 2, 'two calls answered');

    const admin = await signedInToken(t.db, { group: Group.systemManager, permissions: [Permission.blockCampaigns] });
    const stop = await t.app.inject({ method: 'POST', url: '/api/super-admin/start-or-stop-campaign', headers: bearer(admin), payload: { userId: a.userId, action: 'stop' } });
    expect(stop.json().data.changed).toBe(1);
    await until(async () => (await calls()).every((m) => m.status !== 'submitting'), 'the calls under way to end');
    const stopped = await calls();
    const cut = stopped.filter((m) => m.status === 'delivered');
    expect(cut).toHaveLength(2);
    for (const m of cut) expect(m).toMatchObject({ call_status: 'canceled', attempts: 1 });
    const waiting = stopped.filter((m) => m.status === 'queued');
    expect(waiting).toHaveLength(4);
    // Never dialled: the attempt is not counted.
    for (const m of waiting) expect(Number(m.attempts)).toBe(0);
    await sleep(1_000);
    expect((await calls()).filter((m) => m.status === 'queued')).toHaveLength(4);

    await t.app.inject({ method: 'POST', url: '/api/super-admin/start-or-stop-campaign', headers: bearer(admin), payload: { userId: a.userId, action: 'start' } });
    await until(async () => (await calls()).every((m) => m.status === 'delivered'), 'every call delivered after the resume');
    const done = await calls();
    for (const m of done) expect(Number(m.attempts)).toBe(1);
    expect(done.filter((m) => m.call_status === 'completed')).toHaveLength(4);
    // Six calls reached someone: six units spent, nothing refunded.
    const campaign = await t.db.selectFrom('campaigns').select(['credits_spent', 'credits_refunded']).where('id', '=', sent.campaignId).executeTakeFirstOrThrow();
    expect(campaign).toMatchObject({ credits_spent: 6, credits_refunded: 0 });
  });
});
