import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SendingQueue } from '../../../../contract/superAdmin';
import { Group } from '../../../../domain/access';
import { openEventStream } from '../../../events/testEventStream';
import { startPipeline, type Pipeline } from '../../../messaging/pipeline';
import { startPipelineProcess } from '../../../messaging/pipelineProcess';
import { SimulatorProvider } from '../../../messaging/providers/simulator';
import { insertCampaign, testAccount, waitUntil } from '../../../messaging/testCampaigns';
import { bearer, onEachDatabase } from '../../../test/signIn';
import { signedInToken, startTestApp, type TestApp } from '../../../test/testApp';
import { QueueWatch } from './queueWatch';

onEachDatabase('super-admin/get-queue (/track-queue)', (dbOptions) => {
  let t: TestApp;
  let pipeline: Pipeline | null = null;
  let superAdmin: string;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    superAdmin = await signedInToken(t.db, { group: Group.superAdmin });
  });
  afterEach(async () => {
    await pipeline?.stop();
    pipeline = null;
    // Each test starts from an empty queue.
    await t.db.updateTable('shipments').set({ status: 'cancelled' }).where('status', 'in', ['waiting', 'making', 'dispatching']).execute();
  });
  afterAll(() => t.close());

  const getQueue = async (token = superAdmin, window?: string): Promise<SendingQueue> => {
    const answer = await t.app.inject({ method: 'GET', url: `/api/super-admin/get-queue${window ? `?window=${window}` : ''}`, headers: bearer(token) });
    expect(answer.statusCode).toBe(200);
    return answer.json().data as SendingQueue;
  };
  const shipmentIn = (queue: SendingQueue, shipmentId: number) => queue.lanes.flatMap((l) => l.shipments).find((s) => s.shipmentId === shipmentId);
  /** Slow enough to be watched: 20 messages a chunk, 150 ms each, two chunks at a time. */
  const slowPipeline = async () =>
    (pipeline = await startPipeline({
      db: t.db,
      provider: new SimulatorProvider({ latencyMs: 150, receiptDelayMs: 5, outcomes: { delivered: 1 }, replyShare: 0, seed: 1 }),
      chunkSize: 20,
      tickMs: 20,
      repeatsMs: 0,
      webhooksMs: 0,
    }));

  test('customers, administrators and system managers are refused; a super-administrator reads an empty queue', async () => {
    for (const group of [Group.customer, Group.administrator, Group.systemManager]) {
      const token = await signedInToken(t.db, { group });
      expect((await t.app.inject({ method: 'GET', url: '/api/super-admin/get-queue', headers: bearer(token) })).statusCode).toBe(403);
    }
    const queue = await getQueue();
    expect(queue.lanes).toEqual([]);
    expect(queue.routes.map((r) => r.route)).toEqual(['sms', 'voice']);
  });

  test('a campaign sending through the simulator is in its account lane with recipients left and a rate, then gone once sent', async () => {
    const account = await testAccount(t.db, 1_000);
    const { shipmentId, campaignId } = await insertCampaign(t.db, { accountId: account, recipients: 400 });
    const due = shipmentIn(await getQueue(), shipmentId);
    expect(due).toMatchObject({ campaignId, userId: account, state: 'due', recipients: 400, recipientsLeft: 400, route: 'sms' });

    await slowPipeline();
    let seen: SendingQueue | null = null;
    await waitUntil(
      async () => {
        const queue = await getQueue();
        const s = shipmentIn(queue, shipmentId);
        if (s?.state === 'sending' && s.recipientsLeft < 400 && (s.ratePerSecond ?? 0) > 0) seen = queue;
        return seen !== null;
      },
      15_000,
      'the shipment seen sending with a rate',
    );
    const lane = seen!.lanes.find((l) => l.accountId === account)!;
    expect(lane.ratePerSecond).toBeGreaterThan(0);
    expect(lane.recipientsLeft).toBeLessThan(400);
    expect(seen!.routes.find((r) => r.route === 'sms')!.ratePerSecond).toBeGreaterThan(0);
    expect(seen!.rateSeconds).toBeGreaterThanOrEqual(0.9);

    await waitUntil(async () => shipmentIn(await getQueue(), shipmentId) === undefined, 20_000, 'the shipment gone from the queue');
    const shipment = await t.db.selectFrom('shipments').select('status').where('id', '=', shipmentId).executeTakeFirstOrThrow();
    expect(shipment.status).toBe('done');
    // The route's last minute still shows what it sent.
    const after = await getQueue();
    expect(after.routes.find((r) => r.route === 'sms')!.history.some((p) => p.ratePerSecond > 0)).toBe(true);
  });

  test('each waiting shipment says why: its turn behind the account\'s other send, paused, approval, scheduled, sending hours', async () => {
    const account = await testAccount(t.db, 1_000);
    const first = await insertCampaign(t.db, { accountId: account, recipients: 5 });
    const second = await insertCampaign(t.db, { accountId: account, recipients: 5 });
    const later = await insertCampaign(t.db, { accountId: account, recipients: 5, runAt: Date.now() + 3_600_000 });
    const held = await insertCampaign(t.db, { accountId: account, recipients: 5 });
    await t.db.updateTable('campaigns').set({ status: 'held' }).where('id', '=', held.campaignId).execute();
    // Saved future: at the time its sender chose (the kept request says so), or moved by the sending hours.
    const chosen = await insertCampaign(t.db, { accountId: account, recipients: 5, runAt: Date.now() + 3_600_000 });
    await t.db.updateTable('campaigns').set({ status: 'future', settings: JSON.stringify({ request: { isFuture: true } }) }).where('id', '=', chosen.campaignId).execute();
    const moved = await insertCampaign(t.db, { accountId: account, recipients: 5, runAt: Date.now() + 3_600_000 });
    await t.db.updateTable('campaigns').set({ status: 'future' }).where('id', '=', moved.campaignId).execute();

    let queue = await getQueue();
    expect(shipmentIn(queue, first.shipmentId)).toMatchObject({ state: 'due' });
    expect(shipmentIn(queue, second.shipmentId)).toMatchObject({ state: 'waiting', waitingReason: 'turn', waitingFor: first.campaignId });
    expect(shipmentIn(queue, later.shipmentId)).toMatchObject({ state: 'waiting', waitingReason: 'scheduled' });
    expect(shipmentIn(queue, held.shipmentId)).toMatchObject({ state: 'waiting', waitingReason: 'approval' });
    expect(shipmentIn(queue, chosen.shipmentId)).toMatchObject({ state: 'waiting', waitingReason: 'scheduled' });
    expect(shipmentIn(queue, moved.shipmentId)).toMatchObject({ state: 'waiting', waitingReason: 'sendingHours' });

    // Paused from the page: the operation of the block-campaigns screen, for one campaign.
    const pause = await t.app.inject({ method: 'POST', url: '/api/super-admin/start-or-stop-campaign', headers: bearer(superAdmin), payload: { userId: account, action: 'stop', campaignIds: [first.campaignId] } });
    expect(pause.json().data).toEqual({ status: 1, changed: 1 });
    queue = await getQueue();
    expect(shipmentIn(queue, first.shipmentId)).toMatchObject({ state: 'waiting', waitingReason: 'paused' });
    expect(shipmentIn(queue, second.shipmentId)).toMatchObject({ state: 'due' });
    const resume = await t.app.inject({ method: 'POST', url: '/api/super-admin/start-or-stop-campaign', headers: bearer(superAdmin), payload: { userId: account, action: 'start', campaignIds: [first.campaignId] } });
    expect(resume.json().data).toEqual({ status: 2, changed: 1 });
    expect(shipmentIn(await getQueue(), first.shipmentId)).toMatchObject({ state: 'due' });
  });

  // On PostgreSQL only: a read held after it has read holds SQLite's one connection, and the
  // pause would wait for it. The rule is the watch's, the same on both.
  (dbOptions.postgres ? test : test.skip)('a fetch right after a pause shows it, even while the once-a-second look that read before the pause is still under way', async () => {
    const account = await testAccount(t.db, 1_000);
    const campaign = await insertCampaign(t.db, { accountId: account, recipients: 5 });
    // The look's reads are held once they have read, so the pause lands while it is under way.
    let read!: () => void;
    const hasRead = new Promise<void>((resolve) => (read = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const heldDb = t.db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        read();
        await released;
        return args.result;
      },
    });
    const watch = new QueueWatch(heldDb, t.app.notificationHub, Date.now);
    try {
      const underWay = watch.snapshot();
      await hasRead;
      const pause = await t.app.inject({ method: 'POST', url: '/api/super-admin/start-or-stop-campaign', headers: bearer(superAdmin), payload: { userId: account, action: 'stop', campaignIds: [campaign.campaignId] } });
      expect(pause.json().data).toEqual({ status: 1, changed: 1 });
      const afterPause = watch.snapshot();
      release();
      expect(shipmentIn(await underWay, campaign.shipmentId)).toMatchObject({ state: 'due' });
      expect(shipmentIn(await afterPause, campaign.shipmentId)).toMatchObject({ state: 'waiting', waitingReason: 'paused' });
    } finally {
      release();
      watch.stop();
    }
  });

  test('the window that opened the page hears queueChanged on its event stream while a campaign sends; other windows hear nothing', async () => {
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api`;
    const watching = await openEventStream(`${base}/sockets/${superAdmin}/queuepage`);
    const otherWindow = await openEventStream(`${base}/sockets/${superAdmin}/elsewhere`);
    const customer = await signedInToken(t.db);
    const customerStream = await openEventStream(`${base}/sockets/${customer}/main`);
    await getQueue(superAdmin, 'queuepage');
    const account = await testAccount(t.db, 1_000);
    await insertCampaign(t.db, { accountId: account, recipients: 200 });
    await slowPipeline();

    const event = await watching.next(5_000);
    expect(event.event).toBe('queueChanged');
    expect(JSON.parse(event.data)).toEqual({ at: expect.any(Number) });
    // At most one a second.
    const second = await watching.next(5_000);
    expect(Number(JSON.parse(second.data).at) - Number(JSON.parse(event.data).at)).toBeGreaterThanOrEqual(900);
    await expect(otherWindow.next(300)).rejects.toThrow('no event');
    await expect(customerStream.next(10)).rejects.toThrow('no event');
    for (const stream of [watching, otherWindow, customerStream]) stream.close();
  });

  test('a window name that is not one is refused with the field', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/super-admin/get-queue?window=../x', headers: bearer(superAdmin) });
    expect(answer.statusCode).toBe(400);
  });
});

describe('super-admin/get-queue with the pipeline in another process (SQLite file)', () => {
  test('what the child process sends shows in the lane and the route rate the server answers', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'queue-process-'));
    const file = join(dir, 'app.sqlite');
    const t = await startTestApp({ databaseUrl: `sqlite:${file}`, dataDir: dir });
    // The embedded default's child process: its own connection, its own event loop.
    const child = startPipelineProcess({
      env: { ...process.env, DATABASE_URL: `sqlite:${file}`, DATA_DIR: dir, SIMULATOR_LATENCY_MS: '150', SIMULATOR_RECEIPT_DELAY_MS: '5', SIMULATOR_REPLY_SHARE: '0', PIPELINE_CHUNK_SIZE: '20', PIPELINE_QUEUE: '' },
      restartDelayMs: 100,
    });
    try {
      const superAdmin = await signedInToken(t.db, { group: Group.superAdmin });
      const account = await testAccount(t.db, 1_000);
      const { shipmentId } = await insertCampaign(t.db, { accountId: account, recipients: 600 });
      const read = async () => (await t.app.inject({ method: 'GET', url: '/api/super-admin/get-queue', headers: bearer(superAdmin) })).json().data as SendingQueue;
      let rate = 0;
      await waitUntil(
        async () => {
          const queue = await read();
          const s = queue.lanes.flatMap((l) => l.shipments).find((x) => x.shipmentId === shipmentId);
          if (s?.state === 'sending') rate = Math.max(rate, queue.routes.find((r) => r.route === 'sms')!.ratePerSecond ?? 0);
          return rate > 0;
        },
        60_000,
        'a rate measured from what the child sent',
      );
      await waitUntil(async () => (await read()).lanes.length === 0, 60_000, 'the shipment gone once the child sent it');
    } finally {
      await child.stop();
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
