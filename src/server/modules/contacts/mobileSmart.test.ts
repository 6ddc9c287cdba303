import { onEachDatabase } from '../../test/signIn';
import { startTestApp, type TestApp } from '../../test/testApp';
import { call, caller, countOf, insertListWith, phonesOf } from './testLists';

onEachDatabase('quick-send mobile lists and smart lists', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());

  test('mobile data is saved (1) and shown with the list; bad sender -2; unsubscribe by message needs a reply number -3', async () => {
    const me = await caller(t.db);
    const api = call(t, me);
    const list = await insertListWith(t.db, me, 'Quick');
    const save = (mobileData: object) => api('POST', 'save-mobile-contact-list', { contactListId: list, mobileData });
    expect((await save({ sourceNumber: '050-123-4567', attachedNumber: '972529999999', unsubscribeOption: 2, isServiceActive: true, permittedNumbers: ['0541111111'] })).data).toEqual({ status: 1 });
    const page = await api('POST', 'get-contacts-page-data', { contactListId: list });
    expect(page.data.contactList).toMatchObject({
      attachedNumber: '0529999999',
      mobileData: { sourceNumber: '0501234567', attachedNumber: '0529999999', unsubscribeOption: 2, isServiceActive: true, isAllowResponse: false, permittedNumbers: ['0541111111'] },
    });
    expect((await save({ sourceNumber: '12' })).data).toEqual({ status: -2 });
    expect((await save({ sourceNumber: '0501234567', unsubscribeOption: 2 })).data).toEqual({ status: -3 });
    expect((await save({ attachedNumber: 'nope' })).code).toBe(400);
    expect((await save({ unsubscribeOption: 1 })).code).toBe(400);
    const other = await caller(t.db);
    expect((await call(t, other)('POST', 'save-mobile-contact-list', { contactListId: list, mobileData: {} })).code).toBe(404);
  });

  test('a smart list takes each matching number once from its sources', async () => {
    const me = await caller(t.db);
    const api = call(t, me);
    const a = await insertListWith(t.db, me, 'Smart A', ['501111111', '502222222']);
    const b = await insertListWith(t.db, me, 'Smart B', ['501111111', '503333333']);
    await t.db.updateTable('contacts').set({ field6: '01/02/1980' }).where('phone', '=', '501111111').execute();
    await t.db.updateTable('contacts').set({ field6: '01/02/2001' }).where('phone', '=', '503333333').execute();
    const born = await api('POST', 'create-smart-contact-list', { name: 'Born before 1990', sourceContactListIds: [a, b], conditions: [{ field: 'DYNAMIC_FIELD6', operator: 'before', value: '1/1/90' }] });
    expect(born.data).toEqual({ status: 1, contactListId: expect.any(Number), saved: 1 });
    expect(await phonesOf(t.db, born.data.contactListId)).toEqual(['501111111']);
    expect(await countOf(t.db, born.data.contactListId)).toBe(1);
    const any = await api('POST', 'create-smart-contact-list', {
      name: 'Any',
      sourceContactListIds: [a, b],
      match: 'any',
      conditions: [
        { field: 'PHONE', operator: 'startsWith', value: '0502' },
        { field: 'DYNAMIC_FIELD6', operator: 'after', value: '01/01/2000' },
      ],
    });
    expect(await phonesOf(t.db, any.data.contactListId)).toEqual(['502222222', '503333333']);
    const everyone = await api('POST', 'create-smart-contact-list', { name: 'Everyone', sourceContactListIds: [a, b], conditions: [] });
    expect(everyone.data.saved).toBe(3);
  });

  test('smart list codes: -2 name taken, -3 nothing matches (no list made), 400 bad condition, 404 foreign source', async () => {
    const me = await caller(t.db);
    const api = call(t, me);
    const a = await insertListWith(t.db, me, 'Source', ['501111111']);
    expect((await api('POST', 'create-smart-contact-list', { name: 'source', sourceContactListIds: [a], conditions: [] })).data).toEqual({ status: -2 });
    expect((await api('POST', 'create-smart-contact-list', { name: 'Nobody', sourceContactListIds: [a], conditions: [{ field: 'DYNAMIC_FIELD2', operator: 'isNotEmpty' }] })).data).toEqual({ status: -3 });
    expect((await api('POST', 'check-contact-list-name', { name: 'Nobody' })).data.status).toBe(1);
    expect((await api('POST', 'create-smart-contact-list', { name: 'Bad', sourceContactListIds: [a], conditions: [{ field: 'DYNAMIC_FIELD1', operator: 'before', value: '1/1/90' }] })).code).toBe(400);
    expect((await api('POST', 'create-smart-contact-list', { name: 'Bad', sourceContactListIds: [a], conditions: [{ field: 'EMAIL', operator: 'equals' }] })).code).toBe(400);
    const other = await caller(t.db);
    expect((await call(t, other)('POST', 'create-smart-contact-list', { name: 'Steal', sourceContactListIds: [a], conditions: [] })).code).toBe(404);
  });
});
