/**
 * No double work in the send flow: the validation pass of send-campaign computes its summary
 * by reading only (no scratch campaign rolled back), and one send reads the forbidden words
 * once for the message and its automatic answers. Every query the server runs is recorded
 * by a plugin on its database.
 */
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin, OperationNode, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { buildApp } from '../../app';
import { bearer, onEachDatabase } from '../../test/signIn';
import { ownSender, pipelineSuite, sendingAccount } from './sendTesting';

const writeKinds = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);
const rawWrite = /^\s*(with\b[\s\S]*\b)?(insert|update|delete|replace)\b/i;

/** Every query's kind, and the raw SQL of raw queries. */
class QueryLog implements KyselyPlugin {
  queries: { kind: string; text: string }[] = [];
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    this.queries.push({ kind: node.kind, text: JSON.stringify(node) });
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
  writes(): string[] {
    return this.queries.filter((q) => writeKinds.has(q.kind) || (q.kind === 'RawNode' && rawWrite.test(rawText(q.text)))).map((q) => q.text.slice(0, 120));
  }
  reads(table: string): number {
    return this.queries.filter((q) => q.kind === 'SelectQueryNode' && q.text.includes(`"name":"${table}"`)).length;
  }
}

const rawText = (json: string): string => ((JSON.parse(json) as OperationNode & { sqlFragments?: string[] }).sqlFragments ?? []).join(' ');

onEachDatabase('the send flow does no work twice', (dbOptions) => {
  const suite = pipelineSuite(dbOptions);
  let log: QueryLog;
  let app: FastifyInstance;

  beforeEach(async () => {
    log = new QueryLog();
    app = await buildApp({ config: suite.t.config, db: suite.t.db.withPlugin(log), now: suite.t.clock.now });
    await app.ready();
  });
  afterEach(() => app.close());

  const send = (token: string, body: object) => app.inject({ method: 'POST', url: '/api/campaigns/send-campaign', headers: bearer(token), payload: body });

  test('the validation pass answers its summary having written nothing: no campaign, no recipients, no reservation', async () => {
    const a = await sendingAccount(suite.t, 100, ['526000001', '526000002', '526000003']);
    await suite.t.db.insertInto('blacklist').values({ account_id: a.userId, phone: '526000003', source: 'user', created_at: Date.now() }).execute();
    // A typed number the list has too: a repeat.
    const body = { smsContent: 'שלום [שם]', destinations: [{ type: 'cl', id: a.listId }], phones: ['0526000002'] };
    log.queries = [];
    const check = (await send(a.token, { ...body, validation: true })).json().data;
    expect(check).toMatchObject({ status: 6, summary: { recipients: 2, blocked: 1, duplicates: 1, credits: 2, remainingCredits: 98 } });
    expect(log.queries.length).toBeGreaterThan(0);
    expect(log.writes()).toEqual([]);

    // The pass that sends writes, as before, and finds the same.
    const sent = (await send(a.token, { ...body, validation: false })).json().data;
    expect(sent).toMatchObject({ status: 1, summary: check.summary });
    expect(log.writes().length).toBeGreaterThan(0);
  });

  test('one send reads the forbidden words once, for the message and its automatic answers alike', async () => {
    const a = await sendingAccount(suite.t, 100, ['527000001']);
    await ownSender(suite.t.db, a.userId, 'attached', '527000099');
    await suite.t.db.insertInto('forbidden_words').values({ word: 'Casino', active: 1, created_at: Date.now() }).execute();
    log.queries = [];
    const answer = { type: 'contains', text: 'price', answer: 'Casino tonight' };
    const refused = (await send(a.token, { smsContent: 'Sale', destinations: [{ type: 'cl', id: a.listId }], sourceType: 3, sourceNumber: '0527000099', allow_response: true, autoReplyData: [answer], validation: true })).json().data;
    expect(refused).toEqual({ status: -4, forbiddenWords: ['Casino'] });
    expect(log.reads('forbidden_words')).toBe(1);
  });
});
