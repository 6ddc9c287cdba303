/**
 * Two server processes started at once on one PostgreSQL, as two connection pools: the start's
 * one-time work under withStartupLock is done once (main.ts). Without the lock both seeded (one
 * failed on the brand's unique host) and both listed every pool number.
 */
import { createCloudApiClient } from '../messaging/whatsapp/cloudApi/client';
import { startWhatsAppSimulator, type WhatsAppSimulator } from '../messaging/whatsapp/simulator';
import { seedDemo } from '../seed';
import { provisionPoolNumbers, simulatorPoolNumbers } from '../seedWhatsApp';
import { migratedPostgres } from '../test/migratedDatabase';
import { describePostgres } from '../test/postgres';
import { openDatabase, type Db } from './database';
import { withStartupLock } from './startupLock';

describePostgres('withStartupLock: two processes starting together on one PostgreSQL', () => {
  let first: Awaited<ReturnType<typeof migratedPostgres>>;
  let second: Db;
  let simulator: WhatsAppSimulator | null = null;
  beforeEach(async () => {
    first = await migratedPostgres();
    second = openDatabase(first.url);
  });
  afterEach(async () => {
    await simulator?.stop();
    simulator = null;
    await second.destroy();
    await first.drop();
  });

  test('the demo is seeded once: both start, one brand, no user twice', async () => {
    const starts = await Promise.all([first.db, second].map((db) => withStartupLock(db, () => seedDemo(db, Date.now()))));
    const seeded = starts.filter((logins) => logins.length);
    expect(seeded).toHaveLength(1);
    expect(starts.filter((logins) => !logins.length)).toHaveLength(1);
    expect(await first.db.selectFrom('brands').select('host').execute()).toEqual([{ host: '*' }]);
    const users = await first.db.selectFrom('users').select('username').execute();
    const usernames = users.map((u) => u.username);
    expect(new Set(usernames).size).toBe(usernames.length);
    expect(usernames).toEqual(expect.arrayContaining(seeded[0].map((login) => login.username)));
  });

  test('the pool numbers are listed once, with the ids Meta gave them', async () => {
    simulator = await startWhatsAppSimulator({ webhookUrl: 'http://127.0.0.1:9/whatsapp/webhook', appSecret: 'secret', token: 'token' });
    const control = simulator.control;
    const api = createCloudApiClient({ baseUrl: simulator.url, version: 'v23.0', token: 'token' });
    const added = await Promise.all([first.db, second].map((db) => withStartupLock(db, () => provisionPoolNumbers(db, api, control, 1000))));
    expect(added.sort()).toEqual([0, simulatorPoolNumbers.length]);
    const rows = await first.db.selectFrom('wa_numbers').select(['phone', 'phone_number_id']).orderBy('id').execute();
    expect(rows.map((r) => [r.phone, r.phone_number_id])).toEqual(control.phoneNumbers().map((p) => [p.phone, p.id]));
  });
});
