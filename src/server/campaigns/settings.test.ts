import { Migrator } from 'kysely';
import { defaultBillingFigures } from '../../domain/messageParts';
import { openDatabase } from '../db/database';
import { migrateToLatest, migrations } from '../db/migrate';
import { onEachDatabase } from '../test/signIn';
import { pipelineSuite, sendCampaignCall, sendingAccount } from '../modules/campaigns/sendTesting';
import { parseCampaignSettings } from './settings';

describe("a campaign's settings", () => {
  it('migration 0023 renames a stored retryIntervalMinutes to retryInterval, the one name the pipeline reads', async () => {
    const db = openDatabase('sqlite::memory:');
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      await migrator.migrateTo('0022_rate_limits');
      const now = Date.now();
      const user = await db.insertInto('users').values({ admin_id: 0, group_id: 1, username: 'old', password_hash: '!', customer_number: '1', password_changed_at: now, created_at: now }).returning('id').executeTakeFirstOrThrow();
      const old = { account_id: user.id, user_id: user.id, name: 'old', content: 'hi', sender: 'Shop', status: 'sent' as const, schedule: '{}', content_key: '', created_at: now, updated_at: now };
      await db.insertInto('campaigns').values([{ ...old, settings: JSON.stringify({ retryCount: 2, retryIntervalMinutes: 15, request: { retryInterval: 15 } }) }, { ...old, settings: '{"retryCount":0}' }]).execute();

      await migrateToLatest(db);
      const rows = await db.selectFrom('campaigns').select('settings').orderBy('id').execute();
      expect(rows.map((r) => parseCampaignSettings(r.settings))).toEqual([{ retryCount: 2, retryInterval: 15, request: { retryInterval: 15 } }, { retryCount: 0 }]);
    } finally {
      await db.destroy();
    }
  });
});

onEachDatabase('settings an accepted campaign keeps', (dbOptions) => {
  const suite = pipelineSuite(dbOptions);

  test('the billing figures the reservation was measured with, and the retry interval under its one name', async () => {
    const a = await sendingAccount(suite.t, 10, ['525000001']);
    const sent = (await sendCampaignCall(suite.t, a.token, { smsContent: 'hello', destinations: [{ type: 'cl', id: a.listId }], retryCount: 2, retryInterval: 20, validation: false })).json().data;
    expect(sent).toMatchObject({ status: 1 });
    const row = await suite.t.db.selectFrom('campaigns').select('settings').where('id', '=', sent.campaignId).executeTakeFirstOrThrow();
    const settings = parseCampaignSettings(row.settings);
    expect(settings).toMatchObject({ billingFigures: defaultBillingFigures, retryCount: 2, retryInterval: 20 });
    expect(settings).not.toHaveProperty('retryIntervalMinutes');
  });
});
