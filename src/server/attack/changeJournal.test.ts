/** The change journal the fuzz reads to say a refused call wrote nothing: it sees every kind of write, on both databases. */
import { onEachDatabase } from '../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../test/testApp';
import { startChangeJournal, type ChangeJournal } from './changeJournal';

onEachDatabase('the change journal', (dbOptions) => {
  let t: TestApp;
  let journal: ChangeJournal;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
    journal = await startChangeJournal(t.db);
  });
  afterAll(() => t.close());

  test('names each table whose rows changed since it was cleared; a write that changed no row, or a row inserted and deleted again, is none', async () => {
    await journal.clear();
    const userId = await insertUser(t.db);
    expect(await journal.written()).toEqual(['users']);
    await journal.clear();
    await t.db.updateTable('users').set({ first_name: 'Dana' }).where('id', '=', -1).execute();
    expect(await journal.written()).toEqual([]);
    await t.db.insertInto('templates').values({ account_id: userId, created_by: userId, name: 't', name_key: 't', content: 'x', created_at: 0, updated_at: 0 }).execute();
    await t.db.deleteFrom('templates').where('account_id', '=', userId).execute();
    await t.db.updateTable('users').set({ first_name: 'Dana' }).where('id', '=', userId).execute();
    expect(await journal.written()).toEqual(['users']);
    await journal.clear();
    await t.db.deleteFrom('templates').where('account_id', '=', userId).execute();
    await t.db.insertInto('templates').values({ account_id: userId, created_by: userId, name: 'u', name_key: 'u', content: 'x', created_at: 0, updated_at: 0 }).execute();
    expect(await journal.written()).toEqual(['templates']);
  });
});
