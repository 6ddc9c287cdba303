/** Test helpers for the send-campaign suites: the app and its pipeline, an account with credits and a list, and the call. */
import { listNameKey } from '../../../domain/contactFields';
import { Permission } from '../../../domain/permissions';
import type { Db } from '../../db/database';
import type { SenderIdentityKind } from '../../db/schema';
import { createSession } from '../../http/session';
import { refundCredits } from '../../messaging/credits';
import { startPipeline, type Pipeline, type PipelineOptions } from '../../messaging/pipeline';
import { bearer } from '../../test/signIn';
import { insertUser, startTestApp, type TestApp, type TestAppOptions } from '../../test/testApp';

export interface PipelineSuite {
  /** The suite's app, started before its first test. */
  readonly t: TestApp;
  /** Starts the pipeline over the suite's database; it is stopped after the test. */
  startPipeline(options: Omit<PipelineOptions, 'db'>): Promise<Pipeline>;
}

/** One app for the suite, and a pipeline per test that needs one; afterEachTest runs once that pipeline has stopped. */
export function pipelineSuite(dbOptions: Pick<TestAppOptions, 'postgres'>, afterEachTest?: (t: TestApp) => Promise<unknown>): PipelineSuite {
  let app: TestApp | null = null;
  let pipeline: Pipeline | null = null;
  const suite: PipelineSuite = {
    get t() {
      if (!app) throw new Error('the suite app starts before the first test');
      return app;
    },
    async startPipeline(options) {
      pipeline = await startPipeline({ ...options, db: suite.t.db });
      return pipeline;
    },
  };
  beforeAll(async () => {
    app = await startTestApp({}, dbOptions);
  });
  afterEach(async () => {
    await pipeline?.stop();
    pipeline = null;
    await afterEachTest?.(suite.t);
  });
  afterAll(() => app?.close());
  return suite;
}

export interface SendingAccount {
  userId: number;
  token: string;
  listId: number;
}

/** A signed-in account with credits and a list of these numbers (field 1 a name, field 6 a birth date when given). */
export async function sendingAccount(t: TestApp, credits: number, phones: string[], births: (string | null)[] = []): Promise<SendingAccount> {
  const userId = await insertUser(t.db, { permissions: [Permission.createCampaigns] });
  const token = (await createSession(t.db, { userId, lifetimeMs: 3_600_000, keepLoggedIn: false, now: Date.now() })).token;
  if (credits) await refundCredits(t.db, { account: userId, service: 'sms', amount: credits, reason: 'test.grant', now: Date.now() });
  const name = `list ${userId}`;
  const list = await t.db.insertInto('contact_lists').values({ account_id: userId, created_by: userId, name, name_key: listNameKey(name), headers: JSON.stringify(['שם']), created_at: Date.now() }).returning('id').executeTakeFirstOrThrow();
  if (phones.length) {
    await t.db
      .insertInto('contacts')
      .values(phones.map((phone, i) => ({ list_id: list.id, phone, field1: `איש ${i}`, field6: births[i] ?? null, created_at: Date.now(), source: 'test' })))
      .execute();
  }
  // Its default sender: a campaign that names none goes out from it (sendingChecks.ts defaultSenderOf).
  await ownSender(t.db, userId, 'name', defaultTestSender);
  return { userId, token, listId: list.id };
}

/** The approved sender name every sending account of the tests has. */
export const defaultTestSender = 'TestDefault';

export const sendCampaignCall = (t: TestApp, token: string, body: object) => t.app.inject({ method: 'POST', url: '/api/campaigns/send-campaign', headers: bearer(token), payload: body });

export async function smsBalance(db: Db, userId: number): Promise<number> {
  return Number((await db.selectFrom('balances').select('amount').where('user_id', '=', userId).executeTakeFirstOrThrow()).amount);
}

export const campaignsOf = (db: Db, userId: number) =>
  db.selectFrom('campaigns').select(['id', 'status', 'recipients', 'credits_reserved', 'parent_id', 'next_run_at']).where('account_id', '=', userId).orderBy('id').execute();

/** A sender the account owns: an approved name, a verified number or an attached one. */
export async function ownSender(db: Db, account: number, kind: SenderIdentityKind, value: string, permanent = false): Promise<void> {
  await db.insertInto('sender_identities').values({ account_id: account, kind, value, status: 'approved', permanent: permanent ? 1 : 0, created_at: Date.now() }).execute();
}
