/**
 * Quiet hours hold every later attempt, not only the first send (issue 21): an SMS the SMSC
 * refused for now, an uncertain SMS sent again, a WhatsApp send Meta refused for now and a
 * redial, each due at 21:00:30 on its Israeli recipient's clock, wait until 08:00 the next
 * morning (messaging/quietHours.ts queuedAgainAt) and the reports show them as quietHours
 * meanwhile; one due at noon goes when due. Injected clocks, the brand's own rules; nothing is
 * charged or refunded by waiting.
 */
import { fromZonedWallTime } from '../../../domain/zonedTime';
import type { Db } from '../../db/database';
import { reportStatus } from '../reports/messages/statuses';
import { onEachDatabase } from '../../test/signIn';
import { keepBuiltInQuietHours } from '../../test/testQuietHours';
import { CallDesk } from '../../messaging/calls/callDesk';
import { insertVoiceCampaign } from '../../messaging/calls/testCalls';
import { Dispatcher } from '../../messaging/dispatcher';
import { loadCampaign, makeNextChunk } from '../../messaging/making';
import type { OutgoingSms, SmsProvider, SubmitOutcome } from '../../messaging/provider';
import { insertCampaign, testAccount, testDatabase } from '../../messaging/testCampaigns';
import { settleUncertain } from '../../messaging/uncertain';
import { CallStatus, type VoiceProvider } from '../../messaging/voice/types';
import { WhatsAppDesk } from '../../messaging/whatsapp/desk';
import type { WhatsAppCloudApi } from '../../messaging/whatsapp/types';

const israel = 'Asia/Jerusalem';
/** A Wednesday: 20:59:30 in Israel, a minute's retry from 21:00:30, and the morning after. */
const evening = fromZonedWallTime(israel, 2026, 12, 2, 20, 59) + 30_000;
const morning = fromZonedWallTime(israel, 2026, 12, 3, 8, 0);
const noon = fromZonedWallTime(israel, 2026, 12, 2, 12, 0);

/** A route that refuses every message for now (a transient SMSC refusal). */
const refusingRoute: SmsProvider = {
  name: 'refusing',
  start: async () => undefined,
  stop: async () => undefined,
  submit: async (messages: OutgoingSms[]): Promise<SubmitOutcome[]> => messages.map((m) => ({ messageId: m.messageId, ok: false, retryable: true, error: 'submit_sm refused (0x0058)' })),
};

