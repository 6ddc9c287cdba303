import { listNameKey } from '../../../domain/contactFields';
import type { Db } from '../../db/database';
import { onEachDatabase } from '../../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../../test/testApp';
import { resolveRecipients, type RecipientChoice } from './recipients';

async function list(db: Db, account: number, name: string, phones: Array<string | [string, string]>): Promise<number> {
  const { id } = await db
    .insertInto('contact_lists')
    .values({ account_id: account, created_by: account, name, name_key: listNameKey(name), created_at: Date.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (phones.length) {
    await db
      .insertInto('contacts')
      .values(phones.map((p) => (typeof p === 'string' ? { list_id: id, phone: p, created_at: Date.now(), source: 'test' } : { list_id: id, phone: p[0], field1: p[1], created_at: Date.now(), source: 'test' })))
      .execute();
  }
  return id;
}

async function campaign(db: Db, account: number): Promise<number> {
  const now = Date.now();
  const row = await db
    .insertInto('campaigns')
    .values({ account_id: account, user_id: account, name: 'c', content: 'hi', sender: 'Shop', status: 'waiting', schedule: '{}', settings: '{}', content_key: 'k', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

onEachDatabase('campaign recipients', (dbOptions) => {
  let t: TestApp;
  let account: number;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
    account = await insertUser(t.db);
  });
  afterAll(() => t.close());

  const resolve = async (choice: RecipientChoice, who = account) => {
    const id = await campaign(t.db, who);
    const counts = await t.db.transaction().execute((trx) => resolveRecipients(trx, who, id, choice, Date.now()));
    const rows = await t.db.selectFrom('campaign_recipients').select(['seq', 'phone', 'field1']).where('campaign_id', '=', id).orderBy('seq').execute();
    return { id, counts, rows };
  };

  test('a parent list brings its sub-lists; repeats are sent once with the fields of their first appearance; the blacklists take theirs out', async () => {
    const sub = await list(t.db, account, 'sub', [['501000001', 'Dana'], '501000002', '501000003']);
    const parent = await list(t.db, account, 'parent', [['501000001', 'Later Dana'], '501000004']);
    await t.db.insertInto('contact_list_subs').values({ parent_id: parent, sub_id: sub }).execute();
    await t.db.insertInto('blacklist').values({ account_id: account, phone: '501000003', source: 'user', created_at: Date.now() }).execute();
    await t.db.insertInto('platform_blacklist').values({ phone: '501000004', source: 'remove page', created_at: Date.now() }).execute();

    const { counts, rows } = await resolve({ destinations: [{ type: 'cl', id: parent }], phones: ['050-100-0005', 'not a phone'] });
    expect(counts).toEqual({ gathered: 6, blocked: 2, filtered: 0, duplicates: 1, recipients: 3 });
    expect(rows.map((r) => [r.seq, r.phone])).toEqual([
      [1, '501000001'],
      [2, '501000002'],
      [3, '501000005'],
    ]);
    // The parent's own rows come after its sub-list's (lists in id order), so Dana's first appearance is in the sub-list.
    expect(rows[0].field1).toBe('Dana');
  });

  test('filters: numbers in a chosen list, recipients of a chosen campaign, numbers abroad, and the temporary block', async () => {
    const mine = await list(t.db, account, 'mine', ['502000001', '502000002', '502000003', '502000004', '14155550123']);
    const skip = await list(t.db, account, 'skip', ['502000001']);
    const earlier = await resolve({ destinations: [{ type: 'new_phone', phone: '0502000002' }] });
    // A message to 502000003 two days ago falls inside a 3-day block.
    const shipment = await t.db.insertInto('shipments').values({ campaign_id: earlier.id, account_id: account, seq_from: 1, seq_to: 1, run_at: 0, status: 'done', created_at: 0 }).returning('id').executeTakeFirstOrThrow();
    await t.db
      .insertInto('messages')
      .values({ shipment_id: shipment.id, campaign_id: earlier.id, account_id: account, seq: 1, phone: '972502000003', text: 'x', parts: 1, credits: 1, status: 'delivered', created_at: Date.now() - 2 * 24 * 3_600_000 })
      .execute();
    const { counts, rows } = await resolve({
      destinations: [{ type: 'cl', id: mine }],
      contactListsFiltering: [skip],
      campaignsFiltering: [earlier.id],
      overseasFiltering: true,
      temporaryBlacklistDays: 3,
    });
    expect(counts).toEqual({ gathered: 5, blocked: 0, filtered: 4, duplicates: 0, recipients: 1 });
    expect(rows.map((r) => r.phone)).toEqual(['502000004']);
  });

  test("uploaded destinations are read from the account's own files; another account's list, file or contact is 404 and writes nothing", async () => {
    const now = Date.now();
    const file = await t.db
      .insertInto('destination_files')
      .values({ account_id: account, user_id: account, hash: `h${now}`, name: 'f.csv', kind: 'file', status: 'checked', headers: '[]', total_rows: 2, saved: 2, duplicates: 0, failed: 0, size: 10, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('destination_file_rows').values([{ file_id: file.id, phone: '503000001' }, { file_id: file.id, phone: '503000002' }]).execute();
    expect((await resolve({ destinations: [{ type: 'upl_contact_big_file', upload_id: file.id }] })).counts.recipients).toBe(2);

    const other = await insertUser(t.db);
    const theirs = await list(t.db, other, 'theirs', ['504000001']);
    await expect(resolve({ destinations: [{ type: 'cl', id: theirs }] })).rejects.toMatchObject({ statusCode: 404 });
    await expect(resolve({ destinations: [{ type: 'upl_contacts', upload_id: file.id }] }, other)).rejects.toMatchObject({ statusCode: 404 });
    expect(await t.db.selectFrom('recipient_candidates').selectAll().execute()).toEqual([]);
  });
});
