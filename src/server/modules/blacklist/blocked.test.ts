import { bearer, onEachDatabase } from '../../test/signIn';
import { startTestApp, type TestApp } from '../../test/testApp';
import { contactsOf, insertList, listOwner, listRow, type ListOwner } from '../contacts/importTesting';

onEachDatabase('deleteBlockedContact', (dbOptions) => {
  let t: TestApp;
  let owner: ListOwner;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
    owner = await listOwner(t.db);
  });
  afterAll(() => t.close());

  async function listWith(name: string, phones: string[]): Promise<number> {
    const listId = await insertList(t.db, owner.userId, name);
    await t.app.inject({ method: 'POST', url: '/api/contacts/add-pasted-number-to-list', headers: bearer(owner.token), payload: { contactListId: listId, rows: phones.map((phone) => ({ phone })) } });
    return listId;
  }
  const block = (phone: string) => t.app.inject({ method: 'POST', url: '/api/reports/add-number-to-blacklist', headers: bearer(owner.token), payload: { phone } });
  const remove = (token: string, query: string) => t.app.inject({ method: 'DELETE', url: `/api/contacts/delete-blocked-contact?${query}`, headers: bearer(token) });
  const idOf = async (listId: number, phone: string) =>
    (await t.db.selectFrom('contacts').select('id').where('list_id', '=', listId).where('phone', '=', phone).executeTakeFirstOrThrow()).id;

  test('a number stays blacklisted when added to a list later, and all blocked numbers of a list can be removed', async () => {
    await block('0501000001');
    const listId = await listWith('With blocked', ['0501000001', '0501000002', '0501000003']);
    await t.db.insertInto('platform_blacklist').values({ phone: '501000003', source: 'remove page', created_at: Date.now() }).execute();
    const res = await remove(owner.token, `contactListId=${listId}`);
    expect(res.json().data).toEqual({ status: 1, deleted: 2 });
    expect((await contactsOf(t.db, listId)).map((c) => c.phone)).toEqual(['501000002']);
    expect((await listRow(t.db, listId)).contacts_count).toBe(1);
  });

  test('one blocked contact is removed (1); a contact that is not blocked is left (-1)', async () => {
    await block('0501000011');
    const listId = await listWith('One blocked', ['0501000011', '0501000012']);
    expect((await remove(owner.token, `contactListId=${listId}&contactId=${await idOf(listId, '501000012')}`)).json().data).toEqual({ status: -1, deleted: 0 });
    expect((await remove(owner.token, `contactListId=${listId}&contactId=${await idOf(listId, '501000011')}`)).json().data).toEqual({ status: 1, deleted: 1 });
  });

  test("another account's list or a contact of another list is 404", async () => {
    const listId = await listWith('Mine only', ['0501000021']);
    const other = await listOwner(t.db);
    expect((await remove(other.token, `contactListId=${listId}`)).statusCode).toBe(404);
    const second = await listWith('Second', ['0501000022']);
    expect((await remove(owner.token, `contactListId=${listId}&contactId=${await idOf(second, '501000022')}`)).statusCode).toBe(404);
    expect((await remove(owner.token, 'contactListId=abc')).statusCode).toBe(400);
  });
});
