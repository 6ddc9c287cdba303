/**
 * The live event stream across real processes (issue 17, README "Growing past one machine"): two
 * API server processes (`npm run server`, PIPELINE_IN_PROCESS=0) and one `npm run worker`
 * sharing one PostgreSQL database, the worker bound to the test SMSC. A user signs in through
 * API process 1, streams from API process 2, sends a campaign from its attached number through
 * process 1; the SMSC delivers a reply (deliver_sm) to the worker, whose notification reaches
 * the window on process 2 through LISTEN/NOTIFY; acknowledged there, a reconnect does not bring
 * it again; signed out through process 1, the window on process 2 is closed at once.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '../../../../scripts/lib/localServer';
import { listNameKey } from '../../../domain/contactFields';
import { Permission } from '../../../domain/permissions';
import { openEventStream, type StreamEvent, type TestEventStream } from '../../events/testEventStream';
import { refundCredits } from '../../messaging/credits';
import { startSmsc, type Smsc } from '../../messaging/providers/smsc';
import { killWorker, startWorker, workerEnv } from '../../messaging/testDelivery';
import { simulatorWabaId, whatsappPeerEnv } from '../../messaging/whatsapp/settings';
import { startWhatsAppSimulator, type WhatsAppSimulator } from '../../messaging/whatsapp/simulator';
import { migratedPostgres } from '../../test/migratedDatabase';
import { describePostgres } from '../../test/postgres';
import { insertUserWithPassword } from '../../test/testApp';
import { ownSender } from '../campaigns/sendTesting';

/**
 * `npm run server` itself (node, not npm, so the kill reaches it), an API process without a
 * pipeline; its stdout (the demo logins, pino) is not read.
 */
async function startApiProcess(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; base: string }> {
  const { child, url } = await startServerProcess({ ...env, APP_DIR: '', LOG_LEVEL: 'warn', PIPELINE_IN_PROCESS: '0' }, { timeoutMs: 90_000 });
  return { child, base: url };
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await exited;
}

/** Reads the stream until an event satisfies `wanted`, handing every event read to `seen`. */
async function nextWhere(stream: TestEventStream, wanted: (e: StreamEvent) => boolean, seen: (e: StreamEvent) => void, timeoutMs: number): Promise<StreamEvent> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const event = await stream.next(Math.max(1, until - Date.now()));
    seen(event);
    if (wanted(event)) return event;
  }
}

const messageOf = (event: StreamEvent): { message: string; dynamicString?: string; link?: string } => (JSON.parse(event.data) as { notification: { message: string } }).notification;

