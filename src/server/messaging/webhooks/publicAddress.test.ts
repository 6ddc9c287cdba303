import type { Db } from '../../db/database';
import { onEachDatabase } from '../../test/signIn';
import { testAccount, testDatabase } from '../testCampaigns';
import { enqueueWebhookEvents } from './events';
import { isPublicAddress, pointsOutside } from './publicAddress';
import { startWebhookSender } from './sender';
import { insertPushUrl, startReceiver, type TestReceiver } from './testReceiver';

describe('which addresses push URLs may reach (SSRF)', () => {
  test.each(['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1'])('%s is not public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
  test.each(['8.8.8.8', '93.184.216.34', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('%s is public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
  test('at save, a URL naming or resolving to a non-public address is refused; a name that does not resolve yet is let through', async () => {
    for (const url of ['http://127.0.0.1/x', 'http://10.0.0.5/x', 'http://192.168.0.10:8080/x', 'http://169.254.169.254/latest/meta-data', 'http://[::1]/x', 'http://localhost:8080/x', 'http://sub.localhost/x']) {
      expect(await pointsOutside(url)).toBe(false);
    }
    expect(await pointsOutside('https://8.8.8.8/hook')).toBe(true);
    expect(await pointsOutside('https://no-such-host.invalid/hook')).toBe(true);
  });
});

onEachDatabase('the webhook sender calls public addresses only', (options) => {
  let db: Db;
  let close: () => Promise<void>;
  let receiver: TestReceiver;
  beforeEach(async () => {
    ({ db, close } = await testDatabase(options));
    receiver = await startReceiver();
  });
  afterEach(async () => {
    await receiver.close();
    await close();
  });

  const port = () => new URL(receiver.url()).port;
  const lastErrorOf = async (pushUrlId: number) =>
    (await db.selectFrom('webhook_events').select('last_error').where('push_url_id', '=', pushUrlId).executeTakeFirstOrThrow()).last_error;

  test('loopback (by address and by the name localhost), private ranges, link-local metadata and ::1 are refused at send time', async () => {
    const account = await testAccount(db, 10);
    const urls = [receiver.url('/direct'), `http://localhost:${port()}/by-name`, 'http://10.0.0.1:9/x', 'http://192.168.1.1:9/x', 'http://169.254.169.254/latest/meta-data', `http://[::1]:${port()}/v6`];
    const ids = [];
    for (const url of urls) ids.push((await insertPushUrl(db, { account, url })).id);
    await db.transaction().execute((tx) => enqueueWebhookEvents(tx, [{ accountId: account, type: 'delivery', at: Date.now(), data: {} }]));
    const sender = startWebhookSender(db, { intervalMs: 0, allowPrivateAddresses: false });
    expect(await sender.runOnce()).toBe(0);
    await sender.stop();
    expect(receiver.received).toEqual([]);
    for (const id of ids) expect(await lastErrorOf(id)).toMatch(/^NonPublicAddressError/);
  });

  test('with PUSH_ALLOW_PRIVATE the same local receiver is called (what the refusal above stops)', async () => {
    const account = await testAccount(db, 10);
    await insertPushUrl(db, { account, url: `http://localhost:${port()}/by-name` });
    await db.transaction().execute((tx) => enqueueWebhookEvents(tx, [{ accountId: account, type: 'delivery', at: Date.now(), data: {} }]));
    const sender = startWebhookSender(db, { intervalMs: 0, allowPrivateAddresses: true });
    expect(await sender.runOnce()).toBe(1);
    await sender.stop();
    expect(receiver.received.map((r) => r.path)).toEqual(['/by-name']);
  });
});