onEachDatabase('quiet hours hold retries and redials', (options) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeEach(async () => {
    ({ db, close } = await testDatabase(options));
  });
  afterEach(() => close());

  /** An account whose brand keeps the built-in 21:00-08:00 (the tests' installation default is none). */
  async function quietAccount(): Promise<number> {
    const account = await testAccount(db, 1_000);
    await keepBuiltInQuietHours(db, account);
    return account;
  }

  async function made(campaignId: number, now: number): Promise<number> {
    const shipment = await db.selectFrom('shipments').selectAll().where('campaign_id', '=', campaignId).executeTakeFirstOrThrow();
    await makeNextChunk(db, shipment, (await loadCampaign(db, campaignId))!, 1_000, now);
    return shipment.id;
  }

  const messageOf = async (campaignId: number) => {
    const m = await db.selectFrom('messages').select(['status', 'error', 'delivery_status', 'quiet_until', 'next_attempt_at', 'attempts']).where('campaign_id', '=', campaignId).executeTakeFirstOrThrow();
    return { ...m, next_attempt_at: Number(m.next_attempt_at), quiet_until: m.quiet_until === null ? null : Number(m.quiet_until), shown: reportStatus(m) };
  };
  const creditsOf = (campaignId: number) => db.selectFrom('campaigns').select(['credits_spent', 'credits_refunded']).where('id', '=', campaignId).executeTakeFirstOrThrow();

  it('an SMS retry due inside quiet hours waits until they end (shown as quietHours), one due at noon goes when due', async () => {
    const account = await quietAccount();
    for (const [now, expected] of [
      [evening, { next_attempt_at: morning, quiet_until: morning, shown: 'quietHours' }],
      [noon, { next_attempt_at: noon + 60_000, quiet_until: null, shown: 'awaitingRetry' }],
    ] as const) {
      const { campaignId, shipmentId } = await insertCampaign(db, { accountId: account, recipients: 1, settings: { retryCount: 2, retryInterval: 1 } });
      await made(campaignId, now);
      // Made before 21:00 (or at noon): the first send is not held.
      expect((await messageOf(campaignId)).quiet_until).toBeNull();
      await new Dispatcher(db, refusingRoute, null, { now: () => now }).dispatch({ shipmentId, seqFrom: 1, seqTo: 1 });
      expect(await messageOf(campaignId)).toMatchObject({ status: 'queued', attempts: 1, ...expected });
      expect(await creditsOf(campaignId)).toEqual({ credits_spent: 0, credits_refunded: 0 });
    }
  });

  it('an uncertain SMS sent again inside quiet hours waits until they end', async () => {
    const account = await quietAccount();
    const { campaignId } = await insertCampaign(db, { accountId: account, recipients: 1 });
    await made(campaignId, evening);
    const late = fromZonedWallTime(israel, 2026, 12, 2, 23, 15);
    await db.updateTable('messages').set({ status: 'uncertain', attempts: 1, next_attempt_at: late - 1, error: 'no answer' }).where('campaign_id', '=', campaignId).execute();
    expect(await settleUncertain(db, late)).toEqual({ found: 0, requeued: 1 });
    expect(await messageOf(campaignId)).toMatchObject({ status: 'queued', next_attempt_at: morning, quiet_until: morning, shown: 'quietHours' });
  });

  it('a WhatsApp send Meta refused for now, due again inside quiet hours, waits until they end', async () => {
    const account = await quietAccount();
    const { campaignId, shipmentId } = await insertCampaign(db, {
      accountId: account,
      recipients: 1,
      settings: { whatsapp: { numberId: 1, phoneNumberId: 'pn-1', templateId: 1, templateName: 'hello', language: 'he', body: 'Hello {{1}}', variables: ['[name]'] } },
    });
    await db.updateTable('campaigns').set({ kind: 'whatsapp' }).where('id', '=', campaignId).execute();
    await made(campaignId, evening);
    let sends = 0;
    const meta = {
      send: async () => {
        sends += 1;
        return { ok: false as const, httpStatus: 400, code: 131056, title: 'pair rate limit hit', details: '' };
      },
    } as unknown as WhatsAppCloudApi;
    await new WhatsAppDesk(db, meta, { now: () => evening, retryMs: 60_000 }).dispatch({ shipmentId, seqFrom: 1, seqTo: 1 });
    expect(sends).toBe(1);
    expect(await messageOf(campaignId)).toMatchObject({ status: 'queued', attempts: 1, next_attempt_at: morning, quiet_until: morning, shown: 'quietHours' });
    expect(await creditsOf(campaignId)).toEqual({ credits_spent: 0, credits_refunded: 0 });
  });

  it('a redial of a busy number due inside quiet hours waits until they end', async () => {
    const account = await quietAccount();
    await db.insertInto('balances').values({ user_id: account, service: 'voice', amount: 100 }).execute();
    const { campaignId } = await insertVoiceCampaign(db, { accountId: account, phones: ['972525550001'], fileHash: 'f', durationMs: 20_000, retryCount: 1, retryIntervalMinutes: 1 });
    const shipmentId = await made(campaignId, evening);
    const busyLine: VoiceProvider = { name: 'busy', start: async () => undefined, stop: async () => undefined, call: async (call) => ({ messageId: call.messageId, status: CallStatus.busy, sipCode: 486 }) };
    const desk = new CallDesk(db, busyLine, { now: () => evening, audioOf: async () => Buffer.alloc(160), flushMs: 5 });
    await desk.dispatch({ shipmentId, seqFrom: 1, seqTo: 1 });
    await desk.stop();
    expect(await messageOf(campaignId)).toMatchObject({ status: 'queued', attempts: 1, next_attempt_at: morning, quiet_until: morning, shown: 'quietHours' });
    expect(await creditsOf(campaignId)).toEqual({ credits_spent: 0, credits_refunded: 0 });
  });
});