describePostgres('the event stream across processes: two API processes and a worker on one PostgreSQL', () => {
  const processes: ChildProcess[] = [];
  const streams: TestEventStream[] = [];
  let smsc: Smsc | null = null;
  let whatsapp: WhatsAppSimulator | null = null;
  let dir = '';
  let drop: () => Promise<void> = async () => undefined;

  afterEach(async () => {
    for (const s of streams.splice(0)) s.close();
    await Promise.all(processes.splice(0).map((p) => (p.spawnargs.includes('worker') ? killWorker(p) : stopProcess(p))));
    await smsc?.stop();
    smsc = null;
    await whatsapp?.stop();
    whatsapp = null;
    await drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('a reply the worker receives reaches a window streaming from the other API process within seconds; acknowledged there, a reconnect does not bring it again', async () => {
    const started = Date.now();
    const pg = await migratedPostgres();
    drop = pg.drop;
    dir = mkdtempSync(join(tmpdir(), 'event-processes-'));

    // The account before any process starts (so none seeds the demo): a password to sign in
    // with, credits, a list of one recipient and an attached number that receives replies.
    const account = await insertUserWithPassword(pg.db, { permissions: [Permission.createCampaigns] });
    await refundCredits(pg.db, { account: account.id, service: 'sms', amount: 100, reason: 'test.grant', now: Date.now() });
    const list = await pg.db
      .insertInto('contact_lists')
      .values({ account_id: account.id, created_by: account.id, name: 'answerers', name_key: listNameKey('answerers'), headers: JSON.stringify(['שם']), created_at: Date.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await pg.db.insertInto('contacts').values({ list_id: list.id, phone: '520900001', field1: 'Dana', created_at: Date.now(), source: 'test' }).execute();
    await ownSender(pg.db, account.id, 'attached', '531230000', true);

    smsc = await startSmsc({ receiptDelayMs: 10 });
    // One WhatsApp peer for every process, as `npm run cluster` has: without WHATSAPP_API_URL
    // each API process would start an embedded simulator of its own on one state file. Its
    // callback URL is set once process 1 listens (nothing is delivered before).
    const secrets = { token: 'shared-token', appSecret: 'shared-app-secret', verifyToken: 'shared-verify-token', wabaId: simulatorWabaId };
    whatsapp = await startWhatsAppSimulator({ webhookUrl: 'http://127.0.0.1:9/whatsapp/webhook', ...secrets });
    const env = workerEnv(smsc, pg.url, { DATA_DIR: dir, UNSUBSCRIBE_SECRET: 'shared-by-every-process', PIPELINE_QUEUE: 'pg-boss', ...whatsappPeerEnv({ url: whatsapp.url, ...secrets }) });
    const worker = startWorker(env);
    processes.push(worker);
    const apis = await Promise.allSettled([startApiProcess(env), startApiProcess(env)]);
    for (const a of apis) if (a.status === 'fulfilled') processes.push(a.value.child);
    const [api1, api2] = apis.map((a) => {
      if (a.status === 'rejected') throw a.reason;
      return a.value;
    });
    // Meta's callback URL is the load balancer's; here process 1's.
    whatsapp.control.setWebhookUrl(`${api1.base}/whatsapp/webhook`);
    await smsc.waitFor(() => smsc!.stats.binds > 0, 60_000);
    const ready = Date.now();

    // Signed in through process 1, streaming from process 2.
    const login = await fetch(`${api1.base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ username: account.username, password: account.password }) });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    expect(token).toEqual(expect.any(String));
    const streamUrl = `${api2.base}/api/sockets/${token}/main`;
    const stream = await openEventStream(streamUrl);
    streams.push(stream);
    expect(stream.status).toBe(200);
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const acknowledge = (event: StreamEvent) =>
      fetch(`${api2.base}/api/sockets/${token}/ack`, { method: 'POST', headers: auth, body: JSON.stringify({ notificationId: event.id }) }).then((r) => r.status);

    // Sent through process 1 from the attached number; the worker submits it to the SMSC.
    const send = await fetch(`${api1.base}/api/campaigns/send-campaign`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ campaign_name: 'answer me', smsContent: 'Will you come?', destinations: [{ type: 'cl', id: list.id }], sourceType: 4, sourceNumber: '0531230000', allow_response: true, validation: false }),
    });
    expect(((await send.json()) as { data: { status: number } }).data.status).toBe(1);
    await smsc.waitFor(() => smsc!.received.length === 1, 15_000);
    const sent = smsc.received[0];
    expect(sent.from).toBe('972531230000');

    // The worker finished the campaign: its notification, too, reaches process 2's window.
    const seen: StreamEvent[] = [];
    const isNotification = (message: string) => (e: StreamEvent) => e.event === 'newNotification' && messageOf(e).message === message;
    expect(messageOf(await nextWhere(stream, isNotification('shell.notifications.campaignSent'), (e) => seen.push(e), 10_000)).dynamicString).toBe('answer me');

    // The recipient answers: the SMSC hands the reply to the worker, the worker's notification
    // reaches process 2's window.
    const replied = Date.now();
    await smsc.sendIncoming({ from: sent.to, to: sent.from, text: 'Yes, I will' });
    const reply = await nextWhere(stream, isNotification('shell.notifications.newReply'), (e) => seen.push(e), 5_000);
    const replyToScreenMs = Date.now() - replied;
    expect(messageOf(reply).dynamicString).toBe(sent.to);

    // Everything the window got is acknowledged through process 2; a new connection of the
    // window (no Last-Event-ID, as after a reload) gets none of it again.
    for (const event of seen) expect(await acknowledge(event)).toBe(200);
    stream.close();
    const again = await openEventStream(streamUrl);
    streams.push(again);
    expect(again.status).toBe(200);
    await expect(again.next(1_500)).rejects.toThrow('no event');

    // Signed out through process 1: the window on process 2 stops streaming at once (a NOTIFY
    // it hears, events/sessionsEnded.ts), not at its keep-alive round 25 s later.
    const logout = await fetch(`${api1.base}/api/auth/logout`, { method: 'POST', headers: auth, body: '{}' });
    expect(logout.status).toBe(200);
    const stillOpen = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000).unref());
    expect(await Promise.race([again.ended(), stillOpen])).toBe(true);

    // The figures this test lives by, for the report (not asserted: a timed test is flaky).
    console.log(`event processes: ready in ${ready - started} ms, reply to stream ${replyToScreenMs} ms, whole test ${Date.now() - started} ms`);
  }, 180_000); // three Node processes compile the server at start: on a loaded CI machine, a minute or more
});
