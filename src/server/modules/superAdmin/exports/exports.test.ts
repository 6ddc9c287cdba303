import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { Group } from '../../../../domain/access';
import { waitUntil } from '../../../messaging/testCampaigns';
import { bearer, onEachDatabase } from '../../../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../../../test/testApp';
import { caller, insertListWith } from '../../contacts/testLists';
import { signedIn, superAdminCall } from '../supportLists/supportTesting';

type Table = { status: number; total: number; page: number; headers: { key: string }[]; rows: Record<string, unknown>[] };

onEachDatabase('management exports', (dbOptions) => {
  let t: TestApp;
  let superAdmin: { userId: number; token: string };
  beforeAll(async () => {
    t = await startTestApp({ dataDir: mkdtempSync(join(tmpdir(), 'exports-')) }, dbOptions);
    superAdmin = await signedIn(t.db, Group.superAdmin);
    await t.db.updateTable('users').set({ email: 'boss@example.com' }).where('id', '=', superAdmin.userId).execute();
  });
  afterAll(() => t.close());
  const api = (op: string, payload: object, token = superAdmin.token) => superAdminCall(t)(token, op, payload);
  const table = async (op: string, payload: object) => (await api(op, payload)).json().data as Table;

  test('export-users: one account (its primary user and sub-users) with balances, a page at a time with the total', async () => {
    const primary = await insertUser(t.db, { username: 'exp-primary' });
    const subs = [await insertUser(t.db, { adminId: primary, group: Group.subUser }), await insertUser(t.db, { adminId: primary, group: Group.subUser })];
    await t.db.insertInto('balances').values({ user_id: primary, service: 'sms', amount: 250 }).execute();
    const first = await table('export-users', { userId: primary, pageSize: 2 });
    expect(first).toMatchObject({ status: 1, total: 3, page: 1, fileName: 'users' });
    expect(first.headers.map((h) => h.key)).toEqual(expect.arrayContaining(['userId', 'username', 'sms', 'whatsapp']));
    expect(first.rows.map((r) => r.userId)).toEqual([primary, subs[0]]);
    expect(first.rows[0]).toMatchObject({ username: 'exp-primary', accountId: primary, sms: 250, voice: 0, active: true, blocked: false });
    const second = await table('export-users', { userId: primary, pageSize: 2, page: 2 });
    expect(second.rows.map((r) => r.userId)).toEqual([subs[1]]);
    expect((await table('export-users', { userId: primary, group: Group.subUser })).total).toBe(2);
  });

  test('only a super-administrator exports (an administrator and a customer: 403); an unknown user is 404; a date not read is -5', async () => {
    const admin = await signedIn(t.db, Group.administrator);
    const customer = await caller(t.db);
    for (const op of ['export-users', 'export-report-billing', 'export-relo-report']) {
      const body = { fromDate: '01/01/2026', toDate: '31/01/2026' };
      expect([op, (await api(op, body, admin.token)).statusCode, (await t.app.inject({ method: 'POST', url: `/api/super-admin/${op}`, headers: customer.headers, payload: body })).statusCode]).toEqual([op, 403, 403]);
    }
    expect((await api('export-users', { userId: 99_999_999 })).statusCode).toBe(404);
    expect((await table('export-report-billing', { fromDate: '31/02/2026', toDate: '01/03/2026' })).status).toBe(-5);
    expect((await table('export-relo-report', { fromDate: '01/01/2024', toDate: '01/03/2026' })).status).toBe(-5);
  });

  test("export-report-billing sums each account's campaigns of the period per product; export-relo-report lists the reloads, not refunds nor moved credits", async () => {
    const account = await insertUser(t.db, { username: 'exp-billed' });
    const at = Date.UTC(2026, 4, 10, 9);
    const usage = (campaign: number, kind: string, messages: number, firstAt = at) =>
      ({ campaign_id: campaign, account_id: account, user_id: account, kind, first_at: firstAt, messages, parts: messages * 2, overseas: 0, overseas_parts: 0, credits: messages * 2 });
    await t.db.insertInto('campaign_usage').values([usage(900001, 'sms', 10), usage(900002, 'sms', 5), usage(900003, 'voice', 3), usage(900004, 'sms', 99, Date.UTC(2026, 3, 10))]).execute();
    const billing = await table('export-report-billing', { fromDate: '01/05/2026', toDate: '31/05/2026', userId: account });
    expect(billing.rows).toEqual([
      expect.objectContaining({ accountId: account, username: 'exp-billed', service: 'sms', campaigns: 2, messages: 15, parts: 30, credits: 30 }),
      expect.objectContaining({ accountId: account, service: 'voice', campaigns: 1, messages: 3 }),
    ]);
    const entry = (delta: number, reason: string) => ({ user_id: account, service: 'sms', delta, balance_after: 1000, reason, reference: null, created_by: null, created_at: at });
    await t.db.insertInto('balance_entries').values([entry(500, 'purchase'), entry(40, 'campaign.refund'), entry(70, 'credits.transfer'), entry(-10, 'campaign.reserve')]).execute();
    const reloads = await table('export-relo-report', { fromDate: '01/05/2026', toDate: '31/05/2026', userId: account });
    expect(reloads.rows.map((r) => [r.credits, r.reason])).toEqual([[500, 'purchase']]);
  });

  test("export-cl: a customer's chosen list with its sub-lists' contacts; another account's list is 404", async () => {
    const owner = await caller(t.db);
    const parent = await insertListWith(t.db, owner, 'Parent', ['521000001']);
    const sub = await insertListWith(t.db, owner, 'Sub', ['521000002', '521000003']);
    await t.db.updateTable('contact_lists').set({ is_parent: 1 }).where('id', '=', parent).execute();
    await t.db.insertInto('contact_list_subs').values({ parent_id: parent, sub_id: sub }).execute();
    const all = await table('export-cl', { userId: owner.userId, contactListIds: [parent] });
    expect(all.total).toBe(3);
    expect(all.rows.map((r) => [r.listName, r.phone])).toEqual([
      ['Parent', '0521000001'],
      ['Sub', '0521000002'],
      ['Sub', '0521000003'],
    ]);
    expect((await table('export-cl', { userId: owner.userId, contactListIds: [parent], includeSubs: false })).total).toBe(1);
    const other = await caller(t.db);
    const theirs = await insertListWith(t.db, other, 'Theirs', ['521000009']);
    expect((await api('export-cl', { userId: owner.userId, contactListIds: [parent, theirs] })).statusCode).toBe(404);
  });

  test('past 100,000 rows an export is refused to the page (-2) and e-mailed on request: a CSV with a byte-order mark, downloaded by its link', async () => {
    const owner = await caller(t.db);
    const list = await insertListWith(t.db, owner, 'Huge');
    const rows = 100_001;
    // One statement writes them all (numbers 0521000000 + n).
    await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${rows})
      insert into contacts (list_id, phone, created_at) select ${list}, cast(521000000 + i as text), 0 from n`.execute(t.db);
    const refused = await table('export-cl', { userId: owner.userId, contactListIds: [list] });
    expect(refused).toMatchObject({ status: -2, total: rows, rows: [] });
    expect((await table('export-cl', { userId: owner.userId, contactListIds: [list], byEmail: true })).status).toBe(2);
    // The same export again while it is being produced: -3.
    const again = (await table('export-cl', { userId: owner.userId, contactListIds: [list], byEmail: true })).status;
    expect([2, -3]).toContain(again);
    const mail = async () => (await t.db.selectFrom('outbox').select('body').where('recipient', '=', 'boss@example.com').orderBy('id', 'desc').executeTakeFirst())?.body ?? '';
    await waitUntil(async () => (await mail()).includes('/api/download/export-cl?file='), 60_000, 'the e-mail');
    const file = /\/api\/download\/export-cl\?(file=[0-9a-f]{32})/.exec(await mail())![1];
    const res = await t.app.inject({ method: 'GET', url: `/api/download/export-cl?${file}`, headers: bearer(superAdmin.token) });
    expect(res.statusCode).toBe(200);
    const text = res.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFFList id,List,Phone,')).toBe(true);
    expect(text.trimEnd().split('\r\n')).toHaveLength(rows + 1);
    // The file is the super-administrator's: the customer cannot fetch it.
    expect((await t.app.inject({ method: 'GET', url: `/api/download/export-cl?${file}`, headers: owner.headers })).statusCode).toBe(404);
  }, 120_000);
});
