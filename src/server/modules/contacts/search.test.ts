import { onEachDatabase } from '../../test/signIn';
import { startTestApp, type TestApp } from '../../test/testApp';
import { call, caller, contactIds, countOf, insertListWith, phonesOf } from './testLists';

onEachDatabase('searching contacts and lists', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());

  async function seeded() {
    const me = await caller(t.db);
    const customers = await insertListWith(t.db, me, 'Customers', ['501111111', '502222222']);
    const leads = await insertListWith(t.db, me, 'Leads 100%', ['503333333']);
    await t.db.updateTable('contacts').set({ field1: 'Dana', field2: 'Levi' }).where('list_id', '=', leads).execute();
    const stranger = await caller(t.db);
    await insertListWith(t.db, stranger, 'Customers of another', ['501111111']);
    return { me, customers, leads, api: call(t, me) };
  }

  test('get-contacts finds by part of a number in any format or by name, in the account only', async () => {
    const { api, leads } = await seeded();
    const byPhone = await api('POST', 'get-contacts', { q: '050-111' });
    expect(byPhone.data).toEqual([expect.objectContaining({ PHONE: '0501111111', CL_NAME: 'Customers' })]);
    expect((await api('POST', 'get-contacts', { q: '972501111111' })).data).toHaveLength(1);
    expect((await api('POST', 'get-contacts', { q: 'dana' })).data).toEqual([expect.objectContaining({ DYNAMIC_FIELD1: 'Dana', CONTACT_LIST_ID: leads })]);
    expect((await api('POST', 'get-contacts', { q: '' })).code).toBe(400);
  });

  test('get-contacts-lists matches names ignoring case, % literally; empty answers the newest', async () => {
    const { api, leads } = await seeded();
    expect((await api('POST', 'get-contacts-lists', { q: 'CUSTOM' })).data.map((l: { name: string }) => l.name)).toEqual(['Customers']);
    expect((await api('POST', 'get-contacts-lists', { q: '100%' })).data).toEqual([expect.objectContaining({ id: leads, totalLength: 1 })]);
    expect((await api('POST', 'get-contacts-lists', { q: '0%' })).data).toHaveLength(1);
    expect((await api('POST', 'get-contacts-lists', { q: '', limit: 1 })).data).toHaveLength(1);
  });

  test('general search answers the total and whether it was cut; searchBy narrows', async () => {
    const { api } = await seeded();
    const all = await api('POST', 'general-search', { q: '050', limit: 2 });
    expect(all.data).toMatchObject({ total: 3, truncated: true });
    expect(all.data.contacts).toHaveLength(2);
    expect((await api('POST', 'general-search', { q: 'Levi', searchBy: 'phone' })).data).toEqual({ contacts: [], total: 0, truncated: false });
    expect((await api('POST', 'general-search', { q: 'Levi', searchBy: 'name' })).data.total).toBe(1);
    expect((await api('POST', 'general-search', { q: 'x' })).code).toBe(400);
  });

  test('save changes writes valid rows and returns the others with why (2)', async () => {
    const { api, customers } = await seeded();
    const [first, second] = await contactIds(t.db, customers);
    const res = await api('POST', 'general-search-save-changes', {
      contacts: [
        { ID: first, CONTACT_LIST_ID: customers, PHONE: '0504444444', DYNAMIC_FIELD1: 'Renamed', DYNAMIC_FIELD6: '1/2/80' },
        { ID: second, CONTACT_LIST_ID: customers, PHONE: '0504444444' },
      ],
    });
    expect(res.data).toMatchObject({ status: 2, saved: 1, failed: 1, failedRows: [{ row: 2, reason: 'duplicate' }] });
    expect(await phonesOf(t.db, customers)).toEqual(['502222222', '504444444']);
    const ok = await api('POST', 'general-search-save-changes', { contacts: [{ ID: second, CONTACT_LIST_ID: customers, PHONE: '0502222222', DYNAMIC_FIELD6: 'soon' }] });
    expect(ok.data).toMatchObject({ status: 2, saved: 0, failedRows: [{ reason: 'invalidDate' }] });
    expect((await api('POST', 'general-search-save-changes', { contacts: [{ ID: second, CONTACT_LIST_ID: customers, PHONE: '0502222222', DYNAMIC_FIELD2: 'x' }] })).data).toMatchObject({ status: 1, saved: 1 });
    expect(await countOf(t.db, customers)).toBe(2);
    const other = await caller(t.db);
    expect((await call(t, other)('POST', 'general-search-save-changes', { contacts: [{ ID: first, CONTACT_LIST_ID: customers, PHONE: '0505555555' }] })).code).toBe(404);
    expect((await api('POST', 'general-search-save-changes', { contacts: [{ ID: first, CONTACT_LIST_ID: customers + 1, PHONE: '0505555555' }] })).code).toBe(404);
  });
});
