import { sql } from 'kysely';
import { Group, managesUser } from '../../../../domain/access';
import { dialectOf, type Db } from '../../../db/database';
import { createSession } from '../../../http/session';
import { bearer, onEachDatabase } from '../../../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../../../test/testApp';
import { customerSearchQuery } from './getMainAutocomplete';
import { searchFields, searchPlan, type SearchField } from './searchTerms';
import { seedDemo } from '../../../seed';

interface Customer {
  username: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  customerNumber?: string;
  nationalId?: string;
  companyName?: string;
  phone?: string;
  adminId?: number;
  administratorId?: number | null;
  group?: number;
  blocked?: boolean;
}

async function addCustomer(db: Db, c: Customer): Promise<number> {
  const now = Date.now();
  const row = await db
    .insertInto('users')
    .values({
      admin_id: c.adminId ?? 0,
      group_id: c.group ?? Group.customer,
      username: c.username,
      password_hash: '!',
      first_name: c.firstName ?? '',
      last_name: c.lastName ?? '',
      email: c.email ?? `${c.username}@example.com`,
      customer_number: c.customerNumber ?? `c-${c.username}`,
      national_id: c.nationalId ?? null,
      company_name: c.companyName ?? '',
      phones: JSON.stringify(c.phone ? [c.phone] : []),
      administrator_id: c.administratorId ?? null,
      blocked: c.blocked ? 1 : 0,
      password_changed_at: now,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function tokenOf(db: Db, userId: number): Promise<string> {
  return (await createSession(db, { userId, lifetimeMs: 3_600_000, keepLoggedIn: false, now: Date.now() })).token;
}

onEachDatabase('super-admin/search/main-autocomplete', (dbOptions) => {
  let t: TestApp;
  let superAdmin: string;
  let ids: Record<string, number>;
  let administrator: number;
  let otherAdministrator: number;

  beforeAll(async () => {
    t = await startTestApp({ managementDenyUserIds: [] }, dbOptions);
    superAdmin = await tokenOf(t.db, await insertUser(t.db, { group: Group.superAdmin, username: 'zz-root' }));
    administrator = await insertUser(t.db, { group: Group.administrator, username: 'zz-support-one' });
    otherAdministrator = await insertUser(t.db, { group: Group.administrator, username: 'zz-support-two' });
    ids = {};
    ids.dana = await addCustomer(t.db, { username: 'dana.cohen', firstName: 'Dana', lastName: 'Cohen', email: 'Dana@Shop.co.il', customerNumber: '70001', nationalId: '012345678', companyName: 'Blue Shop Ltd', phone: '0501234567', administratorId: administrator });
    ids.danaSub = await addCustomer(t.db, { username: 'dana-sub', firstName: 'Dan', lastName: 'Levi', adminId: ids.dana, group: Group.subUser, administratorId: administrator });
    ids.dan = await addCustomer(t.db, { username: 'dan', firstName: 'Zeev', lastName: 'Dan', customerNumber: '70002', phone: '031234567', administratorId: otherAdministrator, blocked: true });
    ids.danny = await addCustomer(t.db, { username: 'danny', firstName: 'Avi', lastName: 'Mor', customerNumber: '80001', nationalId: '987654321' });
    ids.ivan = await addCustomer(t.db, { username: 'ivan', firstName: 'Иван', lastName: 'Петров', companyName: 'Ромашка' });
    ids.hebrew = await addCustomer(t.db, { username: 'moshe', firstName: 'משה', lastName: 'כהן' });
    ids.percent = await addCustomer(t.db, { username: '50%_off', firstName: 'Sale', lastName: 'Shop' });
    ids.fifty = await addCustomer(t.db, { username: '50xoff', firstName: 'Other', lastName: 'Shop' });
    ids.deleted = await addCustomer(t.db, { username: 'dana-gone', firstName: 'Dana', lastName: 'Gone' });
    await t.db.updateTable('users').set({ deleted_at: Date.now() }).where('id', '=', ids.deleted).execute();
  });
  afterAll(() => t.close());

  const search = (token: string, query: string, extra: Record<string, string | number> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/super-admin/search/main-autocomplete', query: { query, ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, String(v)])) }, headers: bearer(token) });
  const usernames = async (token: string, query: string, extra: Record<string, string | number> = {}) => {
    const res = await search(token, query, extra);
    expect(res.statusCode).toBe(200);
    return (res.json().data as { username: string }[]).map((u) => u.username);
  };

  test('each field is searched by prefix, whatever the case', async () => {
    expect(await usernames(superAdmin, 'DANA.', { search_by: 'username' })).toEqual(['dana.cohen']);
    expect(await usernames(superAdmin, 'dana co', { search_by: 'name' })).toEqual(['dana.cohen']);
    expect(await usernames(superAdmin, 'levi', { search_by: 'name' })).toEqual(['dana-sub']);
    expect(await usernames(superAdmin, 'dana@s', { search_by: 'email' })).toEqual(['dana.cohen']);
    expect(await usernames(superAdmin, '7000', { search_by: 'customerNumber' })).toEqual(['dana.cohen', 'dan']);
    expect(await usernames(superAdmin, '0123', { search_by: 'nationalId' })).toEqual(['dana.cohen']);
    expect(await usernames(superAdmin, 'blue s', { search_by: 'companyName' })).toEqual(['dana.cohen']);
    expect(await usernames(superAdmin, 'רומ', { search_by: 'companyName' })).toEqual([]);
    expect(await usernames(superAdmin, 'рома', { search_by: 'companyName' })).toEqual(['ivan']);
    expect(await usernames(superAdmin, 'иван', { search_by: 'name' })).toEqual(['ivan']);
    expect(await usernames(superAdmin, 'מש', { search_by: 'name' })).toEqual(['moshe']);
    // A field searched alone finds nothing through another one.
    expect(await usernames(superAdmin, 'blue', { search_by: 'username' })).toEqual([]);
  });

  test('a user id is found exactly, never by prefix', async () => {
    expect(await usernames(superAdmin, String(ids.danny), { search_by: 'userId' })).toEqual(['danny']);
    expect(await usernames(superAdmin, String(ids.danny).slice(0, -1) + '9999', { search_by: 'userId' })).toEqual([]);
    expect(await usernames(superAdmin, 'danny', { search_by: 'userId' })).toEqual([]);
  });

  test('a phone is found in every form a person types it', async () => {
    for (const typed of ['0501234567', '501234567', '972501234567', '+972-50-123-4567', '050-123', '0501']) {
      expect([typed, await usernames(superAdmin, typed, { search_by: 'phone' })]).toEqual([typed, ['dana.cohen']]);
    }
    expect(await usernames(superAdmin, '03-123', { search_by: 'phone' })).toEqual(['dan']);
    expect(await usernames(superAdmin, '052', { search_by: 'phone' })).toEqual([]);
    expect(await usernames(superAdmin, 'dana', { search_by: 'phone' })).toEqual([]);
  });

  test('everything at once: exact matches first, then by name; deleted users never', async () => {
    // "dan" is dan's username exactly; the others start with it (by name: Avi Mor, Dan Levi, Dana Cohen).
    expect(await usernames(superAdmin, 'dan')).toEqual(['dan', 'danny', 'dana-sub', 'dana.cohen']);
    expect(await usernames(superAdmin, 'DAN')).toEqual(['dan', 'danny', 'dana-sub', 'dana.cohen']);
    // Digits reach the id, customer numbers, national ids and phones together.
    expect(await usernames(superAdmin, '0501234567')).toEqual(['dana.cohen']);
    expect(await usernames(superAdmin, '98765')).toEqual(['danny']);
  });

  test('max_rows caps the answer; the summary says what the list shows', async () => {
    expect(await usernames(superAdmin, 'dan', { max_rows: 2 })).toEqual(['dan', 'danny']);
    const [dan] = (await search(superAdmin, 'dan', { max_rows: 1 })).json().data;
    expect(dan).toMatchObject({ userId: ids.dan, username: 'dan', firstName: 'Zeev', lastName: 'Dan', customerNumber: '70002', phone: '031234567', blocked: true, group: Group.customer, adminId: 0 });
    expect((await search(superAdmin, 'dan', { max_rows: 51 })).statusCode).toBe(400);
  });

  test('% and _ are letters, not patterns', async () => {
    expect(await usernames(superAdmin, '50%', { search_by: 'username' })).toEqual(['50%_off']);
    expect(await usernames(superAdmin, '50%_', { search_by: 'username' })).toEqual(['50%_off']);
    expect(await usernames(superAdmin, '50_', { search_by: 'username' })).toEqual([]);
    expect(await usernames(superAdmin, '%', { search_by: 'username' })).toEqual([]);
    expect(await usernames(superAdmin, '_', {})).toEqual([]);
  });

  test('an administrator finds only the accounts assigned to it and their families, never another administrator\'s', async () => {
    const token = await tokenOf(t.db, administrator);
    expect(await usernames(token, 'dan')).toEqual(['dana-sub', 'dana.cohen']);
    expect(await usernames(token, '70002')).toEqual([]);
    expect(await usernames(token, String(ids.dan), { search_by: 'userId' })).toEqual([]);
    expect(await usernames(token, 'zz-support')).toEqual([]);
    // What it finds is exactly whom the one access rule says it manages.
    const caller = { userId: administrator, adminId: 0, group: Group.administrator, permissions: [] };
    const everyone = await t.db.selectFrom('users').select(['id', 'admin_id', 'family_path', 'administrator_id', 'username']).where('deleted_at', 'is', null).execute();
    const managed = everyone.filter((u) => managesUser(caller, { userId: u.id, adminId: u.admin_id, familyPath: u.family_path, administratorId: u.administrator_id }));
    const found = (await search(token, 'd', { search_by: 'username', max_rows: 50 })).json().data.map((u: { userId: number }) => u.userId);
    expect(found.sort()).toEqual(managed.filter((u) => u.username.startsWith('d')).map((u) => u.id).sort());
  });

  test('a system manager finds everyone', async () => {
    const token = await tokenOf(t.db, await insertUser(t.db, { group: Group.systemManager }));
    expect(await usernames(token, 'dan', { search_by: 'username' })).toEqual(['dan', 'danny', 'dana-sub', 'dana.cohen']);
  });

  test('a customer and a sub-user are refused (403), and so is nobody (401)', async () => {
    expect((await search(await tokenOf(t.db, ids.danny), 'dan')).statusCode).toBe(403);
    expect((await search(await tokenOf(t.db, ids.danaSub), 'dan')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/super-admin/search/main-autocomplete?query=dan' })).statusCode).toBe(401);
  });

  test('the users the management deny list names are refused, even a super-administrator', async () => {
    const denied = await startTestApp({}, dbOptions);
    try {
      const id = await insertUser(denied.db, { group: Group.superAdmin });
      await denied.db.updateTable('users').set({ id: 28 }).where('id', '=', id).execute();
      const token = await tokenOf(denied.db, 28);
      const res = await denied.app.inject({ method: 'GET', url: '/api/super-admin/search/main-autocomplete?query=a', headers: bearer(token) });
      expect(res.statusCode).toBe(403);
    } finally {
      await denied.close();
    }
  });

  test('every field is looked up through its indexes, never by reading the whole users table', async () => {
    const postgres = dialectOf(t.db) === 'postgres';
    // A handful of rows: PostgreSQL would rightly read them all; the question is whether it can use the index.
    if (postgres) await sql`set enable_seqscan = off`.execute(t.db);
    const caller = { userId: administrator, adminId: 0, group: Group.superAdmin, permissions: [] };
    const asked: [SearchField, string][] = [...searchFields.map((f): [SearchField, string] => [f, 'dan']), ['all', '0501234567'], ['phone', '050'], ['nationalId', '0123'], ['userId', '12']];
    for (const [field, query] of asked) {
      const statement = customerSearchQuery(t.db, caller, query, field, 10);
      if (!statement) continue;
      const compiled = statement.compile();
      const explain = postgres ? 'explain ' : 'explain query plan ';
      const plan = await t.db.executeQuery<Record<string, string>>({ ...compiled, sql: explain + compiled.sql });
      const text = plan.rows.map((r) => r.detail ?? r['QUERY PLAN']).join('\n');
      expect([field, query, text]).toEqual([field, query, expect.stringMatching(postgres ? /Index/ : /USING (COVERING )?INDEX users_search_|USING INTEGER PRIMARY KEY/)]);
      expect([field, query, text]).not.toEqual([field, query, expect.stringMatching(postgres ? /Seq Scan on users/ : /SCAN users(?! USING)/)]);
    }
    if (postgres) await sql`reset enable_seqscan`.execute(t.db);
  });
});

onEachDatabase('the management search over the demo seed (issue 18: "as admin, find demo-sub by typing three letters")', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
    await seedDemo(t.db, Date.now());
  });
  afterAll(() => t.close());

  const found = async (username: string, query: string) => {
    const { id } = await t.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
    const res = await t.app.inject({ method: 'GET', url: '/api/super-admin/search/main-autocomplete', query: { query }, headers: bearer(await tokenOf(t.db, id)) });
    expect(res.statusCode).toBe(200);
    return (res.json().data as { username: string }[]).map((u) => u.username);
  };

  test('the administrator finds demo-sub by three letters, among its assigned customers only', async () => {
    expect(await found('admin', 'dem')).toEqual(expect.arrayContaining(['demo', 'demo-sub', 'demo-reader']));
    expect(await found('superadmin', 'demo-s')).toEqual(['demo-sub']);
    const { id: admin } = await t.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    const assigned = await t.db.selectFrom('users').select('username').where('administrator_id', '=', admin).execute();
    for (const letter of ['a', 'd', 'm', 'ש', 'и']) {
      for (const username of await found('admin', letter)) expect([letter, assigned.map((u) => u.username)]).toEqual([letter, expect.arrayContaining([username])]);
    }
  });
});

describe('what a typed query looks up', () => {
  test('a phone in any form is the stored number without its trunk 0', () => {
    const phone = (q: string) => searchPlan(q, 'phone').ranges.map((r) => r.from);
    expect(['0501234567', '501234567', '972501234567', '+972 50-123-4567', '00972501234567'].map(phone)).toEqual(Array(5).fill(['501234567']));
    expect(phone('972')).toEqual(['972']);
    expect(phone('05a')).toEqual([]);
    // Every mobile starts 5: "05" or "050" would match a good part of all customers.
    expect([phone('05'), phone('050'), phone('0501')]).toEqual([[], [], ['501']]);
  });

  test('a range ends just past the prefix', () => {
    expect(searchPlan('ab', 'username').ranges).toEqual([{ key: 'username', from: 'ab', to: 'ac' }]);
  });
});
